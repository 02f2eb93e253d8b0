import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER_US_ONLY_ID } from '../../src/emulators/amazon/demo-app.ts';
import { queryRows } from '../../src/server/db/client.ts';
import type { SyncCheckpoint } from '../../src/server/sync/checkpoint.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import {
  amazonConfig,
  buildAmazonTestApp,
  connectSeller,
  emulatorCalls,
  emulatorControl,
  getSync,
  startAmazonEmulator,
  startSync,
  waitForSync,
  type AmazonTestApp,
  type TestEmulator,
} from '../helpers/amazon.ts';
import { waitFor } from '../helpers/wait.ts';

const US = 'ATVPDKIKX0DER';
/** The US-only demo seller's own sample listings, before any seeding. */
const SAMPLE_SIZE = 3;
/** Polls a report needs before it is DONE: in practice never, until a test lets it finish. */
const HELD = 1_000_000;

const calls = (emulator: TestEmulator) => emulatorCalls(emulator.base);

/**
 * Paged searches (the search phase) and searches by SKU identifiers (the report phase), answered 200;
 * not the one-item search with which connecting checks the seller id.
 */
async function searches(emulator: TestEmulator): Promise<{ paged: number; bySku: number }> {
  const ok = (await calls(emulator)).filter(
    (c) =>
      c.operation === 'searchListingsItems' &&
      c.status === 200 &&
      !/[?&]pageSize=1(&|$)/.test(c.url) &&
      // The watch's first check, queued at the import's end, reads statuses only: not the import's reads.
      !/[?&]includedData=summaries(%2C|,)issues(&|$)/.test(c.url),
  );
  const bySku = ok.filter((c) => c.url.includes('identifiers=')).length;
  return { paged: ok.length - bySku, bySku };
}

async function connectedSeller(t: AmazonTestApp, emulator: TestEmulator): Promise<string> {
  const { token } = await registerUser(t.app);
  expect(await connectSeller(t.app, token, emulator.base, DEMO_SELLER_US_ONLY_ID)).toBe('/?connected=true');
  return token;
}

async function listingRows(t: AmazonTestApp): Promise<{ n: number; skus: number }> {
  const [row] = await queryRows<{ n: number; skus: number }>(
    t.database.db,
    sql`select count(*)::int as n, count(distinct sku)::int as skus from listings where source = 'amazon'`,
  );
  return row!;
}

async function checkpointOf(t: AmazonTestApp, runId: number): Promise<SyncCheckpoint> {
  const [row] = await queryRows<{ checkpoint: SyncCheckpoint }>(
    t.database.db,
    sql`select checkpoint from sync_runs where id = ${runId}`,
  );
  return row!.checkpoint;
}

describe('import: search phase before the report', () => {
  it('shows scored listings (GET /api/listings) while Amazon is still preparing the report', async () => {
    const emulator = await startAmazonEmulator({ speedFactor: 100 });
    const t = await buildAmazonTestApp(amazonConfig(emulator.base, 100));
    try {
      await emulatorControl(emulator.base, 'seed', { count: 57, sellerId: DEMO_SELLER_US_ONLY_ID, marketplaceId: US });
      await emulatorControl(emulator.base, 'settings', { reportPollsToDone: HELD });
      const token = await connectedSeller(t, emulator);
      const started = await startSync(t.app, token);

      const listed = await waitFor(async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) });
        const rows = res.json() as { healthScore: number | null }[];
        return rows.length === SAMPLE_SIZE + 57 && rows;
      });
      expect(listed.every((l) => typeof l.healthScore === 'number')).toBe(true);
      // The report is still being prepared: the run goes on, with the size the search reported. The
      // checkpoint is saved once a page's catalog pass is acknowledged, a moment after its rows land,
      // and pages are acknowledged in order: wait for the last one's.
      const searched = await waitFor(async () => {
        const m = (await checkpointOf(t, started.body.jobId)).marketplaces?.[US];
        return m?.searchEnded === true && m;
      });
      expect(searched).toMatchObject({ phase: 'search', total: 60, done: 60 });
      expect(await getSync(t.app, token, started.body.jobId)).toMatchObject({ status: 'running', total: 60, done: 60 });
      const reports = (await calls(emulator)).filter((c) => c.operation === 'getReport' && c.status === 200);
      expect(reports.length).toBeGreaterThan(0);

      await emulatorControl(emulator.base, 'settings', { reportPollsToDone: 1 });
      const done = await waitForSync(t.app, token, started.body.jobId);
      expect(done).toMatchObject({ status: 'done', total: 60, done: 60 });
      expect(await listingRows(t)).toEqual({ n: 60, skus: 60 });
      // Every SKU of the report had been read by the search: none was fetched again.
      expect((await searches(emulator)).bySku).toBe(0);
    } finally {
      await t.close();
      await emulator.close();
    }
  }, 60_000);

  it('imports a marketplace past the 1,000-result cap of the search completely, each SKU read once', async () => {
    const emulator = await startAmazonEmulator({ speedFactor: 100 });
    const t = await buildAmazonTestApp(amazonConfig(emulator.base, 100));
    try {
      await emulatorControl(emulator.base, 'seed', { count: 1_100, sellerId: DEMO_SELLER_US_ONLY_ID, marketplaceId: US });
      const token = await connectedSeller(t, emulator);
      const started = await startSync(t.app, token);
      const done = await waitForSync(t.app, token, started.body.jobId, { timeoutMs: 90_000 });
      expect(done).toMatchObject({ status: 'done', total: 1_103, done: 1_103 });
      expect(await listingRows(t)).toEqual({ n: 1_103, skus: 1_103 });
      // 1,000 by paging (50 pages: the cap), the other 103 by SKU from the report.
      expect(await searches(emulator)).toEqual({ paged: 50, bySku: Math.ceil(103 / 20) });
    } finally {
      await t.close();
      await emulator.close();
    }
  }, 120_000);
});

describe('import: restarts', () => {
  it('a restart in the search phase continues at the saved page, without duplicates', async () => {
    // Amazon at real speed: 21 pages at 5 per second, so the first process stops midway.
    const emulator = await startAmazonEmulator({ speedFactor: 1 });
    const config = amazonConfig(emulator.base, 1);
    const first = await buildAmazonTestApp(config);
    let second: AmazonTestApp | undefined;
    try {
      await emulatorControl(emulator.base, 'seed', { count: 400, sellerId: DEMO_SELLER_US_ONLY_ID, marketplaceId: US });
      await emulatorControl(emulator.base, 'settings', { reportPollsToDone: HELD });
      const token = await connectedSeller(first, emulator);
      const started = await startSync(first.app, token);
      await waitForSync(first.app, token, started.body.jobId, { until: (p) => p.done >= 60, timeoutMs: 60_000 });
      await first.app.close();

      // Where the first process stopped, read before the second one resumes the job.
      const saved = (await checkpointOf(first, started.body.jobId)).marketplaces[US]!;
      expect(saved).toMatchObject({ phase: 'search' });
      expect(saved.pageToken).toBeTruthy();
      const stopped = saved;
      expect(stopped.done).toBeLessThan(403);
      const before = await searches(emulator);
      second = await buildAmazonTestApp(config, first.database);
      await emulatorControl(emulator.base, 'settings', { reportPollsToDone: 1 });
      const done = await waitForSync(second.app, token, started.body.jobId, { timeoutMs: 60_000 });
      expect(done).toMatchObject({ status: 'done', total: 403, done: 403 });
      expect(await listingRows(first)).toEqual({ n: 403, skus: 403 });

      const after = await searches(emulator);
      const remainingPages = Math.ceil((403 - stopped.done) / 20);
      // Resumed at the saved page, not from page one (+ pages in flight at the close). No lower bound
      // here: a page the first process asked for before it closed can be logged after `before` was
      // read. That no page was skipped shows in the 403 rows, none of them fetched by SKU.
      expect(after.paged - before.paged).toBeGreaterThan(0);
      expect(after.paged - before.paged).toBeLessThanOrEqual(remainingPages + 2);
      expect(after.bySku).toBe(0);
    } finally {
      await second?.app.close();
      await first.database.close();
      await emulator.close();
    }
  }, 120_000);

  it('a restart in the report phase fetches only the SKUs not written yet, without duplicates', async () => {
    // Amazon at real speed: the 600 SKUs past the cap take 30 searches by SKU at 5 per second.
    const emulator = await startAmazonEmulator({ speedFactor: 1 });
    const config = amazonConfig(emulator.base, 1);
    const first = await buildAmazonTestApp(config);
    let second: AmazonTestApp | undefined;
    try {
      await emulatorControl(emulator.base, 'seed', { count: 1_600, sellerId: DEMO_SELLER_US_ONLY_ID, marketplaceId: US });
      const token = await connectedSeller(first, emulator);
      const started = await startSync(first.app, token);
      await waitFor(async () => {
        const m = (await checkpointOf(first, started.body.jobId)).marketplaces?.[US];
        return m?.phase === 'report' && m.done >= 1_040;
      }, 60_000);
      await first.app.close();

      // Where the first process stopped, read before the second one resumes the job.
      const stopped = (await checkpointOf(first, started.body.jobId)).marketplaces[US]!;
      expect(stopped.phase).toBe('report');
      expect(stopped.done).toBeLessThan(1_603);
      const before = await searches(emulator);
      second = await buildAmazonTestApp(config, first.database);
      expect((await getSync(second.app, token, started.body.jobId)).status).toBe('running');
      const done = await waitForSync(second.app, token, started.body.jobId, { timeoutMs: 60_000 });
      expect(done).toMatchObject({ status: 'done', total: 1_603, done: 1_603 });
      expect(await listingRows(first)).toEqual({ n: 1_603, skus: 1_603 });

      const after = await searches(emulator);
      // No paging again, and by SKU only what the first process had not written.
      expect(after.paged).toBe(before.paged);
      const remaining = Math.ceil((1_603 - stopped.done) / 20);
      // (A batch written just before the close, its progress not saved yet, is not fetched again either.)
      expect(after.bySku - before.bySku).toBeGreaterThanOrEqual(remaining - 1);
      expect(after.bySku - before.bySku).toBeLessThanOrEqual(remaining);
      // Across both processes, each SKU past the cap was fetched by SKU about once.
      expect(after.bySku).toBeLessThanOrEqual(Math.ceil(603 / 20) + 2);
    } finally {
      await second?.app.close();
      await first.database.close();
      await emulator.close();
    }
  }, 120_000);
});
