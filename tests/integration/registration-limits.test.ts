/**
 * Registration says which usernames and emails exist (the product's wording), so probing it is
 * limited per address like sign-in: 30 attempts in 15 minutes. Loopback is exempt only outside
 * production, where tests and a local demo create many accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp, PRODUCTION_ENV } from '../helpers/app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function app(env: Record<string, string>): Promise<TestApp> {
  const t = await buildTestApp({ env });
  apps.push(t);
  return t;
}

/** One probe: does `name` exist? A 409 answers yes. */
function probe(t: TestApp, remoteAddress: string, name: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { username: name, email: `${name}-${Math.random().toString(36).slice(2)}@example.com`, password: 'long enough 42' },
  });
}

describe('in production', () => {
  let t: TestApp;
  let victim: string;
  beforeAll(async () => {
    t = await app(PRODUCTION_ENV);
    victim = (await registerUser(t.app)).user.username;
  });

  it('answers 30 probes from one address, then 429 with the wait, and not for the next address', async () => {
    for (let i = 0; i < 30; i++) expect((await probe(t, '198.51.100.20', victim)).statusCode).toBe(409);
    const refused = await probe(t, '198.51.100.20', victim);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many sign-up attempts from your network\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await probe(t, '198.51.100.21', victim)).statusCode).toBe(409);
  });

  it('counts loopback too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await probe(t, '127.0.0.1', victim)).statusCode);
    // registerUser in beforeAll used one loopback attempt already.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('outside production', () => {
  it('exempts loopback and still limits other addresses', async () => {
    const t = await app({});
    const victim = (await registerUser(t.app)).user.username;
    for (let i = 0; i < 35; i++) expect((await probe(t, '127.0.0.1', victim)).statusCode).toBe(409);
    for (let i = 0; i < 30; i++) expect((await probe(t, '203.0.113.30', victim)).statusCode).toBe(409);
    expect((await probe(t, '203.0.113.30', victim)).statusCode).toBe(429);
  });
});
