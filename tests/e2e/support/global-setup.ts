import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../helpers/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the built app as a user would (`node src/server/main.ts`) on a fresh data directory. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AMAZON_SPEED_FACTOR: '50',
      // Specs plant listings through the built-in emulator's /__emulator/* API (off by default).
      AMAZON_EMULATOR_CONTROL: 'true',
      ...(await e2eEnv(baseUrl)),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child);
  project.provide('baseUrl', baseUrl);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * Extra variables for optional providers the specs exercise: Google sign-in against the local
 * OpenID provider (src/emulators/oidc), started here in the runner process on a free port.
 */
async function e2eEnv(baseUrl: string): Promise<Record<string, string>> {
  const { buildOidcEmulator } = await import('../../../src/emulators/oidc/app.ts');
  const client = { clientId: 'listingpilot-e2e', clientSecret: 'e2e-oidc-client-secret' };
  const oidc = await buildOidcEmulator({
    ...client,
    redirectUris: [`${baseUrl}/api/auth/google/callback`],
    postLogoutRedirectUris: [`${baseUrl}/`],
    // Keeps the runner from waiting on it at exit; it lives exactly as long as the test run.
    unref: true,
  });
  return { GOOGLE_CLIENT_ID: client.clientId, GOOGLE_CLIENT_SECRET: client.clientSecret, OIDC_ISSUER: oidc.issuer };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The server did not become healthy within 60 s');
}
