import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { getSellerConnectionFor } from '../amazon/index.ts';
import {
  SEARCH_QUERY_PERFORMANCE_REPORT,
  runJsonReport,
  type JsonReportOutcome,
  type SearchQueryPerformanceData,
  type SpApi,
} from '../integrations/spapi/index.ts';
import type { JobContext } from '../jobs/index.ts';
import type { Cipher } from '../security/index.ts';
import * as repo from './repo.ts';
import { asinBatches, latestCompleteWeek, weekTimes, type Week } from './sqp-periods.ts';
import { NO_BRAND_ANALYTICS_MESSAGE } from './service.ts';
import { MAX_KEYWORDS_PER_LISTING, writeKeywords } from './write-keywords.ts';

export type SqpJobData = {
  userId: number;
  marketplaceId: string;
  /** Queued by the weekly schedule, which nobody waits for: its reports leave part of createReport's burst to the seller's own. */
  scheduled?: boolean;
};

export type SqpDeps = { db: Db; cipher: Cipher; spapi: SpApi; config: Config; now?: () => Date };

type SqpOutcome = JsonReportOutcome<typeof SEARCH_QUERY_PERFORMANCE_REPORT>;

/**
 * One marketplace's Search Query Performance import for the latest complete week. Every batch of
 * ASINs must come back DONE and valid before anything is written: a FATAL, CANCELLED, late or
 * invalid report keeps the last good week (and says how old it is). A seller without Brand
 * Analytics is told why once, and the job ends without a retry.
 */
export async function runSqpJob(deps: SqpDeps, data: SqpJobData, ctx: Pick<JobContext, 'signal'>): Promise<void> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const save = (update: repo.SqpImportUpdate) =>
    repo.saveSqpImport(db, data.userId, data.marketplaceId, { checkedAt: new Date(), ...update });
  const connection = await getSellerConnectionFor(deps, data.userId, data.marketplaceId);
  if (!connection || !connection.marketplaceIds.includes(data.marketplaceId)) {
    await save({ status: 'failed', message: 'Connect the Amazon account that sells in this marketplace first.' });
    return;
  }
  const week = latestCompleteWeek(now);
  await save({ status: 'running', message: null });
  const listings = await repo.findSellerAsins(db, data.userId, connection.sellingPartnerId, data.marketplaceId);
  const asins = [...new Set(listings.map((l) => l.asin))];
  if (asins.length === 0) {
    await save({ status: 'ok', message: 'No listings with an ASIN in this marketplace yet: sync your listings first.' });
    return;
  }
  const client = deps.spapi.clientFor(connection, { signal: ctx.signal, background: data.scheduled === true });
  const run = (asin: string) =>
    runJsonReport(
      client,
      {
        reportType: SEARCH_QUERY_PERFORMANCE_REPORT,
        marketplaceId: data.marketplaceId,
        reportOptions: { reportPeriod: 'WEEK', asin },
        ...weekTimes(week),
      },
      { speedFactor: deps.config.amazon.speedFactor, signal: ctx.signal },
    );
  const [firstBatch, ...otherBatches] = asinBatches(asins);
  // The first batch alone: a seller without Brand Analytics is refused at once, and the other
  // batches are not sent just to be refused too.
  const first = await run(firstBatch!);
  if (first.status === 'ROLE_MISSING') {
    await save({ status: 'no-brand-analytics', message: NO_BRAND_ANALYTICS_MESSAGE });
    return;
  }
  // The rest at once: the shared createReport bucket (burst 15, then one a minute, across
  // processes) spaces the calls, and Amazon prepares the reports in parallel.
  const outcomes = [first, ...(await Promise.all(otherBatches.map(run)))];
  const failed = outcomes.find((o) => o.status !== 'DONE');
  if (failed) {
    const previous = await repo.findSqpImport(db, data.userId, data.marketplaceId);
    await save({ status: 'failed', message: failureMessage(failed, week, previous?.goodPeriodStart ?? null) });
    return;
  }
  const rows = outcomes.flatMap((o) => (o.status === 'DONE' ? o.document.dataByAsin : []));
  const idsByAsin = new Map<string, number[]>();
  for (const l of listings) idsByAsin.set(l.asin, [...(idsByAsin.get(l.asin) ?? []), l.id]);
  const newRows = keywordRows(data.userId, rows, idsByAsin, week, deps.config.amazon.useEmulator);
  await writeKeywords(
    db,
    data.userId,
    'sqp',
    listings.map((l) => l.id),
    newRows,
  );
  await save({ status: 'ok', goodPeriodStart: week.start, goodPeriodEnd: week.end, message: null });
}

function failureMessage(outcome: SqpOutcome, week: Week, kept: string | null): string {
  const why: Record<Exclude<SqpOutcome['status'], 'DONE'>, string> = {
    ROLE_MISSING: 'Amazon refused the report',
    FATAL: 'Amazon could not produce the report (FATAL)',
    CANCELLED: 'Amazon cancelled the report',
    LATE: 'Amazon has not finished the report yet',
    INVALID: 'the report Amazon sent does not match its schema',
  };
  const reason = outcome.status === 'DONE' ? '' : why[outcome.status];
  const keptText = kept ? ` Showing the week of ${kept} until it does.` : '';
  return `Search Query Performance for the week of ${week.start}: ${reason}. ListingPilot tries again with the next weekly import, or when you import now.${keptText}`;
}

/** One row per listing and query, strongest queries first, capped per listing. */
function keywordRows(
  userId: number,
  data: readonly SearchQueryPerformanceData[],
  idsByAsin: Map<string, number[]>,
  week: Week,
  demo: boolean,
): repo.NewListingKeyword[] {
  const perListing = new Map<number, Map<string, repo.NewListingKeyword>>();
  for (const d of data) {
    const keyword = d.searchQueryData.searchQuery.toLowerCase().replace(/\s+/g, ' ').trim();
    if (!keyword) continue;
    for (const listingId of idsByAsin.get(d.asin) ?? []) {
      const rows = perListing.get(listingId) ?? new Map<string, repo.NewListingKeyword>();
      perListing.set(listingId, rows);
      if (rows.has(keyword)) continue;
      rows.set(keyword, {
        userId,
        listingId,
        keyword,
        source: 'sqp',
        periodStart: week.start,
        periodEnd: week.end,
        volume: d.searchQueryData.searchQueryVolume,
        impressions: d.impressionData.asinImpressionCount,
        clicks: d.clickData.asinClickCount,
        purchases: d.purchaseData.asinPurchaseCount,
        impressionShare: d.impressionData.asinImpressionShare,
        clickShare: d.clickData.asinClickShare,
        purchaseShare: d.purchaseData.asinPurchaseShare,
        demo,
      });
    }
  }
  return [...perListing.values()].flatMap((rows) =>
    [...rows.values()].sort((a, b) => (b.volume ?? 0) - (a.volume ?? 0)).slice(0, MAX_KEYWORDS_PER_LISTING),
  );
}
