import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LISTING_SOURCES, LISTING_STATUSES } from '#core/api/listings';
import { SUBMISSION_STATUSES } from '#core/api/publish';
import type { ListingImage } from '#core/listings/content';
import type { HealthIssueRow, AmazonIssueRow } from './json-types.ts';
import { userIdColumn } from './accounts.ts';
import { oneOf } from './one-of.ts';

/** The listing the row belongs to: required, and the row goes when the listing does. */
export function listingIdColumn() {
  return integer('listing_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' });
}

export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    /** File listings cannot be pushed until connected. */
    source: text('source', { enum: LISTING_SOURCES }).notNull(),
    /**
     * The Amazon seller account the listing was synced from; '' for uploaded files (no seller). Part
     * of the key: two seller accounts of one user can both have a SKU, and one's sync never touches
     * the other's rows (docs/sellers-and-archive.md).
     */
    sellingPartnerId: text('selling_partner_id').notNull().default(''),
    marketplaceId: text('marketplace_id').notNull(),
    sku: text('sku').notNull(),
    asin: text('asin').notNull().default(''),
    productType: text('product_type'),
    brand: text('brand'),
    title: text('title').notNull().default(''),
    bullets: jsonb('bullets').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    searchTerms: text('search_terms'),
    imageUrl: text('image_url').notNull().default(''),
    images: jsonb('images').$type<ListingImage[] | null>(),
    isMedia: boolean('is_media').notNull().default(false),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('ACTIVE'),
    healthScore: integer('health_score'),
    issues: jsonb('issues').$type<HealthIssueRow[]>().notNull().default([]),
    /** Stored so a listings page never reads (and de-TOASTs) the issue lists of the rows it skips. */
    issueCount: integer('issue_count').generatedAlwaysAs(sql`jsonb_array_length(issues)`),
    policyVersion: text('policy_version'),
    amazonIssues: jsonb('amazon_issues').$type<AmazonIssueRow[]>().notNull().default([]),
    /** Last push: Amazon's submission id and what the follow-up check found. */
    submissionId: text('submission_id'),
    submissionStatus: text('submission_status', { enum: SUBMISSION_STATUSES }),
    syncRunId: integer('sync_run_id'),
    /** Set while the listing's seller account is not the connected one: read-only, kept until the user deletes it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Set when a complete sync pass no longer found it at Amazon; cleared when Amazon has it again. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_user_seller_marketplace_sku_idx').on(t.userId, t.sellingPartnerId, t.marketplaceId, t.sku),
    // One index per listings-page order (repo.ts orderFor), so a page reads its 25 rows and stops,
    // whatever the statistics say (PGlite has no autovacuum to keep them current).
    index('listings_user_id_idx').on(t.userId, t.id),
    // The current (not archived) listings: what My Listings, its count and the dashboard read.
    index('listings_user_current_idx')
      .on(t.userId, t.id)
      .where(sql`${t.archivedAt} is null`),
    // Scanned backwards it serves `desc nulls last` too.
    index('listings_user_score_idx').on(t.userId, t.healthScore.asc().nullsFirst(), t.id),
    index('listings_user_updated_idx').on(t.userId, t.updatedAt.desc().nullsFirst(), t.id),
    check('listings_source_check', oneOf(t.source, LISTING_SOURCES)),
    check('listings_status_check', oneOf(t.status, LISTING_STATUSES)),
    check('listings_submission_status_check', oneOf(t.submissionStatus, SUBMISSION_STATUSES)),
  ],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;
