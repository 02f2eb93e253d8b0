/**
 * Production never mounts an emulator unless DEMO_MODE=true asks for a demo deployment, and start-up
 * says which emulators run. What the review saw: NODE_ENV=production without SP-API settings
 * served the Amazon emulator's consent page and /api/config said amazonEmulator: true.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/server/config.ts';
import { buildTestApp, PRODUCTION_ENV, testConfig, type TestApp } from '../helpers/app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function start(env: Record<string, string>): Promise<TestApp> {
  const t = await buildTestApp({ env });
  apps.push(t);
  return t;
}

function emulatorLog(t: TestApp): { level: number; msg: string; emulators: string[] } {
  const line = t.logs.find((l) => l.includes('"emulators"'));
  expect(line, 'a start-up line about emulators').toBeDefined();
  return JSON.parse(line!) as { level: number; msg: string; emulators: string[] };
}

describe('production', () => {
  it('does not start without an SP-API app unless DEMO_MODE=true', () => {
    const env = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' };
    expect(() => testConfig(env)).toThrow(ConfigError);
    expect(() => testConfig(env)).toThrow(/DEMO_MODE=true/);
  });

  it('with real settings mounts no emulator, and says so', async () => {
    const t = await start(PRODUCTION_ENV);
    const config = await t.app.inject({ url: '/api/config' });
    expect(config.json()).toMatchObject({ amazonEmulator: false });
    for (const path of [
      '/_emulator/amazon/na/apps/authorize/consent',
      '/_emulator/mail/',
      '/_emulator/oidc/.well-known/openid-configuration',
    ]) {
      // Nothing answers there but the web app's fallback (503 here: the tests build no web app).
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).not.toBe(200);
      expect(res.body, path).not.toMatch(/consent|inbox|issuer/i);
    }
    expect(emulatorLog(t)).toMatchObject({ level: 30, emulators: [] });
  });

  it('with DEMO_MODE=true mounts them and warns at start-up, naming each', async () => {
    const t = await start({ NODE_ENV: 'production', DEMO_MODE: 'true' });
    expect((await t.app.inject({ url: '/api/config' })).json()).toMatchObject({ amazonEmulator: true });
    const log = emulatorLog(t);
    expect(log.level).toBe(40);
    expect(log.msg).toMatch(/^DEMO_MODE: emulators stand in for real services: .*Amazon at \/_emulator\/amazon/);
    expect(log.emulators).toEqual(
      expect.arrayContaining([
        'Amazon at /_emulator/amazon',
        'mail at /_emulator/mail',
        'Google sign-in (OpenID Connect) at /_emulator/oidc',
      ]),
    );
  });
});

describe('development', () => {
  it('mounts the emulators and lists them at start-up', async () => {
    const t = await start({});
    const log = emulatorLog(t);
    expect(log.level).toBe(30);
    // Amazon, its notification queue, mail and Google sign-in.
    expect(log.emulators.length).toBe(4);
  });
});
