import {
  beforeAfter,
  dayNumber,
  dayString,
  judgePush,
  pushWindows,
  summariseChanges,
  type BeforeAfter,
  type PushMark,
} from '#core/performance/before-after';
import type { ListingPerformance, PerformanceFreshness, PerformanceSummary, PerformanceTotals } from '#core/api/performance';
import { toCsv } from '#core/imports/csv-write';
import { BACKFILL_DAYS } from './import-job.ts';
import type { Db } from '../db/index.ts';
import type { PerformanceImportRow } from '../db/schema/index.ts';
import { getListing } from '../listings/index.ts';
import * as repo from './repo.ts';

export const CHART_DAYS = 90;
export const SOURCE = 'Amazon Sales and Traffic report (child ASIN, daily)';
export const SEARCH_SOURCE = 'Amazon Brand Analytics Search Catalog Performance report (weekly)';

export type ReadDeps = { db: Db; demo: boolean };

function backfillOf(row: PerformanceImportRow): PerformanceFreshness['backfill'] {
  if (!row.lastDay) return null;
  // No firstDay: an import made oldest day first, which is complete.
  const imported = row.firstDay ? dayNumber(row.lastDay) - dayNumber(row.firstDay) + 1 : BACKFILL_DAYS;
  return { imported: Math.min(imported, BACKFILL_DAYS), of: BACKFILL_DAYS };
}

function freshnessOf(row: PerformanceImportRow): PerformanceFreshness {
  return {
    marketplaceId: row.marketplaceId,
    status: row.status,
    lastDay: row.lastDay,
    backfill: backfillOf(row),
    checkedAt: row.checkedAt.toISOString(),
    succeededAt: row.succeededAt?.toISOString() ?? null,
    message: row.message,
  };
}

/** Whether every day of the backfill is in: until then the totals say the daily detail is still coming. */
const dailyComplete = (row: PerformanceImportRow | undefined) =>
  row ? (backfillOf(row)?.imported ?? 0) >= BACKFILL_DAYS : false;

function totalsOf(t: Omit<repo.TotalsRow, 'asin'>, marketplaceId: string, complete: boolean): PerformanceTotals {
  return {
    marketplaceId,
    from: t.fromDay,
    to: t.toDay,
    sessions: t.sessions,
    pageViews: t.pageViews,
    unitsOrdered: t.unitsOrdered,
    sales: Math.round(t.orderedSales * 100) / 100,
    currency: t.currency,
    conversion: t.sessions > 0 ? t.unitsOrdered / t.sessions : null,
    dailyComplete: complete,
  };
}

const todayOf = (now: Date) => dayString(dayNumber(now.toISOString()));

const markOf = (p: repo.PushRow): PushMark => ({ versionId: p.versionId, day: p.at.toISOString().slice(0, 10) });

/** Days passed are counted in Amazon's days: figures for a day later than our yesterday mean Amazon is there. */
function amazonClock(lastDay: string | null, today: string): { now: string; lastDay: string } {
  const now = lastDay && dayNumber(lastDay) + 1 > dayNumber(today) ? dayString(dayNumber(lastDay) + 1) : today;
  return { now, lastDay: lastDay ?? dayString(dayNumber(now) - 1) };
}

function cardsFor(
  days: { day: string; sessions: number; units: number }[],
  pushes: repo.PushRow[],
  lastDay: string | null,
  today: string,
): BeforeAfter[] {
  const marks = pushes.map(markOf);
  const clock = amazonClock(lastDay, today);
  return marks.map((m) => beforeAfter(days, m, marks, clock.lastDay, clock.now)).reverse();
}

/** The listing's 90 days, its pushes and a before/after card for each; another user's listing is a 404. */
export async function listingPerformance(
  deps: ReadDeps,
  userId: number,
  listingId: number,
  now = new Date(),
): Promise<ListingPerformance> {
  const listing = await getListing(deps.db, userId, listingId);
  const today = todayOf(now);
  const key = { userId, sellingPartnerId: listing.sellingPartnerId, marketplaceId: listing.marketplaceId };
  const states = listing.sellingPartnerId ? await repo.findImportStates(deps.db, userId, listing.sellingPartnerId) : [];
  const state = states.find((s) => s.marketplaceId === listing.marketplaceId);
  const end = state?.lastDay && state.lastDay >= today ? dayNumber(state.lastDay) + 1 : dayNumber(today);
  const [rows, pushes, weeks, totals] = await Promise.all([
    listing.asin ? repo.findDays(deps.db, key, [listing.asin], dayString(end - CHART_DAYS)) : Promise.resolve([]),
    repo.findPushes(deps.db, listing.id),
    listing.asin ? repo.findSearchWeeks(deps.db, key, listing.asin, dayString(end - CHART_DAYS)) : Promise.resolve([]),
    listing.asin ? repo.findTotals(deps.db, key, [listing.asin]) : Promise.resolve([]),
  ]);
  const figures = rows.map((r) => ({ day: r.day, sessions: r.sessions, units: r.unitsOrdered }));
  return {
    listingId: listing.id,
    asin: listing.asin,
    marketplaceId: listing.marketplaceId,
    currency: rows[0]?.currency ?? null,
    demo: deps.demo,
    source: SOURCE,
    freshness: state ? freshnessOf(state) : null,
    days: rows.map((r) => ({
      day: r.day,
      sessions: r.sessions,
      pageViews: r.pageViews,
      unitsOrdered: r.unitsOrdered,
      sales: r.orderedSales,
      conversion: r.sessions > 0 ? r.unitsOrdered / r.sessions : null,
      buyBoxPercentage: r.buyBoxPercentage,
    })),
    pushes: pushes.map((p) => ({
      versionId: p.versionId,
      day: p.at.toISOString().slice(0, 10),
      at: p.at.toISOString(),
      kind: p.kind,
      healthScore: p.healthScore,
    })),
    cards: cardsFor(figures, pushes, state?.lastDay ?? null, today),
    search: { source: SEARCH_SOURCE, weeks },
    totals: totals[0] ? totalsOf(totals[0], listing.marketplaceId, dailyComplete(state)) : null,
  };
}

/** "What your changes did": the newest push of each listing pushed in the last 90 days. */
export async function performanceSummary(deps: ReadDeps, userId: number, now = new Date()): Promise<PerformanceSummary> {
  const today = todayOf(now);
  const since = new Date((dayNumber(today) - CHART_DAYS) * 86_400_000);
  const [pushed, states, totals] = await Promise.all([
    repo.findRecentlyPushed(deps.db, userId, since),
    repo.findImportStates(deps.db, userId),
    repo.sumTotals(deps.db, userId),
  ]);
  const clockOf = new Map(
    states.map((s) => [`${s.sellingPartnerId} ${s.marketplaceId}`, amazonClock(s.lastDay, today)] as const),
  );
  // The newest push of each listing, its windows, then their sums in one query.
  const judged = pushed.map(({ listing, pushes }) => {
    const marks = pushes.map(markOf);
    const newest = marks.at(-1)!;
    const clock = clockOf.get(`${listing.sellingPartnerId} ${listing.marketplaceId}`) ?? amazonClock(null, today);
    return { listing, mark: newest, windows: pushWindows(newest, marks, clock.lastDay), now: clock.now };
  });
  const sums = await repo.sumWindows(
    deps.db,
    userId,
    judged.map(({ listing, windows }) => ({
      sellingPartnerId: listing.sellingPartnerId,
      marketplaceId: listing.marketplaceId,
      asin: listing.asin,
      before: { from: dayString(windows.before.from), to: dayString(windows.before.to) },
      after: { from: dayString(windows.after.from), to: dayString(windows.after.to) },
    })),
  );
  const cards = judged.map((j, i) => ({
    listing: j.listing,
    card: judgePush(j.mark, j.windows, sums[i]!.before, sums[i]!.after, j.now),
  }));
  cards.sort((a, b) =>
    a.card.pushDay < b.card.pushDay ? 1 : a.card.pushDay > b.card.pushDay ? -1 : a.listing.id - b.listing.id,
  );
  const summary = summariseChanges(cards.map((c) => c.card));
  return {
    demo: deps.demo,
    source: SOURCE,
    counts: summary.counts,
    weightedChange: summary.weightedChange,
    interval: summary.interval,
    listings: cards.map(({ listing, card }) => ({
      listingId: listing.id,
      title: listing.title,
      pushDay: card.pushDay,
      verdict: card.verdict,
      conversionChange: card.conversionChange,
    })),
    freshness: states.map(freshnessOf),
    totals: totals.map((t) =>
      totalsOf(
        t,
        t.marketplaceId,
        states.filter((s) => s.marketplaceId === t.marketplaceId).every((s) => dailyComplete(s)),
      ),
    ),
  };
}

const CSV_HEADER = [
  'marketplace_id',
  'asin',
  'day',
  'sessions',
  'page_views',
  'units_ordered',
  'ordered_product_sales',
  'currency',
  'unit_session_percentage',
  'buy_box_percentage',
  'source',
];

/** Daily rows as CSV: one listing's, or every listing's when `listingId` is absent. */
export async function performanceCsv(deps: ReadDeps, userId: number, listingId?: number): Promise<string> {
  let only: { sellingPartnerId: string; marketplaceId: string; asin: string } | undefined;
  if (listingId !== undefined) {
    const listing = await getListing(deps.db, userId, listingId);
    only = { sellingPartnerId: listing.sellingPartnerId, marketplaceId: listing.marketplaceId, asin: listing.asin };
  }
  const rows = await repo.findAllDays(deps.db, userId, only);
  const source = deps.demo ? 'Demo data (Amazon emulator)' : SOURCE;
  return toCsv([
    CSV_HEADER,
    ...rows.map((r) => [
      r.marketplaceId,
      r.asin,
      r.day,
      String(r.sessions),
      String(r.pageViews),
      String(r.unitsOrdered),
      r.orderedSales.toFixed(2),
      r.currency,
      String(r.unitSessionPercentage),
      String(r.buyBoxPercentage),
      source,
    ]),
  ]);
}
