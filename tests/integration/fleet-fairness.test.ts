/**
 * Amazon's limits are per seller, so sellers' imports run side by side: a job waiting on one
 * seller's createReport rate holds no worker slot (docs/decisions/0020-waiting-jobs-hold-no-worker.md).
 * While seller A's 90-day backfill runs, seller B connects, and B's first listing and first (newest)
 * days come in long before A's backfill ends. Amazon's clock runs 10 times faster here.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayNumber, dayString } from '../../src/core/performance/before-after.ts';
import { DEMO_SELLER_ID } from '../../src/emulators/amazon/demo-app.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { listings, performanceImports } from '../../src/server/db/schema/index.ts';
import { BACKFILL_DAYS } from '../../src/server/performance/import-job.ts';
import { emulatorControl, registerSyncedSeller, useAmazonApp, type AmazonTestApp, type TestEmulator } from '../helpers/amazon.ts';
import { waitForReportBurstSpent } from '../helpers/rate-buckets.ts';
import { waitFor } from '../helpers/wait.ts';

const SELLER_B = 'A9FLEETSELLER01';
const US = 'ATVPDKIKX0DER';
let emulator: TestEmulator;
let t: AmazonTestApp;

useAmazonApp(10, (e, app) => {
  emulator = e;
  t = app;
});

const importsOf = (userId: number) =>
  t.database.db.select().from(performanceImports).where(eq(performanceImports.userId, userId));

describe('sellers side by side', () => {
  it("gives seller B their first listing and newest days while seller A's backfill runs", async () => {
    await emulatorControl(emulator.base, 'sellers', { sellerId: SELLER_B, marketplaceIds: [US] });
    await emulatorControl(emulator.base, 'seed', { count: 20, sellerId: SELLER_B, marketplaceId: US });

    // The imports take "yesterday" from their own clocks: a run across midnight UTC sees either day.
    const yesterdayAtStart = dayString(dayNumber(new Date().toISOString()) - 1);
    const a = await registerSyncedSeller(t, emulator.base, DEMO_SELLER_ID);
    // A's backfill has spent its burst: from here on each of its reports waits for its rate.
    await waitForReportBurstSpent(t.database.db, DEMO_SELLER_ID);

    // B connects: the listings import is not queued behind A's backfill.
    const b = await registerSyncedSeller(t, emulator.base, SELLER_B);
    const bListings = await t.database.db.select().from(listings).where(eq(listings.userId, b.userId));
    expect(bListings.length).toBe(20);

    // B's figures fill from the present: the first day in is yesterday.
    const yesterdays = [yesterdayAtStart, dayString(dayNumber(new Date().toISOString()) - 1)];
    const bFirst = await waitFor(async () => {
      const [row] = await importsOf(b.userId);
      return row?.lastDay ? row : undefined;
    }, 120_000);
    expect(yesterdays).toContain(bFirst.lastDay);
    expect(bFirst.firstDay! <= bFirst.lastDay!).toBe(true);

    // And A's backfill is still on its way back: B did not wait for it.
    const aImports = await importsOf(a.userId);
    expect(aImports.length).toBeGreaterThan(0);
    const oldest = dayString(dayNumber(new Date().toISOString()) - BACKFILL_DAYS);
    expect(aImports.some((r) => r.status === 'running' && (r.firstDay === null || r.firstDay > oldest))).toBe(true);
    // A's backfill runs newest day first too: every marketplace it has reached starts at yesterday.
    for (const r of aImports.filter((x) => x.lastDay)) expect(yesterdays).toContain(r.lastDay);
    const [bUs] = await t.database.db
      .select()
      .from(performanceImports)
      .where(and(eq(performanceImports.userId, b.userId), eq(performanceImports.marketplaceId, US)));
    expect(bUs).toBeDefined();
  }, 300_000);

  it("fetches seller D's review topics while seller C's wait on Amazon", async () => {
    const [c, d] = ['A9FLEETREVIEW01', 'A9FLEETREVIEW02'];
    for (const seller of [c, d]) {
      await emulatorControl(emulator.base, 'sellers', { sellerId: seller, marketplaceIds: [US] });
      await emulatorControl(emulator.base, 'seed', { count: 5, sellerId: seller, marketplaceId: US });
    }
    // Amazon holds every review-topics call: C's job is waiting on Amazon when D's import ends.
    await emulatorControl(emulator.base, 'hold', { operation: 'getItemReviewTopics' });
    try {
      const sellers = [await registerSyncedSeller(t, emulator.base, c), await registerSyncedSeller(t, emulator.base, d)];
      const ids = sellers.map((s) => s.userId);
      // Both sellers' jobs run at once: neither waits for the other's to end.
      await waitFor(async () => {
        const rows = await queryRows<{ user_id: number }>(
          t.database.db,
          sql`select (data->>'userId')::int as user_id from pgboss.job where name = 'amazon-review-topics' and state = 'active'`,
        );
        return ids.every((id) => rows.some((r) => r.user_id === id));
      }, 60_000);
    } finally {
      await emulatorControl(emulator.base, 'release', { operation: 'getItemReviewTopics' });
    }
  }, 300_000);
});
