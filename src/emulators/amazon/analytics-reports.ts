/**
 * The JSON analytics reports: Sales and Traffic (GET_SALES_AND_TRAFFIC_REPORT) and Brand Analytics
 * Search Catalog Performance and Search Query Performance. Like Amazon, the emulator refuses them with
 * 403 Unauthorized to a seller without the Brand Analytics role, takes one marketplace per request,
 * and ends a Brand Analytics report FATAL when its dates are not the bounds of one reporting period
 * (a WEEK runs Sunday to Saturday). Every figure is synthetic (demo-figures.ts, search-queries.ts).
 */
import { createPrng, hashString } from '#core/prng';
import { invalidInput, UNAUTHORIZED, type AmazonError } from './errors.ts';
import { currencyOf, dayOf, demoDay, isoDay, parseDay, DAY_MS, type DemoDay } from './demo-figures.ts';
import { searchQueriesFor } from './search-queries.ts';
import { findSeller, nowMs, type EmulatorState, type Report, type StoredListing } from './state.ts';

export const SALES_AND_TRAFFIC = 'GET_SALES_AND_TRAFFIC_REPORT';
export const SEARCH_CATALOG_PERFORMANCE = 'GET_BRAND_ANALYTICS_SEARCH_CATALOG_PERFORMANCE_REPORT';
export const SEARCH_QUERY_PERFORMANCE = 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT';
export const ANALYTICS_REPORTS: readonly string[] = [SALES_AND_TRAFFIC, SEARCH_CATALOG_PERFORMANCE, SEARCH_QUERY_PERFORMANCE];
const ASIN_OPTION_MAX = 200;

type Spec = {
  reportType: string;
  marketplaceIds: string[];
  reportOptions?: Record<string, string>;
  dataStartTime?: string;
  dataEndTime?: string;
};

/** What createReport answers for an analytics report: refused, or accepted with its final outcome. */
export type AnalyticsDecision =
  | { refuse: { status: number; body: { errors: AmazonError[] } } }
  | { outcome: 'DONE' | 'CANCELLED' | 'FATAL'; reportOptions: Record<string, string>; start: string; end: string };

const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The period [start, end] (day numbers) of `period` that starts on `start`, or undefined when `start` begins none. */
export function periodBounds(period: string, start: number): { start: number; end: number } | undefined {
  const d = new Date(start * DAY_MS);
  if (period === 'WEEK') return d.getUTCDay() === 0 ? { start, end: start + 6 } : undefined;
  if (d.getUTCDate() !== 1) return undefined;
  const month = d.getUTCMonth();
  if (period === 'MONTH') return { start, end: dayOf(Date.UTC(d.getUTCFullYear(), month + 1, 1)) - 1 };
  if (period === 'QUARTER' && month % 3 === 0) return { start, end: dayOf(Date.UTC(d.getUTCFullYear(), month + 3, 1)) - 1 };
  return undefined;
}

export function decideAnalyticsReport(state: EmulatorState, sellingPartnerId: string, spec: Spec): AnalyticsDecision {
  const refuse = (message: string, details = '') => ({ refuse: { status: 400, body: invalidInput(message, details) } });
  if (!findSeller(state, sellingPartnerId)?.brandAnalytics) return { refuse: { status: 403, body: UNAUTHORIZED } };
  if (spec.marketplaceIds.length !== 1) return refuse('This report type accepts exactly one marketplaceId.', 'marketplaceIds');
  const options = spec.reportOptions ?? {};
  const today = dayOf(nowMs(state));
  for (const [name, value] of [
    ['dataStartTime', spec.dataStartTime],
    ['dataEndTime', spec.dataEndTime],
  ] as const)
    if (value !== undefined && !DATE.test(value)) return refuse(`Invalid ${name} ${value}.`, name);

  if (spec.reportType === SALES_AND_TRAFFIC) {
    const dateGranularity = options['dateGranularity'] ?? 'DAY';
    const asinGranularity = options['asinGranularity'] ?? 'PARENT';
    if (!['DAY', 'WEEK', 'MONTH'].includes(dateGranularity)) return refuse(`Invalid dateGranularity ${dateGranularity}.`);
    if (!['PARENT', 'CHILD', 'SKU'].includes(asinGranularity)) return refuse(`Invalid asinGranularity ${asinGranularity}.`);
    const start = spec.dataStartTime ? parseDay(spec.dataStartTime) : today - 1;
    const end = spec.dataEndTime ? parseDay(spec.dataEndTime) : start;
    if (end < start) return refuse('dataEndTime must not be before dataStartTime.', 'dataEndTime');
    // Only complete days have figures; a range with none has no data, which Amazon reports as CANCELLED.
    return {
      outcome: start < today ? 'DONE' : 'CANCELLED',
      reportOptions: { dateGranularity, asinGranularity },
      start: isoDay(start),
      end: isoDay(Math.min(end, today - 1)),
    };
  }

  const period = options['reportPeriod'];
  if (period !== 'WEEK' && period !== 'MONTH' && period !== 'QUARTER')
    return refuse('reportOptions.reportPeriod must be WEEK, MONTH or QUARTER.', 'reportOptions');
  const asinOption = spec.reportType === SEARCH_QUERY_PERFORMANCE ? 'asin' : 'asins';
  const asins = options[asinOption];
  if (spec.reportType === SEARCH_QUERY_PERFORMANCE && !asins?.trim())
    return refuse('reportOptions.asin is required for this report type.', 'reportOptions');
  if (asins !== undefined && asins.length > ASIN_OPTION_MAX)
    return refuse(`reportOptions.${asinOption} exceeds ${ASIN_OPTION_MAX} characters.`, 'reportOptions');
  const reportOptions = { reportPeriod: period, ...(asins !== undefined ? { [asinOption]: asins } : {}) };
  if (!spec.dataStartTime || !spec.dataEndTime)
    return { outcome: 'FATAL', reportOptions, start: spec.dataStartTime ?? '', end: spec.dataEndTime ?? '' };
  const start = parseDay(spec.dataStartTime);
  const bounds = periodBounds(period, start);
  const fits = bounds !== undefined && bounds.end === parseDay(spec.dataEndTime);
  const outcome = !fits ? 'FATAL' : bounds.end >= today ? 'CANCELLED' : 'DONE';
  return { outcome, reportOptions, start: isoDay(start), end: isoDay(parseDay(spec.dataEndTime)) };
}

const money = (amount: number, currencyCode: string) => ({ amount: Math.round(amount * 100) / 100, currencyCode });

function reportListings(state: EmulatorState, report: Report, asinOption: string | undefined): StoredListing[] {
  const wanted = asinOption ? new Set(asinOption.split(/\s+/).filter(Boolean)) : undefined;
  const seen = new Set<string>();
  return [...state.listings.ofSeller(report.sellerId)]
    .filter((l) => l.marketplaceId === report.marketplaceIds[0])
    .filter((l) => !wanted || wanted.has(l.asin))
    .sort((a, b) => (a.asin < b.asin ? -1 : a.asin > b.asin ? 1 : 0))
    .filter((l) => !seen.has(l.asin) && seen.add(l.asin) !== undefined);
}

function specOf(report: Report): Record<string, unknown> {
  return {
    reportType: report.reportType,
    reportOptions: report.reportOptions ?? {},
    dataStartTime: report.dataStartTime,
    dataEndTime: report.dataEndTime,
    marketplaceIds: report.marketplaceIds,
  };
}

function sumDays(days: DemoDay[]): DemoDay {
  const total = days.reduce(
    (t, d) => {
      for (const k of Object.keys(t) as (keyof DemoDay)[]) t[k] += d[k];
      return t;
    },
    {
      sessions: 0,
      browserSessions: 0,
      mobileAppSessions: 0,
      pageViews: 0,
      browserPageViews: 0,
      mobileAppPageViews: 0,
      unitsOrdered: 0,
      totalOrderItems: 0,
      sales: 0,
      buyBoxPercentage: 0,
      unitSessionPercentage: 0,
    } satisfies DemoDay,
  );
  const n = Math.max(1, days.length);
  total.buyBoxPercentage = Math.round((total.buyBoxPercentage / n) * 100) / 100;
  total.unitSessionPercentage = total.sessions === 0 ? 0 : Math.round((total.unitsOrdered / total.sessions) * 10_000) / 100;
  total.sales = Math.round(total.sales * 100) / 100;
  return total;
}

const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.min(100, Math.round((part / whole) * 10_000) / 100));

function salesAndTraffic(state: EmulatorState, report: Report): unknown {
  const listings = reportListings(state, report, undefined);
  const currency = currencyOf(report.marketplaceIds[0] ?? '');
  const today = dayOf(nowMs(state));
  const first = parseDay(report.dataStartTime ?? '');
  const last = parseDay(report.dataEndTime ?? '');
  const days: number[] = [];
  for (let d = first; d <= last; d++) days.push(d);
  const perListing = listings.map((l) => ({ l, days: days.map((d) => demoDay(l, d, today)) }));
  const byAsin = perListing.map(({ l, days: ds }) => ({ l, total: sumDays(ds) }));
  const all = sumDays(byAsin.map((a) => a.total));
  const granularity = report.reportOptions?.['asinGranularity'] ?? 'PARENT';
  const dayRows = report.reportOptions?.['dateGranularity'] === 'DAY' ? days : [first];
  return {
    reportSpecification: specOf(report),
    salesAndTrafficByDate: dayRows.map((d) => {
      const t = report.reportOptions?.['dateGranularity'] === 'DAY' ? sumDays(perListing.map((p) => p.days[d - first]!)) : all;
      return {
        date: isoDay(d),
        salesByDate: {
          orderedProductSales: money(t.sales, currency),
          unitsOrdered: t.unitsOrdered,
          totalOrderItems: t.totalOrderItems,
          averageSalesPerOrderItem: money(t.totalOrderItems ? t.sales / t.totalOrderItems : 0, currency),
          averageUnitsPerOrderItem: t.totalOrderItems ? Math.round((t.unitsOrdered / t.totalOrderItems) * 100) / 100 : 0,
          averageSellingPrice: money(t.unitsOrdered ? t.sales / t.unitsOrdered : 0, currency),
          unitsRefunded: 0,
          refundRate: 0,
          claimsGranted: 0,
          claimsAmount: money(0, currency),
          shippedProductSales: money(t.sales, currency),
          unitsShipped: t.unitsOrdered,
          ordersShipped: t.totalOrderItems,
        },
        trafficByDate: {
          browserPageViews: t.browserPageViews,
          mobileAppPageViews: t.mobileAppPageViews,
          pageViews: t.pageViews,
          browserSessions: t.browserSessions,
          mobileAppSessions: t.mobileAppSessions,
          sessions: t.sessions,
          buyBoxPercentage: t.buyBoxPercentage,
          orderItemSessionPercentage: pct(t.totalOrderItems, t.sessions),
          unitSessionPercentage: t.unitSessionPercentage,
          averageOfferCount: listings.length,
          averageParentItems: listings.length,
          feedbackReceived: 0,
          negativeFeedbackReceived: 0,
          receivedNegativeFeedbackRate: 0,
        },
      };
    }),
    salesAndTrafficByAsin: byAsin.map(({ l, total: t }) => ({
      parentAsin: l.asin,
      ...(granularity !== 'PARENT' ? { childAsin: l.asin } : {}),
      ...(granularity === 'SKU' ? { sku: l.sku } : {}),
      salesByAsin: {
        unitsOrdered: t.unitsOrdered,
        orderedProductSales: money(t.sales, currency),
        totalOrderItems: t.totalOrderItems,
      },
      trafficByAsin: {
        browserSessions: t.browserSessions,
        mobileAppSessions: t.mobileAppSessions,
        sessions: t.sessions,
        browserSessionPercentage: pct(t.browserSessions, all.browserSessions),
        mobileAppSessionPercentage: pct(t.mobileAppSessions, all.mobileAppSessions),
        sessionPercentage: pct(t.sessions, all.sessions),
        browserPageViews: t.browserPageViews,
        mobileAppPageViews: t.mobileAppPageViews,
        pageViews: t.pageViews,
        browserPageViewsPercentage: pct(t.browserPageViews, all.browserPageViews),
        mobileAppPageViewsPercentage: pct(t.mobileAppPageViews, all.mobileAppPageViews),
        pageViewsPercentage: pct(t.pageViews, all.pageViews),
        buyBoxPercentage: t.buyBoxPercentage,
        unitSessionPercentage: t.unitSessionPercentage,
      },
    })),
  };
}

function periodWeeks(report: Report): number {
  return (parseDay(report.dataEndTime ?? '') - parseDay(report.dataStartTime ?? '') + 1) / 7;
}

function shipping(total: number, rand: () => number): [number, number, number] {
  const same = Math.floor(total * (0.1 + rand() * 0.1));
  const one = Math.floor(total * (0.3 + rand() * 0.1));
  return [same, one, total - same - one];
}

function searchCatalogPerformance(state: EmulatorState, report: Report): unknown {
  const currency = currencyOf(report.marketplaceIds[0] ?? '');
  const weeks = periodWeeks(report);
  return {
    reportSpecification: specOf(report),
    dataByAsin: reportListings(state, report, report.reportOptions?.['asins']).map((l) => {
      const rand = createPrng(hashString(`scp/${l.asin}/${report.dataStartTime}`));
      const impressions = Math.round((4000 + rand() * 20_000) * weeks);
      const clicks = Math.round(impressions * (0.01 + rand() * 0.03));
      const cartAdds = Math.round(clicks * (0.1 + rand() * 0.15));
      const purchases = Math.round(cartAdds * (0.4 + rand() * 0.3));
      const [si, oi, ti] = shipping(impressions, rand);
      const [sc, oc, tc] = shipping(clicks, rand);
      const [sa, oa, ta] = shipping(cartAdds, rand);
      const [sp, op, tp] = shipping(purchases, rand);
      return {
        startDate: report.dataStartTime,
        endDate: report.dataEndTime,
        asin: l.asin,
        impressionData: {
          impressionCount: impressions,
          impressionMedianPrice: money(l.price, currency),
          sameDayShippingImpressionCount: si,
          oneDayShippingImpressionCount: oi,
          twoDayShippingImpressionCount: ti,
        },
        clickData: {
          clickCount: clicks,
          clickRate: impressions ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0,
          clickedMedianPrice: money(l.price, currency),
          sameDayShippingClickCount: sc,
          oneDayShippingClickCount: oc,
          twoDayShippingClickCount: tc,
        },
        cartAddData: {
          cartAddCount: cartAdds,
          cartAddedMedianPrice: money(l.price, currency),
          sameDayShippingCartAddCount: sa,
          oneDayShippingCartAddCount: oa,
          twoDayShippingCartAddCount: ta,
        },
        purchaseData: {
          purchaseCount: purchases,
          searchTrafficSales: money(purchases * l.price, currency),
          conversionRate: clicks ? Math.round((purchases / clicks) * 10_000) / 10_000 : 0,
          purchaseMedianPrice: money(l.price, currency),
          sameDayShippingPurchaseCount: sp,
          oneDayShippingPurchaseCount: op,
          twoDayShippingPurchaseCount: tp,
        },
      };
    }),
  };
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);

function searchQueryPerformance(state: EmulatorState, report: Report): unknown {
  const currency = currencyOf(report.marketplaceIds[0] ?? '');
  const weeks = periodWeeks(report);
  const rows: unknown[] = [];
  for (const l of reportListings(state, report, report.reportOptions?.['asin'])) {
    const queries = searchQueriesFor(l).map((query, i) => {
      const rand = createPrng(hashString(`sqp/${report.marketplaceIds[0]}/${query}/${report.dataStartTime}`));
      // The listing's real shopper query and its first phrases draw the most searches.
      const volume = Math.max(1, Math.round((300 + rand() * 12_000) * weeks * (i < 3 ? 2 : 1)));
      return { query, volume, rand };
    });
    const ranked = [...queries].sort((a, b) => b.volume - a.volume);
    for (const q of queries) {
      const rand = createPrng(hashString(`sqp/${l.asin}/${q.query}/${report.dataStartTime}`));
      const totalImpressions = Math.round(q.volume * (8 + q.rand() * 12));
      const totalClicks = Math.round(totalImpressions * (0.05 + q.rand() * 0.1));
      const totalCartAdds = Math.round(totalClicks * (0.1 + q.rand() * 0.15));
      const totalPurchases = Math.round(totalCartAdds * (0.4 + q.rand() * 0.3));
      const share = 0.005 + rand() * 0.08;
      const asinImpressions = Math.round(totalImpressions * share);
      const asinClicks = Math.min(totalClicks, Math.round(totalClicks * share * (0.6 + rand() * 0.8)));
      const asinCartAdds = Math.min(totalCartAdds, Math.round(totalCartAdds * share * (0.6 + rand() * 0.8)));
      const asinPurchases = Math.min(totalPurchases, Math.round(totalPurchases * share * (0.6 + rand() * 0.8)));
      const median = money(l.price * (0.8 + q.rand() * 0.5), currency);
      const [sc, oc, tc] = shipping(totalClicks, q.rand);
      const [sa, oa, ta] = shipping(totalCartAdds, q.rand);
      const [sp, op, tp] = shipping(totalPurchases, q.rand);
      rows.push({
        startDate: report.dataStartTime,
        endDate: report.dataEndTime,
        asin: l.asin,
        searchQueryData: { searchQuery: q.query, searchQueryScore: ranked.indexOf(q) + 1, searchQueryVolume: q.volume },
        impressionData: {
          totalQueryImpressionCount: totalImpressions,
          asinImpressionCount: asinImpressions,
          asinImpressionShare: ratio(asinImpressions, totalImpressions),
        },
        clickData: {
          totalClickCount: totalClicks,
          totalClickRate: ratio(totalClicks, totalImpressions),
          asinClickCount: asinClicks,
          asinClickShare: ratio(asinClicks, totalClicks),
          totalMedianClickPrice: median,
          asinMedianClickPrice: money(l.price, currency),
          totalSameDayShippingClickCount: sc,
          totalOneDayShippingClickCount: oc,
          totalTwoDayShippingClickCount: tc,
        },
        cartAddData: {
          totalCartAddCount: totalCartAdds,
          totalCartAddRate: ratio(totalCartAdds, totalImpressions),
          asinCartAddCount: asinCartAdds,
          asinCartAddShare: ratio(asinCartAdds, totalCartAdds),
          totalMedianCartAddPrice: median,
          asinMedianCartAddPrice: money(l.price, currency),
          totalSameDayShippingCartAddCount: sa,
          totalOneDayShippingCartAddCount: oa,
          totalTwoDayShippingCartAddCount: ta,
        },
        purchaseData: {
          totalPurchaseCount: totalPurchases,
          totalPurchaseRate: ratio(totalPurchases, totalImpressions),
          asinPurchaseCount: asinPurchases,
          asinPurchaseShare: ratio(asinPurchases, totalPurchases),
          totalMedianPurchasePrice: median,
          asinMedianPurchasePrice: money(l.price, currency),
          totalSameDayShippingPurchaseCount: sp,
          totalOneDayShippingPurchaseCount: op,
          totalTwoDayShippingPurchaseCount: tp,
        },
      });
    }
  }
  return { reportSpecification: specOf(report), dataByAsin: rows };
}

/** The JSON document of a DONE analytics report, built from the catalogue as it is now. */
export function buildAnalyticsDocument(state: EmulatorState, report: Report): unknown {
  if (report.reportType === SALES_AND_TRAFFIC) return salesAndTraffic(state, report);
  if (report.reportType === SEARCH_CATALOG_PERFORMANCE) return searchCatalogPerformance(state, report);
  return searchQueryPerformance(state, report);
}
