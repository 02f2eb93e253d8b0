import { check, date, doublePrecision, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PERFORMANCE_IMPORT_STATUSES } from '#core/api/performance';
import { userIdColumn } from './accounts.ts';
import { oneOf } from './one-of.ts';

/**
 * Amazon's Sales and Traffic figures, one row per ASIN, marketplace and day (docs/performance-tracking.md).
 * Keyed by ASIN rather than listing: the import needs no listing rows, and a re-imported (revised)
 * day replaces its row. Owned by src/server/performance.
 */
export const performanceDaily = pgTable(
  'performance_daily',
  {
    userId: userIdColumn(),
    sellingPartnerId: text('selling_partner_id').notNull(),
    marketplaceId: text('marketplace_id').notNull(),
    asin: text('asin').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sessions: integer('sessions').notNull(),
    pageViews: integer('page_views').notNull(),
    unitsOrdered: integer('units_ordered').notNull(),
    orderedSales: doublePrecision('ordered_sales').notNull(),
    currency: text('currency').notNull(),
    unitSessionPercentage: doublePrecision('unit_session_percentage').notNull(),
    buyBoxPercentage: doublePrecision('buy_box_percentage').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The index also INCLUDEs sessions and units_ordered (migration 0029), which Drizzle cannot declare:
  // the dashboard card's sums read it alone.
  (t) => [uniqueIndex('performance_daily_key_idx').on(t.userId, t.sellingPartnerId, t.marketplaceId, t.asin, t.day)],
);

/**
 * Each ASIN's totals over the first import's 90 days, from one range Sales and Traffic report (its
 * salesAndTrafficByAsin sums the range): shown at once while the per-day backfill is still coming.
 */
export const performanceTotals = pgTable(
  'performance_totals',
  {
    userId: userIdColumn(),
    sellingPartnerId: text('selling_partner_id').notNull(),
    marketplaceId: text('marketplace_id').notNull(),
    asin: text('asin').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    sessions: integer('sessions').notNull(),
    pageViews: integer('page_views').notNull(),
    unitsOrdered: integer('units_ordered').notNull(),
    orderedSales: doublePrecision('ordered_sales').notNull(),
    currency: text('currency').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('performance_totals_key_idx').on(t.userId, t.sellingPartnerId, t.marketplaceId, t.asin)],
);

/** Brand Analytics Search Catalog Performance, one row per ASIN, marketplace and week (Sunday start). */
export const performanceSearchWeekly = pgTable(
  'performance_search_weekly',
  {
    userId: userIdColumn(),
    sellingPartnerId: text('selling_partner_id').notNull(),
    marketplaceId: text('marketplace_id').notNull(),
    asin: text('asin').notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull(),
    clicks: integer('clicks').notNull(),
    cartAdds: integer('cart_adds').notNull(),
    purchases: integer('purchases').notNull(),
    searchSales: doublePrecision('search_sales').notNull(),
    currency: text('currency').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('performance_search_weekly_key_idx').on(t.userId, t.sellingPartnerId, t.marketplaceId, t.asin, t.weekStart),
  ],
);

/** Where each marketplace's import stands: the last good day and week, and why the last run stopped. */
export const performanceImports = pgTable(
  'performance_imports',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    sellingPartnerId: text('selling_partner_id').notNull(),
    marketplaceId: text('marketplace_id').notNull(),
    status: text('status', { enum: PERFORMANCE_IMPORT_STATUSES }).notNull().default('running'),
    /** The newest day whose figures are in, with every day before it back to firstDay. */
    lastDay: date('last_day', { mode: 'string' }),
    /**
     * The oldest day the newest-first backfill has reached (null with a lastDay: an import made
     * oldest day first, complete back to its start).
     */
    firstDay: date('first_day', { mode: 'string' }),
    lastWeek: date('last_week', { mode: 'string' }),
    /** Shown as is: why the last run kept older data (FATAL, late) or imported nothing (no role). */
    message: text('message'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('performance_imports_key_idx').on(t.userId, t.sellingPartnerId, t.marketplaceId),
    check('performance_imports_status_check', oneOf(t.status, PERFORMANCE_IMPORT_STATUSES)),
  ],
);

export type PerformanceDailyRow = typeof performanceDaily.$inferSelect;
export type NewPerformanceDaily = typeof performanceDaily.$inferInsert;
export type PerformanceTotalsRow = typeof performanceTotals.$inferSelect;
export type PerformanceImportRow = typeof performanceImports.$inferSelect;
