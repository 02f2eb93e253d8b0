import { dayNumber, dayString } from '#core/performance/before-after';
import type { Region } from '#core/regions';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { getSellerConnection } from '../amazon/index.ts';
import {
  runJsonReport,
  SALES_AND_TRAFFIC_REPORT,
  SEARCH_CATALOG_PERFORMANCE_REPORT,
  type JsonReportOutcome,
  type JsonReportType,
  type SalesAndTrafficReport,
  type SpApi,
  type SpApiClient,
} from '../integrations/spapi/index.ts';
import type { JobContext } from '../jobs/index.ts';
import type { Cipher } from '../security/index.ts';
import * as repo from './repo.ts';

export type PerformanceJobData = { userId: number; region: Region };
export type PerformanceDeps = { db: Db; cipher: Cipher; spapi: SpApi; config: Config };
type ImportKey = { userId: number; sellingPartnerId: string; marketplaceId: string };

/** The first import reaches this far back. */
export const BACKFILL_DAYS = 90;
/** Amazon revises recent days: each import fetches these again, and the new figures replace the old. */
export const REVISION_DAYS = 3;
/** Reports in flight per marketplace: the shared createReport bucket paces them anyway. */
const CONCURRENCY = 4;
/** Search Catalog Performance weeks fetched on the first import. */
const BACKFILL_WEEKS = 4;

export const ROLE_MISSING_MESSAGE =
  "Amazon did not give ListingPilot access to this seller's Sales and Traffic and Brand Analytics reports: they need Amazon's Brand Analytics role, which only brand-registered sellers have. Enrol your brand in Amazon Brand Registry, then connect your seller account again.";

const reportDay = (day: string) => ({ dataStartTime: `${day}T00:00:00Z`, dataEndTime: `${day}T23:59:59Z` });

function failureMessage(outcome: JsonReportOutcome<JsonReportType>, what: string, kept: string | null): string {
  const why =
    outcome.status === 'LATE'
      ? `Amazon has not finished the ${what} in time`
      : outcome.status === 'INVALID'
        ? `Amazon's ${what} did not have the expected shape`
        : `Amazon could not prepare the ${what}`;
  return `${why}. ${kept ? `Figures up to ${kept} are kept` : 'Nothing was imported yet'}; the next import tries again.`;
}

/**
 * Imports Sales and Traffic for every marketplace of the connection that has listings: one report per
 * day (the report sums its range per ASIN, so only one-day reports give daily rows), the last 90 days
 * on the first run, then from a few days before the last good day. A FATAL, late or malformed report
 * stops that marketplace and keeps what is in; a missing role stops the run and says why.
 */
export async function runPerformanceImport(
  deps: PerformanceDeps,
  data: PerformanceJobData,
  ctx: Pick<JobContext, 'signal'>,
  now: () => Date = () => new Date(),
): Promise<void> {
  const connection = await getSellerConnection(deps, data.userId, data.region);
  if (!connection) return;
  const asins = await repo.findListingAsins(deps.db, data.userId, connection.sellingPartnerId);
  const marketplaces = [...new Set(asins.map((a) => a.marketplaceId))]
    .filter((m) => connection.marketplaceIds.length === 0 || connection.marketplaceIds.includes(m))
    .sort();
  // Background: the backfill's 90 reports must not hold up a sync's listings report (docs/performance-tracking.md#rates).
  const client = deps.spapi.clientFor(connection, { signal: ctx.signal, background: true });
  const states = new Map(
    (await repo.findImportStates(deps.db, data.userId, connection.sellingPartnerId)).map((s) => [s.marketplaceId, s]),
  );
  for (const marketplaceId of marketplaces) {
    const key = { userId: data.userId, sellingPartnerId: connection.sellingPartnerId, marketplaceId };
    const state = states.get(marketplaceId);
    const result = await importMarketplace(deps, client, key, state?.lastDay ?? null, ctx.signal, now());
    if (result === 'role_missing') {
      for (const m of marketplaces)
        await repo.saveImportState(
          deps.db,
          { ...key, marketplaceId: m },
          { status: 'role_missing', message: ROLE_MISSING_MESSAGE },
        );
      return;
    }
    await importSearchWeeks(deps, client, key, state?.lastWeek ?? null, ctx.signal, now());
  }
}

async function importMarketplace(
  deps: PerformanceDeps,
  client: SpApiClient,
  key: ImportKey,
  lastDay: string | null,
  signal: AbortSignal,
  now: Date,
): Promise<'done' | 'role_missing'> {
  // Amazon's day, not ours: each report's createdTime moves `today` on (the emulator's clock control too).
  let today = dayNumber(now.toISOString());
  const oldest = today - BACKFILL_DAYS;
  const first = lastDay ? Math.max(oldest, dayNumber(lastDay) + 1 - REVISION_DAYS) : oldest;
  let good = lastDay;
  await repo.saveImportState(deps.db, key, { status: 'running', message: null });
  try {
    for (let start = first; start < today; start += CONCURRENCY) {
      const days = Array.from({ length: Math.min(CONCURRENCY, today - start) }, (_, i) => dayString(start + i));
      const outcomes = await Promise.all(
        days.map((day) =>
          runJsonReport(
            client,
            {
              reportType: SALES_AND_TRAFFIC_REPORT,
              marketplaceId: key.marketplaceId,
              reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
              ...reportDay(day),
            },
            { speedFactor: deps.config.amazon.speedFactor, signal },
          ),
        ),
      );
      for (const [i, outcome] of outcomes.entries()) {
        const day = days[i]!;
        if (outcome.status === 'ROLE_MISSING') return 'role_missing';
        if (outcome.status === 'DONE' || outcome.status === 'CANCELLED') today = Math.max(today, dayNumber(outcome.createdTime));
        if (outcome.status === 'DONE') {
          await storeDay(deps.db, key, day, outcome.document);
        } else if (outcome.status !== 'CANCELLED') {
          // CANCELLED is a day without data; anything else stops here with the older days kept.
          await repo.saveImportState(deps.db, key, {
            status: 'partial',
            message: failureMessage(outcome, `Sales and Traffic report for ${day}`, good),
            lastDay: good,
          });
          return 'done';
        }
        if (!good || day > good) good = day;
      }
      await repo.saveImportState(deps.db, key, { status: 'running', message: null, lastDay: good });
    }
    await repo.saveImportState(deps.db, key, { status: 'ok', message: null, lastDay: good, succeeded: true });
    return 'done';
  } catch (error) {
    if (signal.aborted) throw error;
    await repo.saveImportState(deps.db, key, {
      status: 'failed',
      message:
        `The import stopped: ${(error as Error).message.slice(0, 200)}. ${good ? `Figures up to ${good} are kept.` : ''}`.trim(),
      lastDay: good,
    });
    throw error;
  }
}

/** One day's Sales and Traffic document into its rows; the bench times the import through this too. */
export async function storeDay(db: Db, key: ImportKey, day: string, document: SalesAndTrafficReport): Promise<number> {
  const rows = document.salesAndTrafficByAsin.map((r) => ({
    ...key,
    asin: r.childAsin ?? r.parentAsin,
    day,
    sessions: r.trafficByAsin.sessions,
    pageViews: r.trafficByAsin.pageViews,
    unitsOrdered: r.salesByAsin.unitsOrdered,
    orderedSales: r.salesByAsin.orderedProductSales.amount,
    currency: r.salesByAsin.orderedProductSales.currencyCode,
    unitSessionPercentage: r.trafficByAsin.unitSessionPercentage,
    buyBoxPercentage: r.trafficByAsin.buyBoxPercentage,
  }));
  await repo.upsertDaily(db, rows);
  return rows.length;
}

/** The Sunday that starts the last complete week before `today`. */
function lastCompleteWeek(today: number): number {
  let end = today - 1;
  while (new Date(end * 86_400_000).getUTCDay() !== 6) end--;
  return end - 6;
}

/** Brand Analytics Search Catalog Performance, one weekly report per missing week; failures keep older weeks. */
async function importSearchWeeks(
  deps: PerformanceDeps,
  client: SpApiClient,
  key: ImportKey,
  lastWeek: string | null,
  signal: AbortSignal,
  now: Date,
): Promise<void> {
  const latest = lastCompleteWeek(dayNumber(now.toISOString()));
  let week = lastWeek ? dayNumber(lastWeek) + 7 : latest - 7 * (BACKFILL_WEEKS - 1);
  for (; week <= latest; week += 7) {
    const outcome = await runJsonReport(
      client,
      {
        reportType: SEARCH_CATALOG_PERFORMANCE_REPORT,
        marketplaceId: key.marketplaceId,
        reportOptions: { reportPeriod: 'WEEK' },
        dataStartTime: `${dayString(week)}T00:00:00Z`,
        dataEndTime: `${dayString(week + 6)}T23:59:59Z`,
      },
      { speedFactor: deps.config.amazon.speedFactor, signal },
    );
    if (outcome.status === 'CANCELLED') continue;
    if (outcome.status !== 'DONE') return;
    await repo.upsertSearchWeekly(
      deps.db,
      outcome.document.dataByAsin.map((r) => ({
        ...key,
        asin: r.asin,
        weekStart: dayString(week),
        impressions: r.impressionData.impressionCount,
        clicks: r.clickData.clickCount,
        cartAdds: r.cartAddData.cartAddCount,
        purchases: r.purchaseData.purchaseCount,
        searchSales: r.purchaseData.searchTrafficSales.amount,
        currency: r.purchaseData.searchTrafficSales.currencyCode,
      })),
    );
    const states = await repo.findImportStates(deps.db, key.userId, key.sellingPartnerId);
    const current = states.find((s) => s.marketplaceId === key.marketplaceId);
    if (current)
      await repo.saveImportState(deps.db, key, { status: current.status, message: current.message, lastWeek: dayString(week) });
  }
}
