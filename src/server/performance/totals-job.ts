import { dayString } from '#core/performance/before-after';
import {
  runJsonReport,
  SALES_AND_TRAFFIC_REPORT,
  type SalesAndTrafficReport,
  type SpApiClient,
} from '../integrations/spapi/index.ts';
import type { Db } from '../db/index.ts';
import * as repo from './repo.ts';

export type TotalsOutcome = 'stored' | 'role_missing' | 'none';

/**
 * Each listing's totals over the backfill's days, from ONE Sales and Traffic report spanning them:
 * its salesAndTrafficByAsin sums the whole range per ASIN, so the 90 days are at a glance within the
 * first minute while the per-day reports (one a minute at createReport's rate) fill in the detail.
 * A report that fails leaves no totals; the per-day backfill does not depend on them.
 */
export async function importTotals(
  deps: { db: Db; config: { amazon: { speedFactor: number } } },
  client: SpApiClient,
  key: repo.TotalsKey,
  range: { from: number; to: number },
  signal: AbortSignal,
): Promise<TotalsOutcome> {
  const outcome = await runJsonReport(
    client,
    {
      reportType: SALES_AND_TRAFFIC_REPORT,
      marketplaceId: key.marketplaceId,
      reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
      dataStartTime: `${dayString(range.from)}T00:00:00Z`,
      dataEndTime: `${dayString(range.to)}T23:59:59Z`,
    },
    { speedFactor: deps.config.amazon.speedFactor, signal },
  );
  if (outcome.status === 'ROLE_MISSING') return 'role_missing';
  if (outcome.status !== 'DONE') return 'none';
  await storeTotals(deps.db, key, outcome.document, range);
  return 'stored';
}

/** The range the report covers as Amazon answers it (the last day may be cut to Amazon's yesterday). */
function coveredDays(document: SalesAndTrafficReport, asked: { from: number; to: number }) {
  const spec = document.reportSpecification;
  const day = (iso: string | undefined, fallback: number) => (iso ? iso.slice(0, 10) : dayString(fallback));
  return { fromDay: day(spec?.dataStartTime, asked.from), toDay: day(spec?.dataEndTime, asked.to) };
}

export async function storeTotals(
  db: Db,
  key: repo.TotalsKey,
  document: SalesAndTrafficReport,
  range: { from: number; to: number },
): Promise<number> {
  const covered = coveredDays(document, range);
  const rows = document.salesAndTrafficByAsin.map((r) => ({
    ...key,
    ...covered,
    asin: r.childAsin ?? r.parentAsin,
    sessions: r.trafficByAsin.sessions,
    pageViews: r.trafficByAsin.pageViews,
    unitsOrdered: r.salesByAsin.unitsOrdered,
    orderedSales: r.salesByAsin.orderedProductSales.amount,
    currency: r.salesByAsin.orderedProductSales.currencyCode,
  }));
  await repo.upsertTotals(db, rows);
  return rows.length;
}
