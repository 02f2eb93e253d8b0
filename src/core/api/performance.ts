import { z } from 'zod';
import { VERDICTS } from '../performance/before-after.ts';

/**
 * running: an import is under way; ok: every day up to lastDay is in; partial: Amazon ended a report
 * FATAL or late, the older figures stay and `message` says so; role_missing: the connection lacks
 * Amazon's Brand Analytics role, so nothing can be imported; failed: the import itself failed.
 */
export const PERFORMANCE_IMPORT_STATUSES = ['running', 'ok', 'partial', 'role_missing', 'failed'] as const;
export const PerformanceImportStatusSchema = z.enum(PERFORMANCE_IMPORT_STATUSES);

/** How fresh the figures of one marketplace are, and what the last import said. */
export const PerformanceFreshnessSchema = z.object({
  marketplaceId: z.string(),
  status: PerformanceImportStatusSchema,
  /** The newest day whose figures are in (YYYY-MM-DD). */
  lastDay: z.string().nullable(),
  /** How far the newest-first backfill has come: days in of the days it fetches (null: nothing yet). */
  backfill: z.object({ imported: z.number().int(), of: z.number().int() }).nullable(),
  checkedAt: z.string(),
  succeededAt: z.string().nullable(),
  message: z.string().nullable(),
});
export type PerformanceFreshness = z.infer<typeof PerformanceFreshnessSchema>;

export const PerformanceDaySchema = z.object({
  day: z.string(),
  sessions: z.number().int(),
  pageViews: z.number().int(),
  unitsOrdered: z.number().int(),
  sales: z.number(),
  /** Units ordered per session (Amazon's unit session percentage / 100). */
  conversion: z.number().nullable(),
  buyBoxPercentage: z.number(),
});
export type PerformanceDay = z.infer<typeof PerformanceDaySchema>;

const PushMarkSchema = z.object({ versionId: z.number().int(), day: z.string() });

const WindowSchema = z.object({
  from: z.string(),
  to: z.string(),
  sessions: z.number().int(),
  units: z.number().int(),
  conversion: z.number().nullable(),
});

export const BeforeAfterSchema = z.object({
  versionId: z.number().int(),
  pushDay: z.string(),
  days: z.number().int(),
  daysSincePush: z.number().int(),
  before: WindowSchema,
  after: WindowSchema,
  sessionsChange: z.number().nullable(),
  conversionChange: z.number().nullable(),
  interval: z.tuple([z.number(), z.number()]).nullable(),
  standardError: z.number().nullable(),
  verdict: z.enum(VERDICTS),
  cutBy: z.array(PushMarkSchema),
});
export type BeforeAfterCard = z.infer<typeof BeforeAfterSchema>;

export const PerformancePushSchema = z.object({
  versionId: z.number().int(),
  day: z.string(),
  at: z.string(),
  kind: z.string(),
  healthScore: z.number().int().nullable(),
});

/** One week (Sunday to Saturday) of Brand Analytics Search Catalog Performance for the listing's ASIN. */
export const SearchWeekSchema = z.object({
  weekStart: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  cartAdds: z.number().int(),
  purchases: z.number().int(),
});
export type SearchWeek = z.infer<typeof SearchWeekSchema>;

/**
 * Totals over the last 90 days, shown at once: from one range report while the daily backfill is
 * still coming (`dailyComplete` false), from the daily rows once every day is in.
 */
export const PerformanceTotalsSchema = z.object({
  marketplaceId: z.string(),
  from: z.string(),
  to: z.string(),
  sessions: z.number().int(),
  pageViews: z.number().int(),
  unitsOrdered: z.number().int(),
  sales: z.number(),
  currency: z.string(),
  /** Units ordered per session over the range. */
  conversion: z.number().nullable(),
  dailyComplete: z.boolean(),
});
export type PerformanceTotals = z.infer<typeof PerformanceTotalsSchema>;

/** GET /api/performance/:id */
export const ListingPerformanceSchema = z.object({
  listingId: z.number().int(),
  asin: z.string(),
  marketplaceId: z.string(),
  currency: z.string().nullable(),
  /** Figures from the Amazon emulator: synthetic, labelled "Demo data". */
  demo: z.boolean(),
  source: z.string(),
  freshness: PerformanceFreshnessSchema.nullable(),
  days: z.array(PerformanceDaySchema),
  pushes: z.array(PerformancePushSchema),
  /** Newest push first. */
  cards: z.array(BeforeAfterSchema),
  /** Brand owners only: impressions, clicks and purchases from search, oldest week first. */
  search: z.object({ source: z.string(), weeks: z.array(SearchWeekSchema) }),
  /** The listing's 90-day totals (null: not imported yet). */
  totals: PerformanceTotalsSchema.nullable(),
});
export type ListingPerformance = z.infer<typeof ListingPerformanceSchema>;

/** GET /api/performance/summary: the dashboard's "What your changes did". */
export const PerformanceSummarySchema = z.object({
  demo: z.boolean(),
  source: z.string(),
  counts: z.object(
    Object.fromEntries(VERDICTS.map((v) => [v, z.number().int()])) as Record<(typeof VERDICTS)[number], z.ZodNumber>,
  ),
  weightedChange: z.number().nullable(),
  interval: z.tuple([z.number(), z.number()]).nullable(),
  listings: z.array(
    z.object({
      listingId: z.number().int(),
      title: z.string(),
      pushDay: z.string(),
      verdict: z.enum(VERDICTS),
      conversionChange: z.number().nullable(),
    }),
  ),
  freshness: z.array(PerformanceFreshnessSchema),
  /** Every listing's 90-day totals summed, one entry per marketplace that has them. */
  totals: z.array(PerformanceTotalsSchema),
});
export type PerformanceSummary = z.infer<typeof PerformanceSummarySchema>;

/** POST /api/performance/refresh */
export const PerformanceRefreshSchema = z.object({ queued: z.number().int(), message: z.string() });
export type PerformanceRefresh = z.infer<typeof PerformanceRefreshSchema>;
