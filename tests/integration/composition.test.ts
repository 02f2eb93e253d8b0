import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { buildEmbeddedApp } from '../../src/server/embedded-emulators.ts';
import { testConfig } from '../helpers/app.ts';
import { createTestDatabase } from '../setup/test-db.ts';

const emulatorRoutes = (app: FastifyInstance) => app.routeTable.filter((route) => route.url.startsWith('/_emulator'));

describe('composition: the app knows no emulators, the composition root mounts them', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('buildApp without mounts serves no /_emulator route, even on the embedded-default config', async () => {
    // No Amazon, Google or SMTP credentials: the config that used to make buildApp mount all three.
    const config = testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(config.amazon.useEmulator).toBe(true);
    expect(config.google?.useEmulator).toBe(true);
    const app = await buildApp(config, { database, webRoot: path.join(config.dataDir, 'no-web') });
    try {
      await app.ready();
      expect(emulatorRoutes(app)).toEqual([]);
      // They fall through to the web app's fallback, like any path the server does not know.
      const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
      expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
      for (const url of [
        '/_emulator/amazon/auth/o2/token',
        '/_emulator/oidc/.well-known/openid-configuration',
        '/_emulator/mail/',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect({ status: res.statusCode, body: res.body }, url).toEqual({ status: unknown.statusCode, body: unknown.body });
      }
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('buildEmbeddedApp (what main.ts starts) mounts the Amazon (with its notification queue), OpenID and mail emulators', async () => {
    const config = testConfig();
    const app = await buildEmbeddedApp(config, { database, webRoot: path.join(config.dataDir, 'no-web') });
    try {
      await app.ready();
      const prefixes = new Set(emulatorRoutes(app).map((route) => route.url.split('/').slice(0, 3).join('/')));
      expect([...prefixes].sort()).toEqual(['/_emulator/amazon', '/_emulator/mail', '/_emulator/oidc', '/_emulator/sqs']);
      const discovery = await app.inject({ method: 'GET', url: '/_emulator/oidc/.well-known/openid-configuration' });
      expect(discovery.statusCode).toBe(200);
      expect(discovery.json()).toMatchObject({ issuer: config.google!.issuer });
    } finally {
      await app.close();
    }
  });

  it('buildApp with neither SMTP_URL nor a mail server refuses to build, with a message that says what to set', async () => {
    const config = testConfig();
    await expect(buildApp(config, { database, webRoot: path.join(config.dataDir, 'no-web') })).rejects.toThrow('set SMTP_URL');
  });
});
