import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { KEYWORD_SOURCES, SQP_STATUSES } from '#core/api/keywords';
import { userIdColumn } from './accounts.ts';
import { listingIdColumn } from './listings.ts';
import { oneOf } from './one-of.ts';

/**
 * The shopper queries known for a listing, one row per (listing, source, query): a new SQP week or
 * a new upload replaces that source's rows of the listing (docs/keywords.md).
 */
export const listingKeywords = pgTable(
  'listing_keywords',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    listingId: listingIdColumn(),
    keyword: text('keyword').notNull(),
    source: text('source', { enum: KEYWORD_SOURCES }).notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    volume: integer('volume'),
    impressions: integer('impressions'),
    clicks: integer('clicks'),
    purchases: integer('purchases'),
    impressionShare: doublePrecision('impression_share'),
    clickShare: doublePrecision('click_share'),
    purchaseShare: doublePrecision('purchase_share'),
    targeted: boolean('targeted').notNull().default(false),
    /** From the Amazon emulator: synthetic figures, labelled as demo data. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_keywords_listing_source_keyword_idx').on(t.listingId, t.source, t.keyword),
    index('listing_keywords_user_idx').on(t.userId),
    check('listing_keywords_source_check', oneOf(t.source, KEYWORD_SOURCES)),
  ],
);

/** Where the Search Query Performance import of one marketplace stands, per user. */
export const sqpImports = pgTable(
  'sqp_imports',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    marketplaceId: text('marketplace_id').notNull(),
    status: text('status', { enum: SQP_STATUSES }).notNull().default('queued'),
    /** The last week imported whole: what the Keywords table shows until a newer week succeeds. */
    goodPeriodStart: date('good_period_start', { mode: 'string' }),
    goodPeriodEnd: date('good_period_end', { mode: 'string' }),
    /** Why the last attempt brought nothing new, in the seller's words. */
    message: text('message'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sqp_imports_user_marketplace_idx').on(t.userId, t.marketplaceId),
    check('sqp_imports_status_check', oneOf(t.status, SQP_STATUSES)),
  ],
);

export type ListingKeywordRow = typeof listingKeywords.$inferSelect;
export type NewListingKeyword = typeof listingKeywords.$inferInsert;
export type SqpImportRow = typeof sqpImports.$inferSelect;
