import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildEmbeddedApp } from '../../src/server/embedded-emulators.ts';
import { openPostgres, usePglite, type Database } from '../../src/server/db/client.ts';
import { bearer, registerUser, testConfig } from '../helpers/app.ts';
import { withDatabase } from '../setup/global-setup.ts';
import { freePort } from '../helpers/free-port.ts';
import { waitFor } from '../helpers/wait.ts';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * A database the test can take away and give back. On PostgreSQL the app's pool goes through a
 * TCP proxy the test stops and starts (the real server is never touched). On PGlite, which runs in
 * the process, the app's client is switched to one that has been closed, then back.
 */
type Outage = { database: Database; goDown(): Promise<void>; comeBack(): Promise<void>; dispose(): Promise<void> };

async function pgliteOutage(): Promise<Outage> {
  const live = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  let current = live;
  // Every property read goes to the current client, so drizzle and pg-boss follow the switch.
  const client = new Proxy(live, {
    get(_target, key) {
      const value: unknown = Reflect.get(current, key, current);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(current) : value;
    },
  });
  const database = await usePglite(client);
  return {
    database,
    goDown: async () => {
      const closed = await PGlite.create();
      await closed.close();
      current = closed;
    },
    comeBack: async () => {
      current = live;
    },
    dispose: () => live.close(),
  };
}

async function postgresOutage(url: string): Promise<Outage> {
  const name = `lp_outage_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const upstream = new URL(url);
  const sockets = new Set<Socket>();
  const proxy: Server = createServer((socket: Socket) => {
    const remote = connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(socket).add(remote);
    socket.pipe(remote).pipe(socket);
    const drop = () => {
      socket.destroy();
      remote.destroy();
      sockets.delete(socket);
      sockets.delete(remote);
    };
    socket.on('error', drop).on('close', drop);
    remote.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as AddressInfo).port;
  const viaProxy = new URL(withDatabase(url, name));
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(port);
  const database = await openPostgres(viaProxy.toString());
  return {
    database,
    goDown: async () => {
      const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    comeBack: () => new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve)),
    dispose: async () => {
      await database.close();
      if (proxy.listening) await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe('database outage', () => {
  let outage: Outage;
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    outage = process.env.DATABASE_URL ? await postgresOutage(process.env.DATABASE_URL) : await pgliteOutage();
    const config = testConfig();
    app = await buildEmbeddedApp(config, {
      database: outage.database,
      logger: { stream: sink() },
      webRoot: path.join(config.dataDir, 'no-web'),
    });
    await app.ready();
    token = (await registerUser(app)).token;
  });
  afterAll(async () => {
    await outage.comeBack().catch(() => {});
    await app.close();
    await outage.dispose();
  });

  it('answers 503 with a clear message while the database is unreachable, and recovers without a restart', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await outage.goDown();
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/auth/me', headers: bearer(token) },
      { method: 'GET', url: '/api/listings?page=1&pageSize=25', headers: bearer(token) },
      { method: 'GET', url: '/api/account/export', headers: bearer(token) },
      { method: 'POST', url: '/api/auth/login', payload: { username: 'someone', password: 'correct horse' } },
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'outage1', email: 'outage1@example.com', password: 'correct horse' },
      },
    ];
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(503);
      expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: UNAVAILABLE });
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);

    await outage.comeBack();
    await waitFor(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'outage2', email: 'outage2@example.com', password: 'correct horse' },
    });
    expect(res.statusCode).toBe(201);
  }, 60_000);
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests on SIGTERM, exits 0 and releases the PGlite lock', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-shutdown-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    };
    // The point is the PGlite lock: never share the CI PostgreSQL here.
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status === 200, 90_000);
      expect(existsSync(path.join(dataDir, 'listingpilot.lock'))).toBe(true);

      // Registrations hash with argon2: slow enough that several are still running at SIGTERM. Few
      // enough that, on a loaded machine, finishing them stays well inside main.ts's 25 s grace delay.
      const N = 6;
      const inflight = Array.from({ length: N }, (_, i) =>
        fetch(`${base}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `shutdown${i}`, email: `shutdown${i}@example.com`, password: 'correct horse' }),
        }).then(async (r) => ({ status: r.status, body: await r.text() })),
      );
      await waitFor(async () => (output.match(/"url":"\/api\/auth\/register"/g) ?? []).length >= N, 30_000);
      child.kill('SIGTERM');
      const results = await Promise.all(inflight);
      expect(results.map((r) => r.status)).toEqual(Array(N).fill(201));
      expect(await exited, output.slice(-4000)).toBe(0);
      expect(existsSync(path.join(dataDir, 'listingpilot.lock'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 150_000);
});

function sink(): Writable {
  return new Writable({ write: (_chunk, _enc, done) => done() });
}
