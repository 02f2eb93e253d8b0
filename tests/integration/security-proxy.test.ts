/**
 * Client addresses behind (or without) a reverse proxy: X-Forwarded-For is believed only from the
 * proxies TRUST_PROXY names, so a client cannot pick its address to escape per-address limits.
 */
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmbeddedApp } from '../../src/server/embedded-emulators.ts';
import type { Database } from '../../src/server/db/client.ts';
import type { WriteRateLimitOptions } from '../../src/server/security/write-rate-limit.ts';
import { testConfig, PRODUCTION_ENV } from '../helpers/app.ts';
import { startReverseProxy, type ReverseProxy } from '../helpers/reverse-proxy.ts';
import { createTestDatabase } from '../setup/test-db.ts';

let database: Database;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function productionApp(
  env: Record<string, string> = {},
  writeRateLimit?: WriteRateLimitOptions,
  logs?: string[],
): Promise<FastifyInstance> {
  const config = testConfig({ ...PRODUCTION_ENV, ...env });
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs?.push(String(chunk));
      done();
    },
  });
  const app = await buildEmbeddedApp(config, {
    database,
    writeRateLimit,
    logger: { stream },
    webRoot: path.join(config.dataDir, 'no-web'),
  });
  await app.ready();
  apps.push(app);
  return app;
}

let counter = 0;
/** A failed sign-in for a fresh unknown username, so only the per-address limit can refuse it. */
function failedLogin(app: FastifyInstance, remoteAddress: string, forwardedFor: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: `nobody-${process.pid}-${++counter}`, password: 'wrong password' },
  });
}

describe('without TRUST_PROXY (the default, also in production)', () => {
  it('keeps the per-address sign-in limit of 30 when the client rotates X-Forwarded-For', async () => {
    const app = await productionApp();
    for (let i = 0; i < 30; i++) expect((await failedLogin(app, '198.51.100.7', `203.0.113.${i}`)).statusCode).toBe(401);
    const refused = await failedLogin(app, '198.51.100.7', '203.0.113.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many failed sign-in attempts from your network\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The address the socket came from is what is limited, not the one written in the header.
    expect((await failedLogin(app, '198.51.100.8', '198.51.100.7')).statusCode).toBe(401);
  });

  it('keeps the sign-in limit when an IPv6 client rotates addresses within its /64, and not for the next /64', async () => {
    const app = await productionApp();
    for (let i = 1; i <= 30; i++) {
      expect((await failedLogin(app, `2001:db8:7:7::${i.toString(16)}`, '203.0.113.1')).statusCode).toBe(401);
    }
    expect((await failedLogin(app, '2001:db8:7:7:ffff:1:2:3', '203.0.113.1')).statusCode).toBe(429);
    expect((await failedLogin(app, '2001:db8:7:8::1', '203.0.113.1')).statusCode).toBe(401);
  });

  it('keeps the per-address write limit when the client rotates X-Forwarded-For', async () => {
    const app = await productionApp({}, { perAddress: 4 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
        payload: {},
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it('gives X-Forwarded-For: 127.0.0.1 from a remote socket no loopback exemption; a real loopback socket keeps it', async () => {
    const app = await productionApp({}, { perAddress: 2 });
    const post = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress, headers, payload: {} });
    const spoofed: number[] = [];
    for (let i = 0; i < 3; i++) spoofed.push((await post('198.51.100.10', { 'x-forwarded-for': '127.0.0.1' })).statusCode);
    expect(spoofed).toEqual([400, 400, 429]);
    const local: number[] = [];
    for (let i = 0; i < 4; i++) local.push((await post('127.0.0.1')).statusCode);
    expect(local).toEqual([400, 400, 400, 400]);
  });
});

describe('TRUST_PROXY=1 behind a real proxy hop', () => {
  let app: FastifyInstance;
  let proxy: ReverseProxy;
  let proxyPort: number;
  const logs: string[] = [];

  beforeAll(async () => {
    app = await productionApp({ TRUST_PROXY: '1' }, undefined, logs);
    const target = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    // A reverse proxy as nginx's `proxy_add_x_forwarded_for` behaves: it appends its own peer.
    proxy = await startReverseProxy(target);
    proxyPort = proxy.port;
  });
  afterAll(async () => {
    await proxy.close();
  });

  /** A sign-in through the proxy from the client address `from`, which writes `spoofed` itself. */
  function loginThroughProxy(from: string, spoofed: string): Promise<{ status: number }> {
    const body = JSON.stringify({ username: `proxied-${process.pid}-${++counter}`, password: 'wrong password' });
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: proxyPort,
          localAddress: from,
          path: '/api/auth/login',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': spoofed,
            connection: 'close',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('takes the client address the proxy appended, not one the client wrote', async () => {
    await loginThroughProxy('127.0.0.2', '203.0.113.77');
    const seen = logs
      .map((line) => JSON.parse(line) as { req?: { url?: string; remoteAddress?: string } })
      .filter((entry) => entry.req?.url === '/api/auth/login')
      .map((entry) => entry.req!.remoteAddress);
    expect(seen).toContain('127.0.0.2');
    expect(seen).not.toContain('203.0.113.77');
    expect(seen).not.toContain('127.0.0.1');
  });

  it('limits that client address whatever it writes in X-Forwarded-For, and not its neighbour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await loginThroughProxy('127.0.0.4', `203.0.113.${i}`)).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await loginThroughProxy('127.0.0.3', '127.0.0.4')).status).toBe(401);
  });
});
