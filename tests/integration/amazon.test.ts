import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_APPLICATION_ID, DEMO_SELLER_ID, DEMO_SELLER_US_ONLY_ID } from '../../src/emulators/amazon/demo-app.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { connectionErrorText } from '../../src/web/dashboard/connection-errors.ts';
import { UNUSED_SMTP_URL } from '../helpers/mail.ts';
import { bearer, buildTestApp, registerUser, type TestApp } from '../helpers/app.ts';
import {
  amazonConfig,
  buildAmazonTestApp,
  CALLBACK_URL,
  connectSeller,
  consentParams,
  decideConsent,
  emulatorCalls,
  followCallback,
  getAuthUrl,
  startConnect,
  type AmazonTestApp,
  type TestEmulator,
  useAmazonApp,
} from '../helpers/amazon.ts';

let emulator: TestEmulator;
let t: AmazonTestApp;

// A consent now starts the first import: on a loaded machine a test's app has more to finish.
vi.setConfig({ testTimeout: 90_000 });

useAmazonApp(100, (e, app) => {
  emulator = e;
  t = app;
});

/** The words the dashboard shows for the error code the callback redirected with. */
function errorOf(location: string): string | null {
  const code = new URL(location, 'http://x').searchParams.get('amazon_error');
  return code === null ? null : connectionErrorText(code);
}

describe('GET /api/amazon/auth-url', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/amazon/auth-url?region=NA' });
    expect(res.statusCode).toBe(401);
  });

  it('answers the Seller Central consent URL with a fresh single-use state', async () => {
    const { token } = await registerUser(t.app);
    const url = await getAuthUrl(t.app, token);
    // The region's own Seller Central (the emulator serves NA under /na).
    expect(url.startsWith(`${emulator.base}/na/apps/authorize/consent?`)).toBe(true);
    const q = consentParams(url);
    expect(q.get('application_id')).toBe(DEMO_APPLICATION_ID);
    expect(q.get('version')).toBe('beta');
    expect(q.get('redirect_uri')).toBe(CALLBACK_URL);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const again = consentParams(await getAuthUrl(t.app, token)).get('state');
    expect(again).not.toBe(q.get('state'));
    // Only a hash of the state is stored.
    const rows = await queryRows<{ state_hash: string }>(t.database.db, sql`select state_hash from oauth_states`);
    expect(rows.some((r) => r.state_hash === q.get('state'))).toBe(false);
  });

  it('sends each region to its own Seller Central', async () => {
    const { token } = await registerUser(t.app);
    expect((await getAuthUrl(t.app, token, 'EU')).startsWith(`${emulator.base}/eu/apps/authorize/consent?`)).toBe(true);
    expect((await getAuthUrl(t.app, token, 'FE')).startsWith(`${emulator.base}/fe/apps/authorize/consent?`)).toBe(true);
  });

  it('rejects an unknown region', async () => {
    const { token } = await registerUser(t.app);
    for (const region of ['SA', 'na', '']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/amazon/auth-url?region=${region}`, headers: bearer(token) });
      expect(res.statusCode, region).toBe(400);
    }
  });
});

describe('connect flow', () => {
  it('connects through consent and callback, and stores the refresh token encrypted', async () => {
    const { token, user } = await registerUser(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) });
    expect(before.json()).toEqual({
      connected: false,
      marketplace: null,
      marketplaces: [],
      region: null,
      sellingPartnerId: null,
      lastSynced: null,
      sync: null,
      connections: [],
    });

    expect(await connectSeller(t.app, token, emulator.base)).toBe('/?connected=true');

    const res = await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      connected: true,
      marketplace: 'ATVPDKIKX0DER',
      region: 'NA',
      sellingPartnerId: DEMO_SELLER_ID,
      lastSynced: null,
    });
    // The consent queued the first import: no browser needs to ask for it.
    expect(body.sync).toMatchObject({ status: expect.stringMatching(/^(queued|running|done)$/), regions: [{ region: 'NA' }] });
    // An NA consent authorises NA's marketplaces only: of those ListingPilot supports, the US; not Europe's.
    expect(body.marketplaces).toEqual(['ATVPDKIKX0DER']);
    expect(body.connections).toHaveLength(1);
    expect(body.connections[0]).toMatchObject({
      region: 'NA',
      sellingPartnerId: DEMO_SELLER_ID,
      marketplace: 'ATVPDKIKX0DER',
      lastSynced: null,
      sync: { id: body.sync.id },
    });
    expect(body.connections[0].marketplaces).toEqual(body.marketplaces);

    const [row] = await queryRows<{ refresh_token_enc: string }>(
      t.database.db,
      sql`select refresh_token_enc from amazon_connections where user_id = ${user.id}`,
    );
    expect(row!.refresh_token_enc).not.toContain('Atzr');
    const refreshToken = t.app.cipher.decrypt(row!.refresh_token_enc);
    expect(refreshToken.startsWith('Atzr|')).toBe(true);
    // Never in clear anywhere in the database or the logs.
    const dump = await queryRows<{ t: string }>(t.database.db, sql`select row_to_json(c)::text as t from amazon_connections c`);
    expect(dump.map((d) => d.t).join('')).not.toContain(refreshToken);
    expect(t.logs.join('')).not.toContain(refreshToken);
  });

  it('rejects an unknown state', async () => {
    const location = await followCallback(
      t.app,
      new URL(`${CALLBACK_URL}?state=forged&selling_partner_id=${DEMO_SELLER_ID}&spapi_oauth_code=ANdabc`),
    );
    expect(location).toBe('/?amazon_error=invalid_state');
    expect(errorOf(location)).toMatch(/invalid or was already used/);
  });

  it('rejects a state used twice', async () => {
    const { token } = await registerUser(t.app);
    const { url, cookies } = await startConnect(t.app, token);
    const redirect = await decideConsent(emulator.base, url);
    expect(await followCallback(t.app, redirect, cookies)).toBe('/?connected=true');
    const replay = await followCallback(t.app, redirect, cookies);
    expect(errorOf(replay)).toMatch(/invalid or was already used/);
  });

  it('rejects an expired state', async () => {
    const { token, user } = await registerUser(t.app);
    const { url, cookies } = await startConnect(t.app, token);
    await t.database.db.execute(sql`update oauth_states set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    const location = await followCallback(t.app, await decideConsent(emulator.base, url), cookies);
    expect(errorOf(location)).toMatch(/expired/);
    const res = await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) });
    expect(res.json().connected).toBe(false);
  });

  it('tells the user when the seller cancels on the consent page', async () => {
    const { token } = await registerUser(t.app);
    const { url, cookies } = await startConnect(t.app, token);
    const redirect = await decideConsent(emulator.base, url, { action: 'cancel' });
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    const location = await followCallback(t.app, redirect, cookies);
    expect(errorOf(location)).toBe('Amazon did not grant access. Please try again and choose Confirm.');
  });

  it('rejects a code LWA does not accept', async () => {
    const { token } = await registerUser(t.app);
    const { url, cookies } = await startConnect(t.app, token);
    const redirect = await decideConsent(emulator.base, url);
    redirect.searchParams.set('spapi_oauth_code', 'ANdnot-a-real-code');
    const location = await followCallback(t.app, redirect, cookies);
    expect(errorOf(location)).toMatch(/did not accept the authorization/);
  });

  it('sets an HttpOnly, SameSite=Lax cookie for the callback only, and the callback clears it', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/amazon/auth-url?region=NA', headers: bearer(token) });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^lp_amazon_connect_[0-9a-f]{16}=[\w-]{43}; Path=\/api\/amazon\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    // Only a hash of the cookie's value is stored with the state.
    const key = setCookie.split(';')[0]!.split('=')[1]!;
    const dump = await queryRows<{ t: string }>(t.database.db, sql`select row_to_json(s)::text as t from oauth_states s`);
    expect(dump.map((d) => d.t).join('')).not.toContain(key);

    const { url, cookies } = await startConnect(t.app, token);
    const redirect = await decideConsent(emulator.base, url);
    const callback = await t.app.inject({
      method: 'GET',
      url: `${redirect.pathname}${redirect.search}`,
      headers: { cookie: `${cookies[0]!.name}=${cookies[0]!.value}` },
    });
    expect(callback.headers.location).toBe('/?connected=true');
    expect(String(callback.headers['set-cookie'])).toBe(
      `${cookies[0]!.name}=; Path=/api/amazon/callback; Max-Age=0; HttpOnly; SameSite=Lax`,
    );
  });

  it('two connects started in one browser (two tabs) can each finish', async () => {
    const { token } = await registerUser(t.app);
    const first = await startConnect(t.app, token);
    const second = await startConnect(t.app, token);
    const browser = [...first.cookies, ...second.cookies];
    expect(new Set(browser.map((c) => c.name)).size).toBe(2);
    expect(await followCallback(t.app, await decideConsent(emulator.base, first.url), browser)).toBe('/?connected=true');
    expect(await followCallback(t.app, await decideConsent(emulator.base, second.url), browser)).toBe('/?connected=true');
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await buildAmazonTestApp(
      amazonConfig(emulator.base, 100, { NODE_ENV: 'production', SMTP_URL: UNUSED_SMTP_URL }),
    );
    try {
      const { token } = await registerUser(prod.app);
      const res = await prod.app.inject({ method: 'GET', url: '/api/amazon/auth-url?region=NA', headers: bearer(token) });
      expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await prod.close();
    }
  });

  it('connects nothing when the consent link is completed in a browser that did not start it (login CSRF)', async () => {
    // The attacker starts a connect in their own account and sends the consent URL to the victim.
    const attacker = await registerUser(t.app);
    const victim = await registerUser(t.app);
    const attackerStart = await startConnect(t.app, attacker.token);
    // The victim's browser holds a connect cookie of its own (it started a connect earlier) or none.
    const victimStart = await startConnect(t.app, victim.token);

    const withoutCookie = await followCallback(t.app, await decideConsent(emulator.base, attackerStart.url));
    expect(errorOf(withoutCookie)).toBe(
      'This Amazon connection was not started in this browser. Please start again from Settings.',
    );

    const another = await startConnect(t.app, attacker.token);
    const withVictimsCookie = await followCallback(t.app, await decideConsent(emulator.base, another.url), victimStart.cookies);
    expect(errorOf(withVictimsCookie)).toMatch(/not started in this browser/);

    const forged = await startConnect(t.app, attacker.token);
    const withForgedCookie = await followCallback(t.app, await decideConsent(emulator.base, forged.url), [
      { name: forged.cookies[0]!.name, value: 'x'.repeat(43), path: '/api/amazon/callback' },
    ]);
    expect(errorOf(withForgedCookie)).toMatch(/not started in this browser/);

    for (const user of [attacker, victim]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(user.token) });
      expect(res.json().connected).toBe(false);
    }
    // The refused state is spent: the attacker's own browser cannot finish it afterwards either.
    const replay = await followCallback(t.app, await decideConsent(emulator.base, attackerStart.url), attackerStart.cookies);
    expect(errorOf(replay)).toMatch(/invalid or was already used/);
  });

  it('disconnects: the token row goes, listings stay', async () => {
    const { token, user } = await registerUser(t.app);
    await connectSeller(t.app, token, emulator.base);
    await t.database.db.execute(
      sql`insert into listings (user_id, source, marketplace_id, sku, title) values (${user.id}, 'amazon', 'ATVPDKIKX0DER', 'KEEP-1', 'Kept')`,
    );
    const res = await t.app.inject({ method: 'DELETE', url: '/api/amazon/connection', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().connected).toBe(false);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from amazon_connections where user_id = ${user.id}`,
    );
    expect(rows[0]!.n).toBe(0);
    const listings = await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) });
    expect(listings.json()).toHaveLength(1);
  });
});

describe('built-in emulator control API (default mode, mounted at /_emulator/amazon)', () => {
  const concrete = (url: string) => url.replace(/:\w+/g, 'x');

  it('answers 404 on every control route unless AMAZON_EMULATOR_CONTROL=true, while the emulated Amazon still answers', async () => {
    let enabled: TestApp | undefined;
    let plain: TestApp | undefined;
    try {
      enabled = await buildTestApp({ env: { AMAZON_EMULATOR_CONTROL: 'true' } });
      const control = enabled.app.routeTable.filter((r) => r.url.startsWith('/_emulator/amazon/__emulator/'));
      expect(control.map((r) => `${r.method} ${r.url}`)).toEqual(
        expect.arrayContaining([
          'POST /_emulator/amazon/__emulator/reset',
          'GET /_emulator/amazon/__emulator/calls',
          'POST /_emulator/amazon/__emulator/faults',
          'POST /_emulator/amazon/__emulator/throttle',
        ]),
      );

      plain = await buildTestApp();
      expect(plain.config.amazon.useEmulator).toBe(true);
      expect(plain.app.routeTable.filter((r) => r.url.includes('/__emulator/'))).toEqual([]);
      for (const route of control) {
        const res = await plain.app.inject({
          method: route.method as 'GET' | 'POST',
          url: concrete(route.url),
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      }
      const { token } = await registerUser(plain.app);
      const consent = new URL(await getAuthUrl(plain.app, token));
      expect((await plain.app.inject({ url: `${consent.pathname}${consent.search}` })).statusCode).toBe(200);
    } finally {
      await plain?.close();
      await enabled?.close();
    }
  });

  it('with AMAZON_EMULATOR_CONTROL=true, works and keeps OAuth state out of the call log', async () => {
    const a = await buildTestApp({ env: { AMAZON_EMULATOR_CONTROL: 'true' } });
    try {
      expect(
        (await a.app.inject({ method: 'POST', url: '/_emulator/amazon/__emulator/reset', payload: {} })).json(),
      ).toMatchObject({ ok: true });
      const { token } = await registerUser(a.app);
      const consent = new URL(await getAuthUrl(a.app, token));
      const state = consent.searchParams.get('state')!;
      expect((await a.app.inject({ url: `${consent.pathname}${consent.search}` })).statusCode).toBe(200);

      const res = await a.app.inject({ url: '/_emulator/amazon/__emulator/calls' });
      expect(res.statusCode).toBe(200);
      const { calls } = res.json() as { calls: { path: string; url: string }[] };
      const logged = calls.find((c) => c.path === '/na/apps/authorize/consent');
      expect(logged?.url).toContain('state=[redacted]');
      expect(res.body).not.toContain(state);
      expect(res.body).not.toContain(encodeURIComponent(state));
    } finally {
      await a.close();
    }
  });
});

describe('the seller id in the callback (issue: rate buckets keyed by an unverified id)', () => {
  it('refuses a callback whose selling_partner_id was rewritten to another seller, and stores nothing', async () => {
    const { token } = await registerUser(t.app);
    const { url, cookies } = await startConnect(t.app, token);
    // The user consents for their own seller, then edits the redirect to name a competitor.
    const redirect = await decideConsent(emulator.base, url, { sellerId: DEMO_SELLER_ID });
    redirect.searchParams.set('selling_partner_id', DEMO_SELLER_US_ONLY_ID);
    const location = await followCallback(t.app, redirect, cookies);
    expect(new URL(location, 'http://x').searchParams.get('amazon_error')).toBe('seller_not_verified');
    expect(errorOf(location)).toBe(
      'Amazon did not confirm the seller account this connection names. Please connect again from Settings.',
    );
    const connection = await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) });
    expect(connection.json()).toMatchObject({ connected: false });
    const calls = await emulatorCalls(emulator.base);
    // Amazon itself refused the search for the seller the user named.
    expect(calls.some((c) => c.operation === 'searchListingsItems' && c.status === 403)).toBe(true);
  });

  it('connects when the id is the one Amazon authorised, after one listings search for it', async () => {
    const { token } = await registerUser(t.app);
    const location = await connectSeller(t.app, token, emulator.base);
    expect(new URL(location, 'http://x').searchParams.get('amazon_error')).toBeNull();
    const connection = await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) });
    expect(connection.json()).toMatchObject({ connected: true, sellingPartnerId: DEMO_SELLER_ID });
  });
});
