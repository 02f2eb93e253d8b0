/**
 * The mail emulator's inbox holds reset links: it answers only a client that is on this machine by
 * every measure, so a reverse proxy on the same host (with or without TRUST_PROXY) and a
 * DNS-rebinding page get nothing. Played through a real proxy on loopback that adds X-Forwarded-For.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../helpers/app.ts';
import { mailSettled } from '../helpers/mail.ts';
import { rawRequest, startReverseProxy, type ReverseProxy } from '../helpers/reverse-proxy.ts';
import { TRUST_PROXY_WARNING } from '../../src/server/plugins/forwarded-warning.ts';

type Setup = { t: TestApp; appPort: number; proxy: ReverseProxy };
const setups: Setup[] = [];

async function behindProxy(env: Record<string, string>): Promise<Setup> {
  const t = await buildTestApp({ env });
  const target = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  const proxy = await startReverseProxy(target);
  const setup = { t, appPort: Number(target.port), proxy };
  setups.push(setup);
  return setup;
}

afterAll(async () => {
  for (const s of setups) {
    await s.proxy.close();
    await s.t.close();
  }
});

/** What the review did: ask for a reset from outside, then read the inbox. */
async function requestReset(s: Setup, login: string): Promise<void> {
  const res = await rawRequest(s.proxy.port, {
    path: '/api/auth/forgot-password',
    method: 'POST',
    body: JSON.stringify({ login }),
    localAddress: '127.0.0.9',
  });
  expect(res.status, res.body).toBe(200);
  await mailSettled(s.t.app);
}

describe.each([
  ['without TRUST_PROXY', {}],
  ['with TRUST_PROXY=1', { TRUST_PROXY: '1' }],
])('a same-host reverse proxy %s', (_name, env) => {
  let s: Setup;
  let username: string;
  beforeAll(async () => {
    s = await behindProxy(env);
    username = (await registerUser(s.t.app)).user.username;
    await requestReset(s, username);
  });

  it('gets 404 for the inbox and for each mail, while this machine reads them', async () => {
    const direct = await rawRequest(s.appPort, { path: '/_emulator/mail/' });
    expect(direct.status).toBe(200);
    expect(direct.body).toContain('Reset your ListingPilot password');
    const id = /\/_emulator\/mail\/messages\/(\d+)/.exec(direct.body)![1]!;
    expect((await rawRequest(s.appPort, { path: `/_emulator/mail/messages/${id}` })).status).toBe(200);

    for (const path of ['/_emulator/mail/', `/_emulator/mail/messages/${id}`]) {
      const proxied = await rawRequest(s.proxy.port, { path, localAddress: '127.0.0.9' });
      expect(proxied.status, path).toBe(404);
      expect(proxied.body).not.toContain('reset-password');
    }
  });
});

describe('DNS rebinding and a forged Origin from loopback', () => {
  it('refuses a Host that is not a loopback name, and a foreign Origin or Referer', async () => {
    const s = await behindProxy({});
    expect((await rawRequest(s.appPort, { path: '/_emulator/mail/', headers: { host: `localhost:${s.appPort}` } })).status).toBe(
      200,
    );
    expect((await rawRequest(s.appPort, { path: '/_emulator/mail/', headers: { host: `[::1]:${s.appPort}` } })).status).toBe(200);
    const forged: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: `evil.example:${s.appPort}` },
      { host: '127.0.0.1.nip.io' },
      { origin: 'http://evil.example' },
      { referer: 'http://evil.example/rebind.html' },
      { 'x-real-ip': '203.0.113.5' },
    ];
    for (const headers of forged) {
      expect((await rawRequest(s.appPort, { path: '/_emulator/mail/', headers })).status, JSON.stringify(headers)).toBe(404);
    }
  });
});

describe('a proxy in front without TRUST_PROXY (item 8)', () => {
  it('logs once, naming TRUST_PROXY, as soon as a forwarded request arrives', async () => {
    const s = await behindProxy({});
    const before = s.t.logs.filter((l) => l.includes('TRUST_PROXY')).length;
    expect(before).toBe(0);
    await rawRequest(s.proxy.port, { path: '/api/health', localAddress: '127.0.0.5' });
    await rawRequest(s.proxy.port, { path: '/api/health', localAddress: '127.0.0.6' });
    const warnings = s.t.logs.filter((l) => l.includes('TRUST_PROXY is not set'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, msg: TRUST_PROXY_WARNING });
  });

  it('stays quiet with TRUST_PROXY set, and for a public client that writes the header itself', async () => {
    const trusted = await behindProxy({ TRUST_PROXY: '1' });
    await rawRequest(trusted.proxy.port, { path: '/api/health', localAddress: '127.0.0.5' });
    expect(trusted.t.logs.some((l) => l.includes('TRUST_PROXY is not set'))).toBe(false);

    const direct = await behindProxy({});
    await direct.t.app.inject({ url: '/api/health', remoteAddress: '198.51.100.4', headers: { 'x-forwarded-for': '1.2.3.4' } });
    expect(direct.t.logs.some((l) => l.includes('TRUST_PROXY is not set'))).toBe(false);
  });
});
