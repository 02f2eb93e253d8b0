import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_SELLER_ID, DEMO_SELLER_US_ONLY_ID } from '../../src/emulators/amazon/demo-app.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { syncRuns } from '../../src/server/db/schema/index.ts';
import { STALE_RUN_MESSAGE, lockSyncRunForWrite } from '../../src/server/sync/repo.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import {
  amazonConfig,
  buildAmazonTestApp,
  connectSeller,
  emulatorControl,
  firstImportToEnd,
  getSync,
  startAmazonEmulator,
  emulatorCalls,
  startSync,
  syncToEnd as syncToEndOf,
  waitForSync,
  type AmazonTestApp,
  type TestEmulator,
  useAmazonApp,
} from '../helpers/amazon.ts';
import { waitFor } from '../helpers/wait.ts';

/** The demo seller's sample: 49 listings over US, UK, DE, FR, IT and ES. */
const SAMPLE_SIZE = 49;

let emulator: TestEmulator;
let t: AmazonTestApp;

// Each test's user first waits for the import its consent started (NA and EU): on a loaded machine
// that, and the test's own import after it, take longer than the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

useAmazonApp(100, (e, app) => {
  emulator = e;
  t = app;
});

type ListingJson = {
  id: number;
  sku: string;
  marketplaceId: string;
  healthScore: number | null;
  title: string;
  imageUrl: string;
  amazonIssues: unknown[];
  state: string;
};

async function listingsOf(token: string): Promise<ListingJson[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as ListingJson[];
}

/** The seller connected in NA, and in EU too when it sells there (the sample seller: US and five EU marketplaces). */
async function connectedUser(sellerId = DEMO_SELLER_ID): Promise<{ token: string; userId: number }> {
  const { token, user } = await registerUser(t.app);
  expect(await connectSeller(t.app, token, emulator.base, sellerId)).toBe('/?connected=true');
  if (sellerId === DEMO_SELLER_ID)
    expect(await connectSeller(t.app, token, emulator.base, sellerId, 'EU')).toBe('/?connected=true');
  // The consent started the first import: these tests start from its end.
  await firstImportToEnd(t.app, token);
  return { token, userId: user.id };
}

const syncToEnd = (token: string) => syncToEndOf(t.app, token);

describe('POST /api/listings/sync', () => {
  it('needs a connection first', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/listings/sync', headers: bearer(token), payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Connect your Amazon account first.');
  });

  it('starts one import when two requests race (two tabs, two web processes)', async () => {
    const { token } = await connectedUser();
    const answers = await Promise.all(Array.from({ length: 4 }, () => startSync(t.app, token)));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.body.jobId)).size).toBe(1);
    await waitForSync(t.app, token, answers[0]!.body.jobId);
  });

  it('replaces a running import that went silent past its job lifetime (the job died) with a new one', async () => {
    const { token, userId } = await connectedUser();
    const hoursAgo = new Date(Date.now() - 7 * 60 * 60_000);
    const [dead] = await t.database.db
      .insert(syncRuns)
      .values({ userId, status: 'running', startedAt: hoursAgo, updatedAt: hoursAgo })
      .returning();
    const res = await startSync(t.app, token);
    expect(res.statusCode).toBe(202);
    expect(res.body.jobId).not.toBe(dead!.id);
    const [old] = await t.database.db.select().from(syncRuns).where(eq(syncRuns.id, dead!.id));
    expect(old).toMatchObject({ status: 'failed', error: STALE_RUN_MESSAGE });
    await waitForSync(t.app, token, res.body.jobId);
    // A running import that still reports progress is answered, not replaced.
    const [alive] = await t.database.db.insert(syncRuns).values({ userId, status: 'running' }).returning();
    expect((await startSync(t.app, token)).body.jobId).toBe(alive!.id);
    await t.database.db.update(syncRuns).set({ status: 'done' }).where(eq(syncRuns.id, alive!.id));
  });

  it('imports the sample catalogue, scores every listing, then re-imports without duplicates', async () => {
    const { token, userId } = await connectedUser();
    const first = await startSync(t.app, token);
    expect(first.statusCode).toBe(202);
    expect(first.body.status).toBe('queued');
    // A second click while it runs answers the same job.
    const second = await startSync(t.app, token);
    expect(second.body.jobId).toBe(first.body.jobId);

    const done = await waitForSync(t.app, token, first.body.jobId);
    expect(done).toMatchObject({ status: 'done', total: SAMPLE_SIZE, done: SAMPLE_SIZE, error: null });
    const listings = await listingsOf(token);
    expect(listings).toHaveLength(SAMPLE_SIZE);
    expect(listings.every((l) => typeof l.healthScore === 'number' && l.title.length > 0)).toBe(true);
    expect(new Set(listings.map((l) => l.marketplaceId)).size).toBe(6);
    // Catalog images with sizes reach the health engine.
    const [img] = await queryRows<{ images: { width: number }[] }>(
      t.database.db,
      sql`select images from listings where user_id = ${userId} and jsonb_array_length(images) > 0 limit 1`,
    );
    expect(img!.images[0]!.width).toBeGreaterThan(0);

    const connection = (await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) })).json();
    expect(connection.lastSynced).not.toBeNull();
    expect(connection.sync).toMatchObject({ id: first.body.jobId, status: 'done' });

    // Review topics arrive from their own job, for the marketplaces Customer Feedback covers.
    const reviews = await waitFor(async () => {
      const rows = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from reviews r join listings l on l.id = r.listing_id where l.user_id = ${userId} and r.source = 'customer_feedback' and r.topic is not null`,
      );
      return rows[0]!.n > 0 ? rows[0]!.n : false;
    });
    expect(reviews).toBeGreaterThan(0);

    const ids = new Map(listings.map((l) => [`${l.marketplaceId}/${l.sku}`, l.id]));
    const again = await syncToEnd(token);
    expect(again.status).toBe('done');
    const after = await listingsOf(token);
    expect(after).toHaveLength(SAMPLE_SIZE);
    // Same rows updated in place: ids are stable.
    expect(after.every((l) => ids.get(`${l.marketplaceId}/${l.sku}`) === l.id)).toBe(true);
  });

  it('adds new listings and marks the ones Amazon no longer has as removed (kept, not deleted), leaving uploads alone', async () => {
    const { token, userId } = await connectedUser(DEMO_SELLER_US_ONLY_ID);
    await syncToEnd(token);
    const before = await listingsOf(token);
    expect(before.length).toBeGreaterThan(1);
    await t.database.db.execute(
      sql`insert into listings (user_id, source, marketplace_id, sku, title) values (${userId}, 'file', 'ATVPDKIKX0DER', 'UPLOADED-1', 'From a file')`,
    );
    await emulatorControl(emulator.base, 'listings', {
      sellerId: DEMO_SELLER_US_ONLY_ID,
      sku: 'NEW-SKU-1',
      title: 'A brand new listing',
      bullets: ['One', 'Two'],
    });
    // The seller removes one listing at Amazon (from the catalogue every authorisation of it sees).
    const gone = before[0]!.sku;
    const del = await fetch(`${emulator.base}/__emulator/listings/${DEMO_SELLER_US_ONLY_ID}/${encodeURIComponent(gone)}`, {
      method: 'DELETE',
    });
    expect(del.status).toBe(200);

    await syncToEnd(token);
    const after = await listingsOf(token);
    const skus = after.map((l) => l.sku);
    expect(skus).toContain('NEW-SKU-1');
    expect(skus).toContain('UPLOADED-1');
    expect(skus).toHaveLength(before.length + 2);
    // Only the user deletes: the row stays, marked, with its id (and so its history).
    expect(after.find((l) => l.sku === gone)).toMatchObject({ id: before[0]!.id, state: 'removed' });
    expect(after.filter((l) => l.state === 'removed')).toHaveLength(1);
  });

  it("answers 404 for another user's job and listing", async () => {
    const a = await connectedUser(DEMO_SELLER_US_ONLY_ID);
    const b = await registerUser(t.app);
    const run = await syncToEnd(a.token);
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/sync/${run.id}`, headers: bearer(b.token) });
    expect(res.statusCode).toBe(404);
    const [listing] = await listingsOf(a.token);
    const other = await t.app.inject({ method: 'GET', url: `/api/listings/${listing!.id}`, headers: bearer(b.token) });
    expect(other.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/listings/${listing!.id}`, headers: bearer(a.token) });
    expect(own.statusCode).toBe(200);
  });

  it('survives forced 429s, 500s and an expired access token', async () => {
    const { token } = await connectedUser();
    await emulatorControl(emulator.base, 'throttle', { operation: 'searchListingsItems', count: 3 });
    await emulatorControl(emulator.base, 'throttle', { operation: 'searchCatalogItems', count: 2 });
    await emulatorControl(emulator.base, 'faults', { operation: 'getReport', kind: '500', count: 2 });
    await emulatorControl(emulator.base, 'faults', { operation: 'getListingsItem', kind: '500', count: 1 });
    await emulatorControl(emulator.base, 'faults', { operation: 'searchListingsItems', kind: 'expired_token', count: 1 });
    const done = await syncToEnd(token);
    expect(done).toMatchObject({ status: 'done', total: SAMPLE_SIZE, done: SAMPLE_SIZE });
    expect(await listingsOf(token)).toHaveLength(SAMPLE_SIZE);
    const calls = await emulatorCalls(emulator.base);
    expect(calls.filter((c) => c.status === 429).length).toBeGreaterThanOrEqual(5);
    expect(calls.filter((c) => c.status === 403).length).toBeGreaterThanOrEqual(1);
  });

  it('marks the run failed when Amazon refuses the connection', async () => {
    const { token, userId } = await connectedUser(DEMO_SELLER_US_ONLY_ID);
    await t.database.db.execute(
      sql`update amazon_connections set refresh_token_enc = ${t.app.cipher.encrypt('Atzr|revoked')} where user_id = ${userId}`,
    );
    const run = await syncToEnd(token);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/reconnect/);
  });
});

/** Listings seeded for the mid-import tests, and the import's total with the seller's own three. */
const SEEDED = 480;
const TOTAL = SEEDED + 3;

describe('disconnect mid-import', () => {
  /** Waits until the run's job has left the queue for good (finished, failed or cancelled). */
  async function jobEnded(app: AmazonTestApp, runId: number): Promise<void> {
    await waitFor(async () => {
      const rows = await queryRows<{ state: string }>(
        app.database.db,
        sql`select state from pgboss.job where name = 'amazon-sync' and data->>'runId' = ${String(runId)}`,
      );
      return rows.length > 0 && rows.every((r) => ['completed', 'failed', 'cancelled'].includes(r.state));
    }, 60_000);
  }

  async function amazonListings(app: AmazonTestApp, userId: number): Promise<{ skus: string[]; runs: number[] }> {
    const rows = await queryRows<{ sku: string; run: number | null }>(
      app.database.db,
      sql`select sku, sync_run_id as run from listings where user_id = ${userId} and source = 'amazon' order by sku`,
    );
    return { skus: rows.map((r) => r.sku), runs: [...new Set(rows.map((r) => r.run ?? 0))] };
  }

  async function disconnect(app: AmazonTestApp, token: string): Promise<void> {
    const res = await app.app.inject({ method: 'DELETE', url: '/api/amazon/connection', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
  }

  const DISCONNECTED = { status: 'failed', error: 'The Amazon account was disconnected.' };

  it('a disconnect waits for a sync write that holds its run, instead of deadlocking with it', async () => {
    // The write locks its run, then the connection (lockSyncRunForWrite). A disconnect that took
    // them the other way round deadlocked with it on PostgreSQL, and one side was aborted.
    const { token, userId } = await connectedUser(DEMO_SELLER_US_ONLY_ID);
    const [connection] = await queryRows<{ id: number; userId: number; sellingPartnerId: string; region: 'NA' }>(
      t.database.db,
      sql`select id, user_id as "userId", selling_partner_id as "sellingPartnerId", region from amazon_connections where user_id = ${userId}`,
    );
    const [run] = await t.database.db.insert(syncRuns).values({ userId, region: 'NA', status: 'running' }).returning();
    let disconnecting: Promise<LightMyRequestResponse> | undefined;
    const right = await t.database.db.transaction(async (tx) => {
      await tx.select({ id: syncRuns.id }).from(syncRuns).where(eq(syncRuns.id, run!.id)).for('share');
      disconnecting = t.app.inject({ method: 'DELETE', url: '/api/amazon/connection', headers: bearer(token) });
      // On PostgreSQL, wait until the disconnect waits on a lock. PGlite runs one transaction at a
      // time, so there the disconnect cannot start before this one ends.
      if (t.database.kind === 'postgres')
        await waitFor(async () => {
          const [row] = await queryRows<{ n: number }>(
            t.database.db,
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return row!.n > 0;
        });
      return lockSyncRunForWrite(tx, run!.id, connection!);
    });
    expect(right).toBe('granted');
    const res = await disconnecting!;
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.database.db.select().from(syncRuns).where(eq(syncRuns.id, run!.id));
    expect(after).toMatchObject(DISCONNECTED);
    expect(await queryRows(t.database.db, sql`select id from amazon_connections where user_id = ${userId}`)).toEqual([]);
  });

  it('stops the running import: the run stays failed and no listing is written after the disconnect', async () => {
    // Amazon at real speed (5 searches a second): 24 pages take seconds, so pages are still being written.
    const slow = await startAmazonEmulator({ speedFactor: 1 });
    const s = await buildAmazonTestApp(amazonConfig(slow.base, 1));
    try {
      await emulatorControl(slow.base, 'seed', {
        count: SEEDED,
        sellerId: DEMO_SELLER_US_ONLY_ID,
        marketplaceId: 'ATVPDKIKX0DER',
      });
      const { token, user } = await registerUser(s.app);
      expect(await connectSeller(s.app, token, slow.base, DEMO_SELLER_US_ONLY_ID)).toBe('/?connected=true');
      const started = await startSync(s.app, token);
      const midway = await waitForSync(s.app, token, started.body.jobId, { until: (p) => p.done >= 20, timeoutMs: 60_000 });
      expect(midway.status).toBe('running');

      await disconnect(s, token);
      const atDisconnect = await amazonListings(s, user.id);
      expect(atDisconnect.skus.length).toBeLessThan(TOTAL);
      await jobEnded(s, started.body.jobId);
      expect(await amazonListings(s, user.id)).toEqual(atDisconnect);
      expect(await getSync(s.app, token, started.body.jobId)).toMatchObject(DISCONNECTED);
    } finally {
      await s.close();
      await slow.close();
    }
  }, 90_000);

  it('an import cut off by a disconnect never removes what the import after the reconnect wrote', async () => {
    const { token, userId } = await connectedUser(DEMO_SELLER_US_ONLY_ID);
    const reportPolls = async () =>
      (await emulatorCalls(emulator.base)).filter((c) => c.operation === 'getReport' && c.status === 200).length;
    const pollsBefore = await reportPolls();
    // The old import's report document hangs a few seconds: long enough for a whole new import.
    // Report imports that earlier tests' syncs queued on this app (performance, SQP) may download
    // documents meanwhile, so the fault covers every download until the disconnect, not just one.
    await emulatorControl(emulator.base, 'faults', {
      operation: 'getReportDocument',
      kind: 'timeout',
      count: 1_000,
      timeoutMs: 4000,
    });
    const old = await startSync(t.app, token);
    // Three polls: IN_QUEUE, IN_PROGRESS, DONE. The old report's document is written by now.
    await waitFor(async () => (await reportPolls()) >= pollsBefore + 3);
    await disconnect(t, token);
    await emulatorControl(emulator.base, 'faults', { operation: 'getReportDocument', kind: 'timeout', count: 0 });
    // A listing that only the new report has, as if added at Amazon in between.
    await emulatorControl(emulator.base, 'listings', {
      sellerId: DEMO_SELLER_US_ONLY_ID,
      sku: 'AFTER-RECONNECT-1',
      title: 'Listed after the reconnect',
    });
    expect(await connectSeller(t.app, token, emulator.base, DEMO_SELLER_US_ONLY_ID)).toBe('/?connected=true');
    const fresh = await startSync(t.app, token);
    expect(fresh.body.jobId).not.toBe(old.body.jobId);
    expect(await waitForSync(t.app, token, fresh.body.jobId)).toMatchObject({ status: 'done', error: null });
    const afterNew = await amazonListings(t, userId);
    expect(afterNew.skus).toContain('AFTER-RECONNECT-1');
    expect(afterNew.runs).toEqual([fresh.body.jobId]);

    await jobEnded(t, old.body.jobId);
    expect(await amazonListings(t, userId)).toEqual(afterNew);
    expect(await getSync(t.app, token, old.body.jobId)).toMatchObject(DISCONNECTED);
    expect(await getSync(t.app, token, fresh.body.jobId)).toMatchObject({ status: 'done' });
  });
});
