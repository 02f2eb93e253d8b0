/**
 * Ninety days at a glance in the first minute: the first performance import asks Amazon for one Sales
 * and Traffic report over the whole 90 days, whose per-ASIN rows are each listing's 90-day totals, and
 * stores them before the per-day backfill (one report a minute after the burst) is anywhere near done.
 * Amazon's clock runs 3 times faster here, so a minute of Amazon time is 20 s of wall time; the time is
 * counted from the consent, which starts the first import on the server.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingPerformance, PerformanceSummary } from '../../src/core/api/performance.ts';
import { DEMO_SELLER_ID } from '../../src/emulators/amazon/demo-app.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import { connectSeller, useAmazonApp, type AmazonTestApp, type TestEmulator } from '../helpers/amazon.ts';
import { waitFor } from '../helpers/wait.ts';

const SPEED = 3;
const US = 'ATVPDKIKX0DER';
const DAY = 86_400_000;
let emulator: TestEmulator;
let t: AmazonTestApp;

useAmazonApp(SPEED, (e, app) => {
  emulator = e;
  t = app;
});

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function get<T>(token: string, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

type TotalsRow = { asin: string; from_day: string; to_day: string; sessions: number; units_ordered: number };

describe('90-day totals', () => {
  it('are stored within the first minute of Amazon time after consent, and shown while the daily detail is still coming', async () => {
    const { token, user } = await registerUser(t.app);
    const userId = user.id;
    const consented = performance.now();
    expect(await connectSeller(t.app, token, emulator.base, DEMO_SELLER_ID)).toBe('/?connected=true');

    const totals = await waitFor(async () => {
      const rows = await queryRows<TotalsRow>(
        t.database.db,
        sql`select asin, from_day::text, to_day::text, sessions, units_ordered from performance_totals
            where user_id = ${userId} and marketplace_id = ${US}`,
      );
      return rows.length > 0 && rows;
    }, 60_000);
    const amazonSeconds = ((performance.now() - consented) / 1000) * SPEED;
    expect(amazonSeconds, `${amazonSeconds.toFixed(1)} s of Amazon time`).toBeLessThan(60);

    // The whole 90 days, up to Amazon's yesterday, for every US listing of the seller.
    expect(totals.every((r) => r.from_day === isoDay(Date.now() - 90 * DAY))).toBe(true);
    expect(totals.every((r) => r.to_day === isoDay(Date.now() - DAY))).toBe(true);
    expect(totals.every((r) => r.sessions > 0)).toBe(true);
    const listings = await waitFor(async () => {
      const rows = await get<{ id: number; asin: string; marketplaceId: string }[]>(token, '/api/listings');
      return rows.length > 0 && rows;
    }, 30_000);
    const usAsins = new Set(listings.filter((l) => l.marketplaceId === US).map((l) => l.asin));
    expect(new Set(totals.map((r) => r.asin))).toEqual(usAsins);

    // Far fewer daily reports are in than 90: the totals did not wait for them.
    const [daily] = await queryRows<{ days: number }>(
      t.database.db,
      sql`select count(distinct day)::int as days from performance_daily where user_id = ${userId}`,
    );
    expect(daily!.days).toBeLessThan(90);

    // The listing's Performance page and the dashboard's card carry them, and say the detail is coming.
    const listing = listings.find((l) => l.marketplaceId === US)!;
    const own = totals.find((r) => r.asin === listing.asin)!;
    const perf = await get<ListingPerformance>(token, `/api/performance/${listing.id}`);
    expect(perf.totals).toMatchObject({
      from: own.from_day,
      to: own.to_day,
      sessions: own.sessions,
      unitsOrdered: own.units_ordered,
      dailyComplete: false,
    });
    const summary = await get<PerformanceSummary>(token, '/api/performance/summary');
    const us = summary.totals.find((s) => s.marketplaceId === US)!;
    expect(us.sessions).toBe(totals.reduce((n, r) => n + r.sessions, 0));
    expect(us.unitsOrdered).toBe(totals.reduce((n, r) => n + r.units_ordered, 0));
    expect(us.dailyComplete).toBe(false);
  }, 120_000);

  it('are another user’s to see only: a listing of someone else is a 404', async () => {
    const { token } = await registerUser(t.app);
    const owner = await registerUser(t.app);
    expect(await connectSeller(t.app, owner.token, emulator.base, DEMO_SELLER_ID)).toBe('/?connected=true');
    const listings = await waitFor(async () => {
      const rows = await get<{ id: number }[]>(owner.token, '/api/listings');
      return rows.length > 0 && rows;
    }, 30_000);
    const res = await t.app.inject({ method: 'GET', url: `/api/performance/${listings[0]!.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    const summary = await get<PerformanceSummary>(token, '/api/performance/summary');
    expect(summary.totals).toEqual([]);
  }, 60_000);
});
