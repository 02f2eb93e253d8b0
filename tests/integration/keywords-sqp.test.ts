import { waitFor } from '../helpers/wait.ts';
/**
 * Search Query Performance end to end on the Amazon emulator: the app's weekly import batches ASINs
 * by the `asin` option's 200 characters, asks for a Sunday–Saturday week, stays within createReport's
 * rate, keeps the last good week when a report fails, and tells a seller without Brand Analytics why.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID, DEMO_SELLER_US_ONLY_ID } from '../../src/emulators/amazon/demo-app.ts';
import { queryRows } from '../../src/server/db/index.ts';
import { listingKeywords, listings, sqpImports } from '../../src/server/db/schema/index.ts';
import { NO_BRAND_ANALYTICS_MESSAGE } from '../../src/server/keywords/service.ts';
import { runSqpJob } from '../../src/server/keywords/sqp-job.ts';
import type { SpApi } from '../../src/server/integrations/spapi/index.ts';
import { ageInDays, latestCompleteWeek } from '../../src/server/keywords/sqp-periods.ts';
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

// At 1000x a createReport token is 60 ms, and a loaded machine's jitter of tens of ms once let a
// burst reach Amazon one token early (a 429); at 300x a token is 200 ms.
const SPEED = 300;
/** A sync and a catalogue's reports on a loaded two-core machine; a passing test returns as soon as it is done. */
const TEST_TIMEOUT_MS = 240_000;
const US = 'ATVPDKIKX0DER';
/** createReport at Amazon: 0.0167 requests a second, burst 15; the emulator runs SPEED times faster. */
const CREATE_REPORT = { rate: 0.0167 * SPEED, burst: 15 };

let emulator: TestEmulator;
let t: AmazonTestApp;
useAmazonApp(SPEED, (e, app) => {
  emulator = e;
  t = app;
});

type SqpStateJson = {
  marketplaceId: string;
  status: string;
  periodStart: string | null;
  ageDays: number | null;
  message: string | null;
};

/**
 * A seller whose first listings import has ended, and with it the first SQP import, which starts on
 * its own then: the test's own imports come after it.
 */
async function connectedSeller(sellerId: string) {
  const seller = await registerSyncedSeller(t, emulator.base, sellerId);
  // One import per marketplace of the connection, each run to its end.
  await waitFor(async () => {
    const [row] = await queryRows<{ marketplaces: number; jobs: number; open: number }>(
      t.database.db,
      sql`select (select jsonb_array_length(marketplace_ids) from amazon_connections where user_id = ${seller.userId})::int as marketplaces,
            count(*)::int as jobs, count(*) filter (where state not in ('completed', 'failed'))::int as open
          from pgboss.job where name = 'keywords-sqp' and data->>'userId' = ${String(seller.userId)}`,
    );
    return row !== undefined && row.jobs === row.marketplaces && row.open === 0;
  }, 120_000);
  const first = await sqpSettled(seller.token);
  return { ...seller, first };
}

/** "Import from Amazon", then the states once every marketplace's import has settled. */
async function importSqp(token: string): Promise<SqpStateJson[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/keywords/sqp/import', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return sqpSettled(token);
}

function sqpSettled(token: string): Promise<SqpStateJson[]> {
  return waitFor(async () => {
    const states = (await t.app.inject({ method: 'GET', url: '/api/keywords/sqp', headers: bearer(token) })).json()
      .marketplaces as SqpStateJson[];
    return states.length > 0 && states.every((s) => s.status !== 'queued' && s.status !== 'running') ? states : undefined;
  }, 120_000);
}

const isCreateReport = (c: EmulatorCall) => c.operation === 'createReport' && c.method === 'POST';
const SQP = 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT';
/** The performance import after a sync spends the same createReport rate: SQP's own requests. */
const isSqpRequest = (c: EmulatorCall) => isCreateReport(c) && c.reportType === SQP;

/** A token bucket of `burst` refilled at `rate` per second admits no window with more calls than it holds. */
function assertWithinBucket(calls: readonly EmulatorCall[], limit: { rate: number; burst: number }) {
  const times = calls.map((c) => Date.parse(c.at) / 1000).sort((a, b) => a - b);
  for (let i = 0; i < times.length; i++)
    for (let j = i + limit.burst; j < times.length; j++) {
      const allowed = limit.burst + (times[j]! - times[i]!) * limit.rate;
      // One call of slack: the log stamps a call when it is answered, not when it was admitted.
      expect(j - i + 1, `createReport calls ${i}..${j}`).toBeLessThanOrEqual(Math.floor(allowed) + 1);
    }
}

async function usAsins(userId: number): Promise<string[]> {
  const rows = await t.database.db
    .selectDistinct({ asin: listings.asin })
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.marketplaceId, US), sql`${listings.asin} <> ''`));
  return rows.map((r) => r.asin);
}

describe('Search Query Performance import', () => {
  it(
    'imports the latest Sunday–Saturday week in batches of the asin option, within the createReport rate',
    async () => {
      await emulatorControl(emulator.base, 'reset', {});
      // Enough ASINs for more batches than createReport's burst of 15.
      await emulatorControl(emulator.base, 'seed', { count: 300, sellerId: DEMO_SELLER_ID, marketplaceId: US });
      const { token, userId } = await connectedSeller(DEMO_SELLER_ID);
      const before = (await emulatorCalls(emulator.base)).length;

      const states = await importSqp(token);
      const week = latestCompleteWeek(new Date());
      const us = states.find((s) => s.marketplaceId === US)!;
      expect(us).toMatchObject({ status: 'ok', periodStart: week.start, message: null });
      expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(us.ageDays).toBe(ageInDays(week.end, new Date()));

      // One report per 18 ASINs (ten characters and a space each, at most 200 characters) per marketplace.
      const connected = states.map((s) => s.marketplaceId);
      let expectedReports = 0;
      for (const marketplaceId of connected) {
        const rows = await t.database.db
          .selectDistinct({ asin: listings.asin })
          .from(listings)
          .where(and(eq(listings.userId, userId), eq(listings.marketplaceId, marketplaceId), sql`${listings.asin} <> ''`));
        expectedReports += Math.ceil(rows.length / 18);
      }
      const asins = await usAsins(userId);
      expect(asins.length).toBeGreaterThan(15 * 18);
      const sqpCalls = (await emulatorCalls(emulator.base)).slice(before).filter(isSqpRequest);
      // One accepted call per report; time and status of each, so that a failure shows an extra
      // call's cause (a duplicate). A 429 may come and is sent again: a loaded machine can delay a
      // burst's sends by more than the one token (200 ms here) the pacing keeps back for jitter,
      // and the rate check below still holds every send, the 429s included, to Amazon's bucket.
      const shown = sqpCalls.map((c) => `${c.at} ${c.status}`).join(', ');
      expect(sqpCalls.filter((c) => c.status === 202).length, shown).toBe(expectedReports);
      expect(
        sqpCalls.every((c) => c.status === 202 || c.status === 429),
        shown,
      ).toBe(true);
      assertWithinBucket(
        (await emulatorCalls(emulator.base)).filter((c) => isCreateReport(c) && c.region === 'NA'),
        CREATE_REPORT,
      );

      // The queries landed on the listings of their ASINs, with the week and the ASIN's shares.
      const rows = await t.database.db.select().from(listingKeywords).where(eq(listingKeywords.userId, userId));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.source === 'sqp' && r.periodStart === week.start && r.periodEnd === week.end)).toBe(true);
      expect(rows.every((r) => r.volume !== null && r.volume > 0 && r.purchaseShare !== null)).toBe(true);
      const listingIds = new Set(rows.map((r) => r.listingId));
      // Queries of ASINs from the first batch and the last one alike.
      const [first] = await t.database.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.userId, userId), eq(listings.marketplaceId, US), eq(listings.asin, asins.sort()[0]!)));
      const [last] = await t.database.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.userId, userId), eq(listings.marketplaceId, US), eq(listings.asin, asins.sort().at(-1)!)));
      expect(listingIds.has(first!.id) || listingIds.has(last!.id)).toBe(true);

      const listingId = rows[0]!.listingId;
      const view = await t.app.inject({ method: 'GET', url: `/api/keywords/${listingId}`, headers: bearer(token) });
      expect(view.statusCode, view.body).toBe(200);
      const body = view.json();
      expect(body.sqp).toMatchObject({ status: 'ok', periodStart: week.start });
      expect(body.coverage).toBeGreaterThanOrEqual(0);
      expect(body.keywords.filter((k: { targeted: boolean }) => k.targeted).length).toBeGreaterThan(0);
    },
    TEST_TIMEOUT_MS,
  );

  /** A connected seller whose SQP keywords are last week's, as a weekly run a week ago would have left them. */
  async function sellerWithLastWeeksKeywords() {
    await emulatorControl(emulator.base, 'reset', {});
    const { token, userId } = await connectedSeller(DEMO_SELLER_ID);
    expect((await importSqp(token)).find((s) => s.marketplaceId === US)?.status).toBe('ok');
    const week = latestCompleteWeek(new Date());
    const lastWeek = latestCompleteWeek(new Date(Date.parse(`${week.start}T12:00:00Z`)));
    await t.database.db
      .update(listingKeywords)
      .set({ periodStart: lastWeek.start, periodEnd: lastWeek.end })
      .where(eq(listingKeywords.userId, userId));
    await t.database.db
      .update(sqpImports)
      .set({ goodPeriodStart: lastWeek.start, goodPeriodEnd: lastWeek.end })
      .where(eq(sqpImports.userId, userId));
    const kept = await t.database.db.select().from(listingKeywords).where(eq(listingKeywords.userId, userId));
    return { token, userId, week, lastWeek, kept };
  }

  it(
    'keeps the last good week with its age when a report ends FATAL, and takes the new week once Amazon delivers',
    async () => {
      const { token, userId, week, lastWeek, kept } = await sellerWithLastWeeksKeywords();

      await emulatorControl(emulator.base, 'settings', { nextReportOutcome: 'FATAL', nextReportType: SQP });
      const states = await importSqp(token);
      const failed = states.filter((s) => s.status === 'failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]!.message).toBe(
        `Search Query Performance for the week of ${week.start}: Amazon could not produce the report (FATAL). ListingPilot tries again with the next weekly import, or when you import now. Showing the week of ${lastWeek.start} until it does.`,
      );
      expect(failed[0]).toMatchObject({ periodStart: lastWeek.start, ageDays: ageInDays(lastWeek.end, new Date()) });
      const failedMarketplace = failed[0]!.marketplaceId;
      const after = await t.database.db.select().from(listingKeywords).where(eq(listingKeywords.userId, userId));
      // Nothing of the failed week was written: not even the batches that came back DONE.
      expect(after.map((r) => [r.id, r.periodStart])).toEqual(kept.map((r) => [r.id, r.periodStart]));

      const again = await importSqp(token);
      expect(again.find((s) => s.marketplaceId === failedMarketplace)).toMatchObject({
        status: 'ok',
        periodStart: week.start,
        message: null,
      });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "refuses a report document that does not match Amazon's schema: the last good week stays, and the seller is told why",
    async () => {
      const { token, userId, week, lastWeek, kept } = await sellerWithLastWeeksKeywords();

      // One SQP document comes back DONE but without the reportSpecification Amazon's schema requires.
      await emulatorControl(emulator.base, 'settings', { nextReportOutcome: 'MALFORMED', nextReportType: SQP });
      const before = (await emulatorCalls(emulator.base)).length;
      const states = await importSqp(token);
      // The document was fetched: the refusal is the app's schema check, not Amazon's status.
      expect((await emulatorCalls(emulator.base)).slice(before).some((c) => c.operation === 'getReportDocument')).toBe(true);
      const failed = states.filter((s) => s.status === 'failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]!.message).toBe(
        `Search Query Performance for the week of ${week.start}: the report Amazon sent does not match its schema. ListingPilot tries again with the next weekly import, or when you import now. Showing the week of ${lastWeek.start} until it does.`,
      );
      expect(failed[0]).toMatchObject({ periodStart: lastWeek.start, ageDays: ageInDays(lastWeek.end, new Date()) });
      // Nothing of that week was written, not even the batches whose documents were valid.
      const after = await t.database.db.select().from(listingKeywords).where(eq(listingKeywords.userId, userId));
      expect(after.map((r) => [r.id, r.periodStart, r.volume])).toEqual(kept.map((r) => [r.id, r.periodStart, r.volume]));
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'tells a seller without Brand Analytics why there is no SQP data, once, with no retry',
    async () => {
      await emulatorControl(emulator.base, 'reset', {});
      const before = (await emulatorCalls(emulator.base)).length;
      // The import that starts on its own after the first listings import tells the seller.
      const { token, userId, first: states } = await connectedSeller(DEMO_SELLER_US_ONLY_ID);
      expect(states).toEqual([
        expect.objectContaining({
          marketplaceId: US,
          status: 'no-brand-analytics',
          message: NO_BRAND_ANALYTICS_MESSAGE,
          periodStart: null,
        }),
      ]);
      // One refused request: the other batches are not sent, and the job is not retried.
      const refused = (await emulatorCalls(emulator.base)).slice(before).filter(isSqpRequest);
      expect(refused.map((c) => c.status)).toEqual([403]);
      const jobs = await queryRows<{ state: string; retry_count: number }>(
        t.database.db,
        sql`select state, retry_count from pgboss.job where name = 'keywords-sqp' and data->>'userId' = ${String(userId)}`,
      );
      expect(jobs.map((j) => [j.state, j.retry_count])).toEqual([['completed', 0]]);
      // Once: the weekly schedule does not ask Amazon again.
      await t.app.jobs.offer('keywords-sqp-weekly');
      await waitFor(async () => {
        const [open] = await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from pgboss.job where name = 'schedule' and state <> 'completed'`,
        );
        return open?.n === 0;
      });
      const after = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from pgboss.job where name = 'keywords-sqp' and data->>'userId' = ${String(userId)}`,
      );
      expect(after[0]!.n).toBe(1);

      const [listing] = await t.database.db
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.userId, userId))
        .limit(1);
      const view = await t.app.inject({ method: 'GET', url: `/api/keywords/${listing!.id}`, headers: bearer(token) });
      expect(view.json()).toMatchObject({
        keywords: [],
        coverage: null,
        sqp: { status: 'no-brand-analytics', message: NO_BRAND_ANALYTICS_MESSAGE },
      });
    },
    TEST_TIMEOUT_MS,
  );
  it(
    "draws on createReport's budget in the background for the weekly schedule, and not for an import the seller asks for",
    async () => {
      const { userId } = await connectedSeller(DEMO_SELLER_ID);
      // The app's own SP-API clients, watched for the priority each job asks of them.
      const background: boolean[] = [];
      const spapi: SpApi = {
        ...t.app.spapi,
        clientFor: (seller, opts) => {
          background.push(opts?.background === true);
          return t.app.spapi.clientFor(seller, opts);
        },
      };
      const deps = { db: t.database.db, cipher: t.app.cipher, spapi, config: t.config };
      const signal = { signal: new AbortController().signal };
      await runSqpJob(deps, { userId, marketplaceId: US, scheduled: true }, signal);
      await runSqpJob(deps, { userId, marketplaceId: US }, signal);
      expect(background).toEqual([true, false]);
    },
    TEST_TIMEOUT_MS,
  );
});
