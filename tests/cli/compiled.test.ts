import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.ts';

/**
 * The JavaScript that `npm start` and `npx listingpilot` run (compiled into dist/ by the global
 * setup), with no TypeScript loader: a plain `node`, NODE_OPTIONS cleared. A `.ts` import or a
 * data file left behind in src/ would fail here and not in the other suites, which run the sources.
 */
const ROOT = path.join(import.meta.dirname, '..', '..');
const PLAIN_NODE = { ...process.env, NODE_OPTIONS: '' };

describe('the compiled server (npm start)', () => {
  let child: ChildProcess;
  let baseUrl: string;
  let dataDir: string;
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'lp-compiled-'));
    child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: ROOT,
      env: {
        ...PLAIN_NODE,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: '',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)));
    const deadline = Date.now() + 50_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the compiled server exited with ${child.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the compiled server did not answer /api/health:\n${output}`);
      if (
        await fetch(`${baseUrl}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 60_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs without a TypeScript loader and answers /api/health after running the SQL migrations', async () => {
    expect(child.spawnargs.join(' ')).not.toMatch(/tsx|\.ts\b/);
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    // Registering needs the migrated tables.
    const register = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'compiledseller', email: 'compiled@example.com', password: 'correct horse' }),
    });
    expect(register.status).toBe(201);
  });

  it('serves the files it reads at run time from the compiled tree (the Google popup script)', async () => {
    const res = await fetch(`${baseUrl}/api/auth/google/popup.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(readFileSync(path.join(ROOT, 'src', 'server', 'google-auth', 'popup.js'), 'utf8'));
  });

  it('mounts the embedded emulators, with the Amazon API models loaded from vendor/', async () => {
    const discovery = await fetch(`${baseUrl}/_emulator/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${baseUrl}/_emulator/oidc`);
    const token = await fetch(`${baseUrl}/_emulator/amazon/auth/o2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&refresh_token=nope&client_id=x&client_secret=y',
    });
    // The emulator's own LWA error, not the app's fallback page.
    expect(token.status).toBeGreaterThanOrEqual(400);
    expect(await token.json()).toHaveProperty('error');
  });
});

describe('the compiled CLI (npx listingpilot)', () => {
  it('scores a file with plain node and no TypeScript loader', async () => {
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(ROOT, 'bin', 'listingpilot.mjs'), 'score', path.join('tests', 'fixtures', 'imports', 'listings.csv')],
        { cwd: ROOT, env: PLAIN_NODE },
        (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\n\d+ listings?, mean score \d+(\.\d)?\n/);
  });
});
