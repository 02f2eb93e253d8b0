import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildEmbeddedApp } from '../../src/server/embedded-emulators.ts';
import { listings, sessions } from '../../src/server/db/schema/index.ts';
import { bearer, registerUser, testConfig, type TestApp, useTestApp } from '../helpers/app.ts';
import { sellerWithListings } from '../helpers/seller.ts';
import { waitFor } from '../helpers/wait.ts';

/**
 * The per-process caches (src/server/cache) must never answer what the database no longer says:
 * a user's own write shows in their next read, another process's write shows as soon as the
 * database's notification arrives, and a revoked session stops working.
 */
let t: TestApp;
let seller: Awaited<ReturnType<typeof sellerWithListings>>;
let ids: number[];
const PAGE = '/api/listings?page=1&pageSize=5';

useTestApp(async (app) => {
  t = app;
  seller = await sellerWithListings(t, {
    listings: [0, 1, 2].map((i) => ({ sku: `C-${i}`, title: `Cached listing ${i}`, healthScore: 50 + i })),
  });
  ids = seller.listingIds;
});

function get(url: string, token = seller.token, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
}

async function titles(token = seller.token): Promise<string[]> {
  const res = await get(PAGE, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((l: { title: string }) => l.title);
}

describe('cached listing answers', () => {
  it('show a change written by another process or a job (the database announces it)', async () => {
    expect(await titles()).toContain('Cached listing 0');
    const detail = await get(`/api/listings/${ids[0]}`);
    expect(detail.json().title).toBe('Cached listing 0');
    // What a sync job in a worker process does: a write that never passes through this app's routes.
    await t.database.db.update(listings).set({ title: 'Renamed by a job' }).where(eq(listings.id, ids[0]!));
    await waitFor(async () => (await titles()).includes('Renamed by a job'), 2000);
    expect((await get(`/api/listings/${ids[0]}`)).json().title).toBe('Renamed by a job');
    expect((await get('/api/listings/summary')).json().recent.map((l: { title: string }) => l.title)).toContain(
      'Renamed by a job',
    );
  });

  it("show the user's own write in their very next read", async () => {
    expect((await get(PAGE)).json().total).toBe(3);
    const csv = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'imports', 'listings.csv'));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(csv)]), 'listings.csv');
    const encoded = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { ...bearer(seller.token), 'content-type': encoded.headers.get('content-type')! },
    });
    expect(res.statusCode, res.body).toBe(200);
    // No waiting: the answer to the write is sent only after this user's cached reads are gone.
    expect((await get(PAGE)).json().total).toBe(3 + res.json().added);
  });

  it("never hands one user's cached answer to another", async () => {
    const other = await registerUser(t.app);
    await titles();
    expect((await get(PAGE, other.token)).json()).toMatchObject({ items: [], total: 0 });
    expect((await get(`/api/listings/${ids[1]}`, other.token)).statusCode).toBe(404);
  });

  it('sends the same JSON gzipped to clients that accept gzip', async () => {
    const plain = await get(PAGE);
    const zipped = await get(PAGE, seller.token, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    const refused = await get(PAGE, seller.token, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('keep a page row small: issue count instead of the issue list, no description', async () => {
    const item = (await get(PAGE)).json().items[0];
    expect(item).toHaveProperty('issueCount');
    expect(item).not.toHaveProperty('issues');
    expect(item).not.toHaveProperty('description');
  });
});

describe('cached sessions', () => {
  it('stop working at once on logout', async () => {
    const user = await registerUser(t.app);
    expect((await get('/api/auth/me', user.token)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) })).statusCode,
    ).toBeLessThan(300);
    expect((await get('/api/auth/me', user.token)).statusCode).toBe(401);
  });

  it('stop working when another process revokes them', async () => {
    const user = await registerUser(t.app);
    expect((await get('/api/auth/me', user.token)).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.user.id));
    await waitFor(async () => (await get('/api/auth/me', user.token)).statusCode === 401, 2000);
  });
});

describe('two app processes on one database', () => {
  it('each drops what it cached when the other writes', async () => {
    const second = await buildEmbeddedApp(testConfig({ LOG_LEVEL: 'warn' }), {
      database: t.database,
      webRoot: path.join(t.config.dataDir, 'no-web'),
    });
    try {
      const getFrom = (url: string, token: string) => second.inject({ method: 'GET', url, headers: bearer(token) });
      const user = await registerUser(t.app);
      expect((await getFrom('/api/auth/me', user.token)).json().tier).toBe('free');
      expect((await getFrom(PAGE, seller.token)).statusCode).toBe(200);
      // The first process logs the user out and renames a listing; the second must follow.
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
      await t.database.db.update(listings).set({ title: 'Renamed elsewhere' }).where(eq(listings.id, ids[2]!));
      await waitFor(async () => (await getFrom('/api/auth/me', user.token)).statusCode === 401, 2000);
      await waitFor(
        async () =>
          (await getFrom(PAGE, seller.token)).json().items.some((l: { title: string }) => l.title === 'Renamed elsewhere'),
        2000,
      );
    } finally {
      await second.close();
    }
  });
});
