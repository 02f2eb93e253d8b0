/**
 * Performance tracking against the Amazon emulator: the 90-day backfill on connect, the daily import
 * (idempotent, revised days replaced), a FATAL report that keeps the data and says so, and a seller
 * without Amazon's Brand Analytics role, who is told why instead of getting an error.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID, DEMO_SELLER_US_ONLY_ID } from '../../src/emulators/amazon/demo-app.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { listingVersions, performanceDaily } from '../../src/server/db/schema/index.ts';
import type { ListingPerformance, PerformanceSummary } from '../../src/core/api/performance.ts';
import { runPerformanceImport, ROLE_MISSING_MESSAGE } from '../../src/server/performance/import-job.ts';
import { SALES_AND_TRAFFIC_REPORT } from '../../src/server/integrations/spapi/report-types.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import { registerSyncedSeller, emulatorControl, useAmazonApp, type AmazonTestApp, type TestEmulator } from '../helpers/amazon.ts';
import { waitFor } from '../helpers/wait.ts';

const US = 'ATVPDKIKX0DER';
const DAY = 86_400_000;
let emulator: TestEmulator;
let t: AmazonTestApp;

useAmazonApp(1000, (e, app) => {
  emulator = e;
  t = app;
});

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const connected = (sellerId: string) => registerSyncedSeller(t, emulator.base, sellerId);

async function firstUsListing(token: string): Promise<{ id: number; asin: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) });
  const rows = res.json() as { id: number; asin: string; marketplaceId: string; sku: string }[];
  return rows.find((r) => r.marketplaceId === US && r.sku === 'NW-YETI-MUG14-RB') ?? rows.find((r) => r.marketplaceId === US)!;
}

async function performance(token: string, id: number): Promise<ListingPerformance> {
  const res = await t.app.inject({ method: 'GET', url: `/api/performance/${id}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListingPerformance;
}

async function rowCount(userId: number, day?: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from performance_daily where user_id = ${userId} ${day ? sql`and day = ${day}` : sql``}`,
  );
  return rows[0]!.n;
}

const deps = () => ({ db: t.database.db, cipher: t.app.cipher, spapi: t.app.spapi, config: t.config });
const noSignal = { signal: new AbortController().signal };

describe('performance import', () => {
  it('backfills 90 days on connect, then imports daily without adding rows twice, replacing revised days', async () => {
    const { token, userId } = await connected(DEMO_SELLER_ID);
    const listing = await firstUsListing(token);
    const yesterday = isoDay(Date.now() - DAY);
    const backfilled = await waitFor(async () => {
      const p = await performance(token, listing.id);
      return p.freshness?.status === 'ok' && p;
    }, 60_000);
    expect(backfilled.freshness?.lastDay).toBe(yesterday);
    expect(backfilled.days).toHaveLength(90);
    expect(backfilled.days[0]!.day).toBe(isoDay(Date.now() - 90 * DAY));
    expect(backfilled.days.every((d) => d.sessions > 0)).toBe(true);
    expect(backfilled.source).toMatch(/Sales and Traffic/);
    const rows = await rowCount(userId);
    expect(rows % 90).toBe(0);

    // The daily run: the same day twice gives the same rows.
    await runPerformanceImport(deps(), { userId, region: 'NA' }, noSignal);
    await runPerformanceImport(deps(), { userId, region: 'NA' }, noSignal);
    expect(await rowCount(userId)).toBe(rows);

    // Three days on, yesterday's preliminary figures are final: its rows are replaced, not added.
    const unitsOf = async () =>
      (
        await t.database.db
          .select({ units: performanceDaily.unitsOrdered })
          .from(performanceDaily)
          .where(and(eq(performanceDaily.userId, userId), eq(performanceDaily.day, yesterday)))
      ).reduce((n, r) => n + r.units, 0);
    const preliminary = await unitsOf();
    const perDay = await rowCount(userId, yesterday);
    await emulatorControl(emulator.base, 'clock', { advanceSeconds: 3 * 86_400 });
    const later = new Date(Date.now() + 3 * DAY);
    await runPerformanceImport(deps(), { userId, region: 'NA' }, noSignal, () => later);
    expect(await rowCount(userId, yesterday)).toBe(perDay);
    expect(await unitsOf()).toBeGreaterThan(preliminary);
    expect(await rowCount(userId)).toBe(rows + 3 * perDay);

    // A FATAL report keeps every row and the last good day, and says so.
    await emulatorControl(emulator.base, 'settings', { nextReportOutcome: 'FATAL', nextReportType: SALES_AND_TRAFFIC_REPORT });
    const evenLater = new Date(later.getTime() + 2 * DAY);
    await emulatorControl(emulator.base, 'clock', { advanceSeconds: 2 * 86_400 });
    await runPerformanceImport(deps(), { userId, region: 'NA' }, noSignal, () => evenLater);
    const after = await performance(token, listing.id);
    expect(after.freshness?.status).toBe('partial');
    expect(after.freshness?.message).toMatch(
      /^Amazon could not prepare the Sales and Traffic report for \d{4}-\d{2}-\d{2}\. Figures up to \d{4}-\d{2}-\d{2} are kept/,
    );
    expect(after.freshness?.lastDay).toBe(isoDay(later.getTime() - DAY));
    expect(await rowCount(userId)).toBeGreaterThanOrEqual(rows + 3 * perDay);

    // CSV of the listing's daily rows, and of the catalogue.
    const csv = await t.app.inject({ method: 'GET', url: `/api/performance/${listing.id}/export.csv`, headers: bearer(token) });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'marketplace_id,asin,day,sessions,page_views,units_ordered,ordered_product_sales,currency,unit_session_percentage,buy_box_percentage,source',
    );
    expect(lines.length - 1).toBeGreaterThanOrEqual(93);
    expect(lines.slice(1).every((l) => l.startsWith(`${US},${listing.asin},`))).toBe(true);
    const all = await t.app.inject({ method: 'GET', url: '/api/performance/export.csv', headers: bearer(token) });
    expect(all.body.trim().split('\r\n').length - 1).toBe(await rowCount(userId));
    await emulatorControl(emulator.base, 'reset', {});
  }, 180_000);

  it('tells a seller without the Brand Analytics role why there are no figures, without an error', async () => {
    const { token, userId } = await connected(DEMO_SELLER_US_ONLY_ID);
    const listing = await firstUsListing(token);
    const p = await waitFor(async () => {
      const res = await performance(token, listing.id);
      return res.freshness?.status === 'role_missing' && res;
    }, 30_000);
    expect(p.freshness?.message).toBe(ROLE_MISSING_MESSAGE);
    expect(p.days).toEqual([]);
    expect(await rowCount(userId)).toBe(0);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/performance/refresh', headers: bearer(token), payload: {} });
    expect(refresh.statusCode).toBe(202);
  });

  it('judges a push 20 days back on the dashboard card, and hides another user’s listing', async () => {
    const { token } = await connected(DEMO_SELLER_ID);
    const listing = await firstUsListing(token);
    await waitFor(async () => (await performance(token, listing.id)).freshness?.status === 'ok', 60_000);
    await t.database.db.insert(listingVersions).values({
      listingId: listing.id,
      kind: 'pushed',
      author: 'test',
      title: 'pushed',
      bullets: [],
      description: '',
      submissionStatus: 'LIVE',
      createdAt: new Date(Date.now() - 20 * DAY),
    });
    // Another listing whose only push of the last 90 days never went live: its push of 120 days
    // ago is not the card's to judge.
    const all = (await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) })).json() as {
      id: number;
      asin: string;
    }[];
    const stale = all.find((l) => l.id !== listing.id && l.asin)!;
    const pushedAt = (days: number, submissionStatus: 'LIVE' | 'NOT_LIVE') => ({
      listingId: stale.id,
      kind: 'pushed' as const,
      author: 'test',
      title: 'pushed',
      bullets: [],
      description: '',
      submissionStatus,
      createdAt: new Date(Date.now() - days * DAY),
    });
    await t.database.db.insert(listingVersions).values([pushedAt(120, 'LIVE'), pushedAt(10, 'NOT_LIVE')]);
    const p = await performance(token, listing.id);
    expect(p.pushes).toHaveLength(1);
    expect(p.cards[0]!.days).toBe(19);
    expect(p.cards[0]!.verdict).not.toBe('Too early to tell');
    expect(p.cards[0]!.interval).not.toBeNull();
    const res = await t.app.inject({ method: 'GET', url: '/api/performance/summary', headers: bearer(token) });
    const summary = res.json() as PerformanceSummary;
    expect(Object.values(summary.counts).reduce((a, b) => a + b, 0)).toBe(1);
    expect(summary.counts[p.cards[0]!.verdict]).toBe(1);
    expect(summary.weightedChange).toBeCloseTo(p.cards[0]!.conversionChange!, 10);
    expect(summary.listings[0]).toMatchObject({ listingId: listing.id, verdict: p.cards[0]!.verdict });

    const other = await registerUser(t.app);
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/performance/${listing.id}`,
      headers: bearer(other.token),
    });
    expect(denied.statusCode).toBe(404);
    const deniedCsv = await t.app.inject({
      method: 'GET',
      url: `/api/performance/${listing.id}/export.csv`,
      headers: bearer(other.token),
    });
    expect(deniedCsv.statusCode).toBe(404);
  }, 120_000);
});
