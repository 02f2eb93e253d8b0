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
import { importTotals } from './totals-job.ts';

export type PerformanceJobData = { userId: number; region: Region };
export type PerformanceDeps = { db: Db; cipher: Cipher; spapi: SpApi; config: Config };
type ImportKey = { userId: number; sellingPartnerId: string; marketplaceId: string };

/** The first import reaches this far back. */
export const BACKFILL_DAYS = 90;
/** Amazon revises recent days: each import fetches these again, and the new figures replace the old. */
export const REVISION_DAYS = 3;
/** Reports in flight per marketplace: the shared createReport bucket paces them anyway. */
const CONCURRENCY = 4;
/** The 90-day totals are asked for again once they end this many days before yesterday. */
const TOTALS_STALE_DAYS = 8;
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
 * Imports Sales and Traffic for every marketplace of the connection that has listings: on the first
 * run one report over the 90 days for each listing's totals (totals-job.ts), and one report per
 * day (the report sums its range per ASIN, so only one-day reports give daily rows), newest day first:
 * the last 90 days on the first run, then from yesterday back to a few days before the last good day,
 * and on with a backfill an earlier run left unfinished. A FATAL, late or malformed report
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
    // The 90-day totals are asked for first, beside the per-day reports: one createReport, on the
    // first import and then once a week.
    const today = dayNumber(now().toISOString());
    const totalsTo = await repo.totalsUpTo(deps.db, key);
    const totals =
      totalsTo && dayNumber(totalsTo) >= today - TOTALS_STALE_DAYS
        ? null
        : importTotals(deps, client, key, { from: today - BACKFILL_DAYS, to: today - 1 }, ctx.signal).catch(() => 'none');
    let result: 'done' | 'role_missing';
    try {
      result = await importMarketplace(
        deps,
        client,
        key,
        { lastDay: state?.lastDay ?? null, firstDay: state?.firstDay ?? null },
        ctx.signal,
        now(),
      );
    } finally {
      await totals;
    }
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

type DayRange = { from: number; to: number };

/**
 * The days an import fetches, newest first: from yesterday back to a few days before the last good
 * day (Amazon revises those), then the backfill on from the oldest day reached to the 90th.
 */
export function daysToFetch(state: { lastDay: string | null; firstDay: string | null }, today: number): DayRange[] {
  const oldest = today - BACKFILL_DAYS;
  if (!state.lastDay) return [{ from: today - 1, to: oldest }];
  const last = dayNumber(state.lastDay);
  const ranges: DayRange[] = [];
  if (last + 1 - REVISION_DAYS <= today - 1) ranges.push({ from: today - 1, to: Math.max(oldest, last + 1 - REVISION_DAYS) });
  // No firstDay: an import made oldest day first, complete back to its start.
  const first = state.firstDay ? dayNumber(state.firstDay) : oldest;
  if (first > oldest) ranges.push({ from: Math.min(first - 1, (ranges[0]?.to ?? today) - 1), to: oldest });
  return ranges;
}

async function importMarketplace(
  deps: PerformanceDeps,
  client: SpApiClient,
  key: ImportKey,
  state: { lastDay: string | null; firstDay: string | null },
  signal: AbortSignal,
  now: Date,
): Promise<'done' | 'role_missing'> {
  const today = dayNumber(now.toISOString());
  let last = state.lastDay;
  let first = state.firstDay ?? (state.lastDay ? dayString(today - BACKFILL_DAYS) : null);
  // Amazon's day, not ours: a report's createdTime past our today (the emulator's clock control) brings its newer days next.
  let amazonToday = today;
  await repo.saveImportState(deps.db, key, { status: 'running', message: null });
  try {
    let ranges = daysToFetch({ lastDay: last, firstDay: first }, today);
    while (ranges.length > 0) {
      const [range, ...rest] = ranges;
      // The newest segment of a later import joins what is in only once whole: no gap below lastDay.
      const joining = last !== null && range!.from > dayNumber(last);
      let reached: number | null = null;
      for (let start = range!.from; start >= range!.to; start -= CONCURRENCY) {
        const days = Array.from({ length: Math.min(CONCURRENCY, start - range!.to + 1) }, (_, i) => dayString(start - i));
        const outcomes = await Promise.all(days.map((day) => fetchDay(deps, client, key.marketplaceId, day, signal)));
        for (const [i, outcome] of outcomes.entries()) {
          const day = days[i]!;
          if (outcome.status === 'ROLE_MISSING') return 'role_missing';
          if (outcome.status === 'DONE' || outcome.status === 'CANCELLED')
            amazonToday = Math.max(amazonToday, dayNumber(outcome.createdTime));
          if (outcome.status === 'DONE') {
            await storeDay(deps.db, key, day, outcome.document);
          } else if (outcome.status !== 'CANCELLED') {
            // CANCELLED is a day without data; anything else stops here with the days reached kept.
            await repo.saveImportState(deps.db, key, {
              status: 'partial',
              message: failureMessage(outcome, `Sales and Traffic report for ${day}`, last),
              lastDay: last,
              firstDay: first,
            });
            return 'done';
          }
          reached = dayNumber(day);
          if (!joining) {
            last ??= day;
            if (first === null || day < first) first = day;
          }
        }
        if (!joining)
          await repo.saveImportState(deps.db, key, { status: 'running', message: null, lastDay: last, firstDay: first });
      }
      if (joining && reached !== null) {
        last = dayString(range!.from);
        await repo.saveImportState(deps.db, key, { status: 'running', message: null, lastDay: last, firstDay: first });
      }
      ranges = rest;
      if (ranges.length === 0 && last && amazonToday > dayNumber(last) + 1)
        ranges = daysToFetch({ lastDay: last, firstDay: first }, amazonToday).filter((r) => r.from > dayNumber(last!));
    }
    await repo.saveImportState(deps.db, key, { status: 'ok', message: null, lastDay: last, firstDay: first, succeeded: true });
    return 'done';
  } catch (error) {
    if (signal.aborted) throw error;
    await repo.saveImportState(deps.db, key, {
      status: 'failed',
      message:
        `The import stopped: ${(error as Error).message.slice(0, 200)}. ${last ? `Figures up to ${last} are kept.` : ''}`.trim(),
      lastDay: last,
      firstDay: first,
    });
    throw error;
  }
}

function fetchDay(deps: PerformanceDeps, client: SpApiClient, marketplaceId: string, day: string, signal: AbortSignal) {
  return runJsonReport(
    client,
    {
      reportType: SALES_AND_TRAFFIC_REPORT,
      marketplaceId,
      reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
      ...reportDay(day),
    },
    { speedFactor: deps.config.amazon.speedFactor, signal },
  );
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
