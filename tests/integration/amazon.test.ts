import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATION_ID, DEMO_SELLER_ID } from '../../src/emulators/amazon/demo-app.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import {
  amazonConfig,
  buildAmazonTestApp,
  CALLBACK_URL,
  connectSeller,
  consentParams,
  decideConsent,
  followCallback,
  getAuthUrl,
  startAmazonEmulator,
  type AmazonTestApp,
  type TestEmulator,
} from '../helpers/amazon.ts';

let emulator: TestEmulator;
let t: AmazonTestApp;

beforeAll(async () => {
  emulator = await startAmazonEmulator({ speedFactor: 100 });
  t = await buildAmazonTestApp(amazonConfig(emulator.base, 100));
});

afterAll(async () => {
  await t?.close();
  await emulator?.close();
});

function errorOf(location: string): string | null {
  return new URL(location, 'http://x').searchParams.get('error');
}

describe('GET /api/amazon/auth-url', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/amazon/auth-url?region=NA' });
    expect(res.statusCode).toBe(401);
  });

  it('answers the Seller Central consent URL with a fresh single-use state', async () => {
    const { token } = await registerUser(t.app);
    const url = await getAuthUrl(t.app, token);
    expect(url.startsWith(`${emulator.base}/apps/authorize/consent?`)).toBe(true);
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

  it('rejects an unknown region', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/amazon/auth-url?region=FE', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
  });
});

describe('connect flow', () => {
  it('connects through consent and callback, and stores the refresh token encrypted', async () => {
    const { token, user } = await registerUser(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) });
    expect(before.json()).toEqual({ connected: false, marketplace: null, marketplaces: [], region: null, sellingPartnerId: null, lastSynced: null, sync: null });

    expect(await connectSeller(t.app, token, emulator.base)).toBe('/?connected=true');

    const res = await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ connected: true, marketplace: 'ATVPDKIKX0DER', region: 'NA', sellingPartnerId: DEMO_SELLER_ID, lastSynced: null, sync: null });
    expect(body.marketplaces).toContain('A1PA6795UKMFR9');

    const [row] = await queryRows<{ refresh_token_enc: string }>(t.database.db, sql`select refresh_token_enc from amazon_connections where user_id = ${user.id}`);
    expect(row!.refresh_token_enc).not.toContain('Atzr');
    const refreshToken = t.app.cipher.decrypt(row!.refresh_token_enc);
    expect(refreshToken.startsWith('Atzr|')).toBe(true);
    // Never in clear anywhere in the database or the logs.
    const dump = await queryRows<{ t: string }>(t.database.db, sql`select row_to_json(c)::text as t from amazon_connections c`);
    expect(dump.map((d) => d.t).join('')).not.toContain(refreshToken);
    expect(t.logs.join('')).not.toContain(refreshToken);
  });

  it('rejects an unknown state', async () => {
    const location = await followCallback(t.app, new URL(`${CALLBACK_URL}?state=forged&selling_partner_id=${DEMO_SELLER_ID}&spapi_oauth_code=ANdabc`));
    expect(location.startsWith('/?error=')).toBe(true);
    expect(errorOf(location)).toMatch(/invalid or was already used/);
  });

  it('rejects a state used twice', async () => {
    const { token } = await registerUser(t.app);
    const redirect = await decideConsent(emulator.base, await getAuthUrl(t.app, token));
    expect(await followCallback(t.app, redirect)).toBe('/?connected=true');
    const replay = await followCallback(t.app, redirect);
    expect(errorOf(replay)).toMatch(/invalid or was already used/);
  });

  it('rejects an expired state', async () => {
    const { token, user } = await registerUser(t.app);
    const url = await getAuthUrl(t.app, token);
    await t.database.db.execute(sql`update oauth_states set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    const location = await followCallback(t.app, await decideConsent(emulator.base, url));
    expect(errorOf(location)).toMatch(/expired/);
    const res = await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) });
    expect(res.json().connected).toBe(false);
  });

  it('tells the user when the seller cancels on the consent page', async () => {
    const { token } = await registerUser(t.app);
    const redirect = await decideConsent(emulator.base, await getAuthUrl(t.app, token), { action: 'cancel' });
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    const location = await followCallback(t.app, redirect);
    expect(errorOf(location)).toBe('Amazon did not grant access. Please try again and choose Confirm.');
  });

  it('rejects a code LWA does not accept', async () => {
    const { token } = await registerUser(t.app);
    const redirect = await decideConsent(emulator.base, await getAuthUrl(t.app, token));
    redirect.searchParams.set('spapi_oauth_code', 'ANdnot-a-real-code');
    const location = await followCallback(t.app, redirect);
    expect(errorOf(location)).toMatch(/did not accept the authorization/);
  });

  it('disconnects: the token row goes, listings stay', async () => {
    const { token, user } = await registerUser(t.app);
    await connectSeller(t.app, token, emulator.base);
    await t.database.db.execute(sql`insert into listings (user_id, source, marketplace_id, sku, title) values (${user.id}, 'amazon', 'ATVPDKIKX0DER', 'KEEP-1', 'Kept')`);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/amazon/connection', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().connected).toBe(false);
    const rows = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from amazon_connections where user_id = ${user.id}`);
    expect(rows[0]!.n).toBe(0);
    const listings = await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) });
    expect(listings.json()).toHaveLength(1);
  });
});
