import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../helpers/free-port.ts';

/** Start-up (PGlite, migrations, emulators) has taken over a minute on a busy two-core machine. */
export const STARTUP_TIMEOUT_MS = 150_000;

export type AppServer = { baseUrl: string; stop(): Promise<void> };

/**
 * Starts the built app as `npm start` does (the compiled dist/server/main.js, no TypeScript loader;
 * test:e2e builds first) on a fresh data directory, with PGlite and the embedded emulators.
 * `extraEnv` adds settings for a spec that needs its own server (checkout.spec.ts: the Stripe stand-in).
 */
export async function startAppServer(extraEnv: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      AMAZON_SPEED_FACTOR: '50',
      // The alerts spec checks again right after changing Amazon's side; the cooldown is an integration test's.
      WATCH_CHECK_COOLDOWN_MINUTES: '0',
      // Specs plant listings through the built-in emulator's /__emulator/* API (off by default).
      AMAZON_EMULATOR_CONTROL: 'true',
      // The embedded default: Google sign-in runs against the OpenID provider emulator mounted in the app.
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
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
  throw new Error(`The server did not become healthy within ${STARTUP_TIMEOUT_MS / 1000} s`);
}
