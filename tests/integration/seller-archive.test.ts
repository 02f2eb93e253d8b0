/**
 * Listings belong to a seller account: switching accounts asks first and archives (never deletes)
 * the previous account's listings and everything made from them; a sync marks listings Amazon no
 * longer has as removed and keeps their history; only the user deletes. Amazon is the emulator,
 * reached over HTTP; every step goes through the app's API as the web app drives it.
 */
import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID, DEMO_SELLER_US_ONLY_ID } from '../../src/emulators/amazon/demo-app.ts';
import { queryRows } from '../../src/server/db/client.ts';
import {
  amazonConnections,
  aplusDrafts,
  faqs,
  listings,
  listingVersions,
  oauthStates,
  reviews,
  syncRuns,
  users,
} from '../../src/server/db/schema/index.ts';
import type { Region } from '../../src/core/regions.ts';
import { SWITCHED_SYNC_MESSAGE } from '../../src/server/amazon/seller-switch.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import {
  connectSeller,
  emulatorControl,
  startSync,
  syncToEnd as syncToEndOf,
  waitForSync,
  type AmazonTestApp,
  type TestEmulator,
  useAmazonApp,
} from '../helpers/amazon.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { waitFor } from '../helpers/wait.ts';
import { insertListing } from '../helpers/seller.ts';
import { createTestDatabase } from '../setup/test-db.ts';

const US = 'ATVPDKIKX0DER';
/** Seller A's sample: 49 listings over six marketplaces (the US in NA, five in EU). */
const SAMPLE_SIZE = 49;
/** Of those, the US ones: what an NA connection imports. */
const NA_SIZE = 24;
const REVIEWS_CSV = readFileSync(new URL('../../public/samples/sample-reviews.csv', import.meta.url), 'utf8');

let emulator: TestEmulator;
let t: AmazonTestApp;

useAmazonApp(100, (e, app) => {
  emulator = e;
  t = app;
});

type User = { token: string; userId: number };
type ListingJson = {
  id: number;
  sku: string;
  marketplaceId: string;
  sellingPartnerId: string | null;
  state: string;
  removedAt: string | null;
  archivedAt: string | null;
};
type Page = { items: ListingJson[]; total: number };

function call(u: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });
}

async function newUser(): Promise<User> {
  const { token, user } = await registerUser(t.app);
  // Unlimited credits, FAQs and A+: the plan is not what these tests are about.
  await t.database.db.update(users).set({ tier: 'enterprise' }).where(eq(users.id, user.id));
  return { token, userId: user.id };
}

/** The consent round trip (NA unless told); answers where the callback sent the browser. */
function connect(u: User, sellerId: string, region: Region = 'NA'): Promise<string> {
  return connectSeller(t.app, u.token, emulator.base, sellerId, region);
}

function switchTokenOf(location: string): string {
  const token = new URLSearchParams(new URL(location, 'http://app.invalid').hash.slice(1)).get('seller_switch_token');
  expect(token, location).toBeTruthy();
  return token!;
}

async function syncToEnd(u: User): Promise<void> {
  expect(await syncToEndOf(t.app, u.token)).toMatchObject({ status: 'done' });
}

async function page(u: User, query = ''): Promise<Page> {
  const res = await call(u, 'GET', `/api/listings?page=1&pageSize=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

async function connectionSeller(u: User): Promise<string | null> {
  return (await call(u, 'GET', '/api/amazon/connection')).json().sellingPartnerId;
}

/** Rows of each kind hanging off the user's listings of one seller account. */
async function countsOf(userId: number, sellerId: string) {
  const ids = (
    await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.userId, userId), eq(listings.sellingPartnerId, sellerId)))
  ).map((r) => r.id);
  const n = async (table: typeof listingVersions | typeof faqs | typeof reviews | typeof aplusDrafts) =>
    ids.length === 0 ? 0 : (await t.database.db.select({ id: table.id }).from(table).where(inArray(table.listingId, ids))).length;
  return {
    listings: ids.length,
    versions: await n(listingVersions),
    faqs: await n(faqs),
    reviews: await n(reviews),
    aplus: await n(aplusDrafts),
  };
}

/**
 * Review topics arrive from their own job, queued after each region's import is done: waits until
 * the job of every given region has completed and none of the user's is left to run.
 */
async function settledReviews(userId: number, regions: readonly Region[]): Promise<void> {
  await waitFor(async () => {
    const jobs = await queryRows<{ region: string | null; state: string }>(
      t.database.db,
      sql`select data->>'region' as region, state from pgboss.job
          where name = 'amazon-review-topics' and (data->>'userId')::int = ${userId}`,
    );
    return (
      regions.every((r) => jobs.some((j) => j.region === r && j.state === 'completed')) &&
      jobs.every((j) => j.state === 'completed')
    );
  }, 60_000);
}

/** Optimises, uploads reviews, generates FAQs and A+ for one listing: work the user must never lose. */
async function makeWork(u: User, listingId: number): Promise<void> {
  const optimized = await call(u, 'POST', `/api/optimize/${listingId}`, { language: 'en' });
  expect(optimized.statusCode, optimized.body).toBe(200);
  const upload = await multipartBody({}, { name: 'reviews.csv', content: REVIEWS_CSV });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/faq/${listingId}/reviews`,
    headers: { ...bearer(u.token), ...upload.headers },
    payload: upload.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const faq = await call(u, 'POST', `/api/faq/generate/${listingId}`, { reviewCount: 10 });
  expect(faq.statusCode, faq.body).toBe(200);
  const aplus = await call(u, 'POST', `/api/aplus/generate/${listingId}`, {
    contentFocus: 'benefits_features',
    creativity: 60,
    includeImages: false,
    template: 'standard',
  });
  expect(aplus.statusCode, aplus.body).toBe(200);
}

describe('switching seller accounts', () => {
  it('asks first, then archives every row of the previous account in the region; the new sync leaves them alone; switching back restores them', async () => {
    const u = await newUser();
    // Seller A in both its regions: the US listings through NA, the five European marketplaces through EU.
    expect(await connect(u, DEMO_SELLER_ID)).toBe('/?connected=true');
    expect(await connect(u, DEMO_SELLER_ID, 'EU')).toBe('/?connected=true');
    await syncToEnd(u);
    const mine = (await page(u)).items;
    expect(mine).toHaveLength(SAMPLE_SIZE);
    expect(mine.every((l) => l.sellingPartnerId === DEMO_SELLER_ID && l.state === 'active')).toBe(true);
    expect(mine.filter((l) => l.marketplaceId === US)).toHaveLength(NA_SIZE);
    // US listings whose SKU is sold nowhere else, so "that SKU is gone from the list" means this row.
    const usOnly = mine.filter((l) => l.marketplaceId === US && mine.filter((m) => m.sku === l.sku).length === 1);
    // Seller B also sells one of A's SKUs in the US: B's sync must not write A's row.
    const shared = usOnly[0]!;
    await emulatorControl(emulator.base, 'listings', {
      sellerId: DEMO_SELLER_US_ONLY_ID,
      sku: shared.sku,
      title: 'Blue Harbor own listing of a shared SKU',
      bullets: ['One'],
    });
    const worked = usOnly[1]!;
    await makeWork(u, worked.id);
    await makeWork(u, shared.id);
    await settledReviews(u.userId, ['NA', 'EU']);
    const before = await countsOf(u.userId, DEMO_SELLER_ID);
    expect(before).toMatchObject({ listings: SAMPLE_SIZE, faqs: 2, aplus: 2 });
    expect(before.versions).toBeGreaterThanOrEqual(2);
    expect(before.reviews).toBeGreaterThan(16);

    // The NA consent returns seller B: nothing changes until the user confirms.
    const token = switchTokenOf(await connect(u, DEMO_SELLER_US_ONLY_ID));
    expect(await connectionSeller(u)).toBe(DEMO_SELLER_ID);
    expect(await countsOf(u.userId, DEMO_SELLER_ID)).toEqual(before);
    expect((await page(u)).total).toBe(SAMPLE_SIZE);
    const preview = await call(u, 'POST', '/api/amazon/seller-switch/preview', { token });
    expect(preview.statusCode, preview.body).toBe(200);
    // Counted in the region's marketplaces only: A's European listings are not part of the switch.
    expect(preview.json()).toMatchObject({
      previousSellerId: DEMO_SELLER_ID,
      newSellerId: DEMO_SELLER_US_ONLY_ID,
      newStoreName: 'Blue Harbor Supply',
      listingCount: NA_SIZE,
      region: 'NA',
    });
    // The stored authorisation is encrypted, never the refresh token itself.
    const [pending] = await t.database.db.select().from(oauthStates).where(eq(oauthStates.userId, u.userId));
    expect(JSON.stringify(pending!.data)).not.toContain('Atzr|');

    const confirmed = await call(u, 'POST', '/api/amazon/seller-switch/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const regionsAfter = (
      confirmed.json() as { connections: { region: string; sellingPartnerId: string; lastSynced: string | null }[] }
    ).connections;
    expect(regionsAfter.find((c) => c.region === 'NA')).toMatchObject({
      sellingPartnerId: DEMO_SELLER_US_ONLY_ID,
      lastSynced: null,
    });
    expect(regionsAfter.find((c) => c.region === 'EU')).toMatchObject({ sellingPartnerId: DEMO_SELLER_ID });
    // Used once: a second confirm finds nothing.
    expect((await call(u, 'POST', '/api/amazon/seller-switch/confirm', { token })).statusCode).toBe(404);
    expect(await countsOf(u.userId, DEMO_SELLER_ID)).toEqual(before);
    const archived = await page(u, '&view=archived');
    expect(archived.total).toBe(NA_SIZE);
    expect(archived.items.every((l) => l.state === 'archived' && l.archivedAt !== null && l.marketplaceId === US)).toBe(true);
    // The confirm started the new seller's import, whose listings may already be in: read the previous seller's.
    const europe = (await page(u)).items.filter((l) => l.sellingPartnerId === DEMO_SELLER_ID);
    expect(europe).toHaveLength(SAMPLE_SIZE - NA_SIZE);
    expect(europe.every((l) => l.sellingPartnerId === DEMO_SELLER_ID && l.state === 'active' && l.marketplaceId !== US)).toBe(
      true,
    );

    const archivedRows = and(eq(listings.sellingPartnerId, DEMO_SELLER_ID), eq(listings.marketplaceId, US));
    const snapshot = await t.database.db.select().from(listings).where(archivedRows);
    await syncToEnd(u);
    const current = (await page(u)).items;
    const fromB = current.filter((l) => l.sellingPartnerId === DEMO_SELLER_US_ONLY_ID);
    expect(fromB.length).toBeGreaterThan(0);
    expect(fromB.every((l) => l.marketplaceId === US)).toBe(true);
    expect(fromB.some((l) => l.sku === shared.sku)).toBe(true);
    // The rest is A's Europe, still active; none of A's US rows came back.
    expect(
      current
        .filter((l) => l.sellingPartnerId !== DEMO_SELLER_US_ONLY_ID)
        .map((l) => l.id)
        .sort(),
    ).toEqual(europe.map((l) => l.id).sort());
    // A's US rows, the shared SKU's included, are exactly as they were.
    expect(await t.database.db.select().from(listings).where(archivedRows)).toEqual(snapshot);
    expect(await countsOf(u.userId, DEMO_SELLER_ID)).toEqual(before);
    const summary = (await call(u, 'GET', '/api/listings/summary')).json();
    expect(summary.total).toBe(current.length);

    // Archived listings are read, exported and deleted, never changed.
    expect((await call(u, 'GET', `/api/listings/${worked.id}`)).json()).toMatchObject({ state: 'archived' });
    expect((await call(u, 'GET', `/api/faq/${worked.id}`)).json().length).toBeGreaterThan(0);
    expect((await call(u, 'GET', `/api/publish/${worked.id}/versions`)).json().length).toBeGreaterThan(0);
    const csv = await call(u, 'GET', '/api/imports/listings.csv?view=archived');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('archived-listings.csv');
    expect(csv.body.trim().split('\n')).toHaveLength(NA_SIZE + 1);
    expect(csv.body).toContain(worked.sku);
    expect((await call(u, 'GET', '/api/imports/listings.csv')).body).not.toContain(worked.sku);

    // Switching NA back: B's listings go to Archived, A's come back with everything made from them.
    const back = switchTokenOf(await connect(u, DEMO_SELLER_ID));
    expect((await call(u, 'POST', '/api/amazon/seller-switch/preview', { token: back })).json().listingCount).toBe(fromB.length);
    expect((await call(u, 'POST', '/api/amazon/seller-switch/confirm', { token: back })).statusCode).toBe(200);
    const restored = await page(u);
    expect(restored.total).toBe(SAMPLE_SIZE);
    expect(restored.items.every((l) => l.sellingPartnerId === DEMO_SELLER_ID && l.state === 'active')).toBe(true);
    expect((await page(u, '&view=archived')).total).toBe(fromB.length);
    expect(await countsOf(u.userId, DEMO_SELLER_ID)).toEqual(before);
    expect((await call(u, 'POST', `/api/optimize/${worked.id}`, { language: 'en' })).statusCode).toBe(200);
  });

  it('refuses to optimise, push, roll back, make FAQs, take reviews or make and publish A+ for an archived listing (409)', async () => {
    const u = await newUser();
    await connect(u, DEMO_SELLER_US_ONLY_ID);
    await syncToEnd(u);
    const [l] = (await page(u)).items;
    await makeWork(u, l!.id);
    const token = switchTokenOf(await connect(u, DEMO_SELLER_ID));
    expect((await call(u, 'POST', '/api/amazon/seller-switch/confirm', { token })).statusCode).toBe(200);
    const versions = (await call(u, 'GET', `/api/publish/${l!.id}/versions`)).json() as { id: number }[];
    const countsBefore = await countsOf(u.userId, DEMO_SELLER_US_ONLY_ID);
    const upload = await multipartBody({}, { name: 'reviews.csv', content: REVIEWS_CSV });
    const attempts = [
      await call(u, 'POST', `/api/optimize/${l!.id}`, { language: 'en' }),
      await call(u, 'POST', `/api/listings/${l!.id}/update-amazon`, {
        title: 'A new title for an archived listing',
        bullets: ['One'],
        description: 'Text',
        confirm: false,
      }),
      await call(u, 'POST', `/api/publish/${l!.id}/versions/${versions[0]!.id}/rollback`),
      await call(u, 'POST', `/api/faq/generate/${l!.id}`, { reviewCount: 10, force: true }),
      await t.app.inject({
        method: 'POST',
        url: `/api/faq/${l!.id}/reviews`,
        headers: { ...bearer(u.token), ...upload.headers },
        payload: upload.payload,
      }),
      await call(u, 'POST', `/api/aplus/generate/${l!.id}`, {
        contentFocus: 'benefits_features',
        creativity: 60,
        includeImages: false,
        template: 'standard',
      }),
      await call(u, 'POST', `/api/aplus/${l!.id}/publish`),
      await call(u, 'POST', '/api/batch/optimize', { listingIds: [l!.id], language: 'en' }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/archived/);
    }
    // Reading what is stored still works; nothing was written.
    expect((await call(u, 'POST', `/api/faq/generate/${l!.id}`, { reviewCount: 10 })).statusCode).toBe(200);
    expect(await countsOf(u.userId, DEMO_SELLER_US_ONLY_ID)).toEqual(countsBefore);
  });

  it('changes nothing when the switch is cancelled, expired, or tried with another user’s code', async () => {
    const u = await newUser();
    await connect(u, DEMO_SELLER_US_ONLY_ID);
    await syncToEnd(u);
    const before = await t.database.db.select().from(listings).where(eq(listings.userId, u.userId));
    expect(before.length).toBeGreaterThan(0);

    const cancelled = switchTokenOf(await connect(u, DEMO_SELLER_ID));
    expect((await call(u, 'POST', '/api/amazon/seller-switch/cancel', { token: cancelled })).statusCode).toBe(204);
    expect((await call(u, 'POST', '/api/amazon/seller-switch/confirm', { token: cancelled })).statusCode).toBe(404);

    const expired = switchTokenOf(await connect(u, DEMO_SELLER_ID));
    await t.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.userId, u.userId));
    const late = await call(u, 'POST', '/api/amazon/seller-switch/confirm', { token: expired });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/expired/);

    const other = await newUser();
    const stolen = switchTokenOf(await connect(u, DEMO_SELLER_ID));
    for (const action of ['preview', 'confirm', 'cancel']) {
      expect((await call(other, 'POST', `/api/amazon/seller-switch/${action}`, { token: stolen })).statusCode).toBe(404);
    }
    expect((await call(u, 'POST', '/api/amazon/seller-switch/preview', { token: 'x'.repeat(201) })).statusCode).toBe(400);

    expect(await connectionSeller(u)).toBe(DEMO_SELLER_US_ONLY_ID);
    expect(await connectionSeller(other)).toBeNull();
    expect(await t.database.db.select().from(listings).where(eq(listings.userId, u.userId))).toEqual(before);
  });

  it('reconnects the same seller account without asking and keeps its listings and last sync', async () => {
    const u = await newUser();
    await connect(u, DEMO_SELLER_US_ONLY_ID);
    await syncToEnd(u);
    const lastSynced = (await call(u, 'GET', '/api/amazon/connection')).json().lastSynced;
    const before = await t.database.db.select().from(listings).where(eq(listings.userId, u.userId));
    expect(await connect(u, DEMO_SELLER_US_ONLY_ID)).toBe('/?connected=true');
    expect((await call(u, 'GET', '/api/amazon/connection')).json().lastSynced).toBe(lastSynced);
    expect(await t.database.db.select().from(listings).where(eq(listings.userId, u.userId))).toEqual(before);
  });

  it('asks too when the previous account was disconnected first, and its listings are still there', async () => {
    const u = await newUser();
    await connect(u, DEMO_SELLER_US_ONLY_ID);
    await syncToEnd(u);
    expect((await call(u, 'DELETE', '/api/amazon/connection')).statusCode).toBe(200);
    const token = switchTokenOf(await connect(u, DEMO_SELLER_ID));
    expect((await call(u, 'POST', '/api/amazon/seller-switch/preview', { token })).json()).toMatchObject({
      previousSellerId: DEMO_SELLER_US_ONLY_ID,
      listingCount: (await page(u)).total,
    });
  });
});

describe('listings Amazon no longer has', () => {
  it('are marked removed with their history kept, not counted, refused for a push, and active again when Amazon has them back', async () => {
    const u = await newUser();
    await connect(u, DEMO_SELLER_US_ONLY_ID);
    await syncToEnd(u);
    await emulatorControl(emulator.base, 'listings', {
      sellerId: DEMO_SELLER_US_ONLY_ID,
      sku: `GONE-${u.userId}`,
      title: 'A listing about to leave Amazon',
      bullets: ['One', 'Two'],
    });
    await syncToEnd(u);
    const gone = (await page(u)).items.find((l) => l.sku === `GONE-${u.userId}`)!;
    await makeWork(u, gone.id);
    const totalBefore = (await call(u, 'GET', '/api/listings/summary')).json().total as number;
    const work = await t.database.db.select().from(listingVersions).where(eq(listingVersions.listingId, gone.id));
    expect(work.length).toBeGreaterThan(0);

    await deleteAtAmazon(gone.sku);
    await syncToEnd(u);
    const after = await call(u, 'GET', `/api/listings/${gone.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ state: 'removed', archivedAt: null });
    expect(after.json().removedAt).not.toBeNull();
    expect(await t.database.db.select().from(listingVersions).where(eq(listingVersions.listingId, gone.id))).toEqual(work);
    expect((await t.database.db.select().from(faqs).where(eq(faqs.listingId, gone.id))).length).toBe(1);
    expect((await t.database.db.select().from(aplusDrafts).where(eq(aplusDrafts.listingId, gone.id))).length).toBe(1);
    expect((await t.database.db.select().from(reviews).where(eq(reviews.listingId, gone.id))).length).toBeGreaterThan(0);
    expect((await call(u, 'GET', '/api/listings/summary')).json().total).toBe(totalBefore - 1);
    const push = await call(u, 'POST', `/api/listings/${gone.id}/update-amazon`, {
      title: 'Pushed to a listing Amazon does not have',
      bullets: ['One'],
      description: 'Text',
      confirm: false,
    });
    expect(push.statusCode).toBe(409);
    expect(push.json().message).toMatch(/no longer has/);

    // Back at Amazon: the same row becomes active again.
    await emulatorControl(emulator.base, 'listings', {
      sellerId: DEMO_SELLER_US_ONLY_ID,
      sku: gone.sku,
      title: 'A listing back on Amazon',
      bullets: ['One', 'Two'],
    });
    await syncToEnd(u);
    expect((await call(u, 'GET', `/api/listings/${gone.id}`)).json()).toMatchObject({ state: 'active', removedAt: null });
    expect((await call(u, 'GET', '/api/listings/summary')).json().total).toBe(totalBefore);
  });
});

describe('deleting archived and removed listings', () => {
  it('deletes them with what hangs off them, only for their owner, and never an active listing', async () => {
    const u = await newUser();
    await connect(u, DEMO_SELLER_US_ONLY_ID);
    await syncToEnd(u);
    const [first, second] = (await page(u)).items;
    await makeWork(u, first!.id);
    // An active listing is not deleted.
    const active = await call(u, 'DELETE', `/api/listings/${first!.id}`);
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe('Only archived listings and listings removed from Amazon can be deleted.');

    const token = switchTokenOf(await connect(u, DEMO_SELLER_ID));
    expect((await call(u, 'POST', '/api/amazon/seller-switch/confirm', { token })).statusCode).toBe(200);
    const archivedTotal = (await page(u, '&view=archived')).total;

    const other = await newUser();
    expect((await call(other, 'DELETE', `/api/listings/${first!.id}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', '/api/listings/archived')).json()).toEqual({ deleted: 0 });
    expect((await page(u, '&view=archived')).total).toBe(archivedTotal);

    const one = await call(u, 'DELETE', `/api/listings/${first!.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ deleted: 1 });
    expect((await call(u, 'GET', `/api/listings/${first!.id}`)).statusCode).toBe(404);
    for (const table of [listingVersions, faqs, reviews, aplusDrafts]) {
      expect(await t.database.db.select().from(table).where(eq(table.listingId, first!.id))).toEqual([]);
    }
    expect((await call(u, 'GET', `/api/listings/${second!.id}`)).statusCode).toBe(200);

    const all = await call(u, 'DELETE', '/api/listings/archived');
    expect(all.json()).toEqual({ deleted: archivedTotal - 1 });
    expect((await page(u, '&view=archived')).total).toBe(0);
  });
});

describe('around the switch', () => {
  it('ends the previous account’s running import when the switch is confirmed, so Sync starts the new one', async () => {
    const u = await newUser();
    await connect(u, DEMO_SELLER_US_ONLY_ID);
    await syncToEnd(u);
    // An import of the previous account still running (its job between two batches).
    const [running] = await t.database.db.insert(syncRuns).values({ userId: u.userId, status: 'running' }).returning();
    const token = switchTokenOf(await connect(u, DEMO_SELLER_ID));
    const [stillRunning] = await t.database.db.select().from(syncRuns).where(eq(syncRuns.id, running!.id));
    expect(stillRunning!.status).toBe('running');
    expect((await call(u, 'POST', '/api/amazon/seller-switch/confirm', { token })).statusCode).toBe(200);
    const [ended] = await t.database.db.select().from(syncRuns).where(eq(syncRuns.id, running!.id));
    expect(ended).toMatchObject({ status: 'failed', error: SWITCHED_SYNC_MESSAGE });
    const next = await startSync(t.app, u.token);
    expect(next.body.jobId).not.toBe(running!.id);
    await waitForSync(t.app, u.token, next.body.jobId);
    // The new account's import of the region that switched (NA): its US listings, all of them.
    const imported = await page(u);
    expect(imported.total).toBe(NA_SIZE);
    expect(imported.items.every((l) => l.sellingPartnerId === DEMO_SELLER_ID && l.marketplaceId === US)).toBe(true);
  });

  it('never sends a listing to another seller account than its own, even one that sells the same SKU', async () => {
    const u = await newUser();
    await connect(u, DEMO_SELLER_US_ONLY_ID);
    await syncToEnd(u);
    const [own] = (await page(u)).items;
    // A row of another account that is somehow not archived (the state a bug elsewhere could leave).
    const foreign = await insertListing(t, u.userId, {
      source: 'amazon',
      sellingPartnerId: DEMO_SELLER_ID,
      sku: own!.sku,
      productType: 'PRODUCT',
      title: 'Another account’s listing of the same SKU',
    });
    const res = await call(u, 'POST', `/api/listings/${foreign}/update-amazon`, {
      title: 'Sent to the wrong account',
      bullets: ['One'],
      description: 'Text',
      confirm: false,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/archived/);
  });

  it('keeps the one-time code out of the request log', async () => {
    const u = await newUser();
    await connect(u, DEMO_SELLER_US_ONLY_ID);
    const token = switchTokenOf(await connect(u, DEMO_SELLER_ID));
    await t.app.inject({ method: 'GET', url: `/?seller_switch_token=${token}` });
    expect(t.logs.join('\n')).toContain('seller_switch_token=[redacted]');
    expect(t.logs.join('\n')).not.toContain(token);
  });

  it('sets the free plan’s home marketplace from active listings, not another account’s archived ones', async () => {
    const { token, user } = await registerUser(t.app);
    const u = { token, userId: user.id };
    // The first listing ever was the previous account's, in Germany; the current account sells in the US.
    await insertListing(t, u.userId, {
      source: 'amazon',
      sellingPartnerId: DEMO_SELLER_ID,
      marketplaceId: 'A1PA6795UKMFR9',
      sku: 'OLD-DE-1',
      title: 'Alte Flasche',
      archivedAt: new Date(),
    });
    const current = await insertListing(t, u.userId, {
      source: 'amazon',
      sellingPartnerId: DEMO_SELLER_US_ONLY_ID,
      sku: 'NEW-US-1',
      title: 'Insulated steel water bottle, 750 ml',
    });
    const res = await call(u, 'POST', `/api/optimize/${current}`, { language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(u, 'GET', '/api/listings/summary')).json().total).toBe(1);
  });
});

describe('the migration that keys listings by seller', () => {
  it('gives existing Amazon listings the seller of the user’s connection, and leaves uploads and unconnected users alone', async () => {
    const migration = readFileSync(new URL('../../src/server/db/migrations/0013_seller_listings.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/^\s*-- Hand-written backfill/);
    // A database of its own: the statement runs over every row, as the migration does.
    const fresh = await createTestDatabase();
    try {
      const db = fresh.db;
      const [connected, unconnected] = await db
        .insert(users)
        .values([
          { username: 'backfill-a', email: 'backfill-a@example.com' },
          { username: 'backfill-b', email: 'backfill-b@example.com' },
        ])
        .returning({ id: users.id });
      await db.insert(amazonConnections).values({
        userId: connected!.id,
        sellingPartnerId: 'A1BACKFILL',
        region: 'NA',
        refreshTokenEnc: 'x.y.z',
        marketplaceIds: [US],
      });
      const rows = await db
        .insert(listings)
        .values([
          { userId: connected!.id, source: 'amazon', marketplaceId: US, sku: 'BF-1' },
          { userId: connected!.id, source: 'file', marketplaceId: US, sku: 'BF-2' },
          { userId: unconnected!.id, source: 'amazon', marketplaceId: US, sku: 'BF-3' },
        ])
        .returning({ id: listings.id });
      const [synced, uploaded, orphan] = rows.map((r) => r.id);
      await fresh.sql.executeSql(backfill);
      const after = await db.select({ id: listings.id, seller: listings.sellingPartnerId }).from(listings);
      expect(Object.fromEntries(after.map((r) => [r.id, r.seller]))).toEqual({
        [synced!]: 'A1BACKFILL',
        [uploaded!]: '',
        [orphan!]: '',
      });
    } finally {
      await fresh.close();
    }
  });
});

/**
 * The seller deletes the listing at Amazon. Each consent reads its own copy of the demo seller, so
 * this goes through the control API, which removes it from every copy (the user's included).
 */
async function deleteAtAmazon(sku: string): Promise<void> {
  const del = await fetch(`${emulator.base}/__emulator/listings/${DEMO_SELLER_US_ONLY_ID}/${encodeURIComponent(sku)}`, {
    method: 'DELETE',
  });
  expect(del.status, await del.clone().text()).toBe(200);
  expect(((await del.json()) as { removed: number }).removed).toBeGreaterThan(0);
}
