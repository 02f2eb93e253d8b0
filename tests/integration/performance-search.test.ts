/**
 * The weekly Brand Analytics Search Catalog Performance import against the Amazon emulator (the
 * seller without the role first: the brand owner's backfill would hold the queue): a brand owner gets impressions, clicks, cart adds and purchases from search for the last four complete
 * weeks, then each new week once; a seller without the Brand Analytics role is told why, with no
 * error and nothing imported.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID, DEMO_SELLER_US_ONLY_ID } from '../../src/emulators/amazon/demo-app.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { performanceSearchWeekly } from '../../src/server/db/schema/index.ts';
import type { ListingPerformance } from '../../src/core/api/performance.ts';
import { runPerformanceImport, ROLE_MISSING_MESSAGE } from '../../src/server/performance/import-job.ts';
import { SEARCH_CATALOG_PERFORMANCE_REPORT } from '../../src/server/integrations/spapi/report-types.ts';
import { bearer } from '../helpers/app.ts';
import {
  registerSyncedSeller,
  emulatorCalls,
  emulatorControl,
  useAmazonApp,
  type AmazonTestApp,
  type EmulatorCall,
  type TestEmulator,
} from '../helpers/amazon.ts';
import { waitFor } from '../helpers/wait.ts';

const DAY = 86_400_000;
let emulator: TestEmulator;
let t: AmazonTestApp;

useAmazonApp(1000, (e, app) => {
  emulator = e;
  t = app;
});

const connected = (sellerId: string) => registerSyncedSeller(t, emulator.base, sellerId);

async function performance(token: string, id: number): Promise<ListingPerformance> {
  const res = await t.app.inject({ method: 'GET', url: `/api/performance/${id}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListingPerformance;
}

async function firstListing(token: string): Promise<{ id: number; asin: string; marketplaceId: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) });
  const rows = res.json() as { id: number; asin: string; marketplaceId: string }[];
  return rows.find((r) => r.asin !== '')!;
}

async function weeksOf(userId: number): Promise<{ marketplaceId: string; asin: string; weekStart: string; n: number }[]> {
  return queryRows(
    t.database.db,
    sql`select marketplace_id as "marketplaceId", asin, week_start::text as "weekStart", count(*)::int as n
        from performance_search_weekly where user_id = ${userId}
        group by marketplace_id, asin, week_start order by marketplace_id, asin, week_start`,
  );
}

const scpReports = (calls: EmulatorCall[]) =>
  calls.filter((c) => c.operation === 'createReport' && c.reportType === SEARCH_CATALOG_PERFORMANCE_REPORT);
const deps = () => ({ db: t.database.db, cipher: t.app.cipher, spapi: t.app.spapi, config: t.config });
const noSignal = { signal: new AbortController().signal };

/** The Sunday starting the last complete week (Sunday to Saturday) before the day of `ms`. */
function lastCompleteWeekStart(ms: number): string {
  let end = Math.floor(ms / DAY) - 1;
  while (new Date(end * DAY).getUTCDay() !== 6) end--;
  return new Date((end - 6) * DAY).toISOString().slice(0, 10);
}

describe('Search Catalog Performance import', () => {
  it('tells a seller without Brand Analytics why there are no search figures, without an error', async () => {
    const mark = (await emulatorCalls(emulator.base)).length;
    const { token, userId } = await connected(DEMO_SELLER_US_ONLY_ID);
    const listing = await firstListing(token);
    const page = await waitFor(async () => {
      const p = await performance(token, listing.id);
      return p.freshness?.status === 'role_missing' && p;
    }, 30_000);
    expect(page.freshness?.message).toBe(ROLE_MISSING_MESSAGE);
    expect(page.search.weeks).toEqual([]);
    expect(await weeksOf(userId)).toEqual([]);
    // Amazon said no once; the import did not go on asking for the weekly report.
    const reports = scpReports((await emulatorCalls(emulator.base)).slice(mark));
    expect(reports).toEqual([]);
  }, 120_000);

  it('imports four complete weeks for a brand owner, then each new week once', async () => {
    const { token, userId } = await connected(DEMO_SELLER_ID);
    const listing = await firstListing(token);
    await waitFor(async () => (await performance(token, listing.id)).freshness?.status === 'ok', 150_000);
    const latest = lastCompleteWeekStart(Date.now());
    const rows = await waitFor(async () => {
      const r = await weeksOf(userId);
      return r.some((w) => w.weekStart === latest) && r;
    }, 30_000);
    // One row per ASIN, marketplace and week; four Sundays, the newest the last complete week.
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const weeks = [...new Set(rows.map((r) => r.weekStart))].sort();
    expect(weeks).toHaveLength(4);
    expect(weeks.every((w) => new Date(`${w}T00:00:00Z`).getUTCDay() === 0)).toBe(true);
    expect(weeks.at(-1)).toBe(latest);

    const figures = await t.database.db
      .select()
      .from(performanceSearchWeekly)
      .where(and(eq(performanceSearchWeekly.userId, userId), eq(performanceSearchWeekly.asin, listing.asin)));
    expect(figures.length).toBeGreaterThanOrEqual(4);
    for (const f of figures) {
      expect(f.impressions).toBeGreaterThan(0);
      expect(f.clicks).toBeLessThan(f.impressions);
      expect(f.cartAdds).toBeLessThanOrEqual(f.clicks);
      expect(f.purchases).toBeLessThanOrEqual(f.cartAdds);
    }

    // The listing's page shows its weeks, oldest first, with their source.
    const page = await performance(token, listing.id);
    expect(page.search.source).toMatch(/Search Catalog Performance/);
    expect(page.search.weeks.map((w) => w.weekStart)).toEqual(weeks);
    const own = figures.filter((f) => f.marketplaceId === listing.marketplaceId).find((f) => f.weekStart === latest)!;
    expect(page.search.weeks.at(-1)).toEqual({
      weekStart: latest,
      impressions: own.impressions,
      clicks: own.clicks,
      cartAdds: own.cartAdds,
      purchases: own.purchases,
    });

    // A week on: one new week per ASIN, one report per marketplace, and the old weeks left as they were.
    const marketplaces = new Set(rows.map((r) => r.marketplaceId)).size;
    const asins = new Set(rows.map((r) => `${r.marketplaceId}/${r.asin}`)).size;
    const mark = (await emulatorCalls(emulator.base)).length;
    await emulatorControl(emulator.base, 'clock', { advanceSeconds: 7 * 86_400 });
    const later = new Date(Date.now() + 7 * DAY);
    await runPerformanceImport(deps(), { userId, region: 'NA' }, noSignal, () => later);
    const after = await weeksOf(userId);
    expect(after).toHaveLength(rows.length + asins);
    expect(after.every((r) => r.n === 1)).toBe(true);
    expect(new Set(after.map((r) => r.weekStart)).has(lastCompleteWeekStart(later.getTime()))).toBe(true);
    expect(scpReports((await emulatorCalls(emulator.base)).slice(mark))).toHaveLength(marketplaces);
    await emulatorControl(emulator.base, 'reset', {});
  }, 300_000);
});
