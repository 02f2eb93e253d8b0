import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ListingImage } from '#core/listings/content';
import type { HealthIssueRow, AmazonIssueRow } from './json-types.ts';
import { users } from './accounts.ts';

export const amazonConnections = pgTable('amazon_connections', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  sellingPartnerId: text('selling_partner_id').notNull(),
  region: text('region').notNull(),
  /** AES-256-GCM ciphertext (iv.tag.data, base64url) of the LWA refresh token. */
  refreshTokenEnc: text('refresh_token_enc').notNull(),
  marketplaceIds: jsonb('marketplace_ids').$type<string[]>().notNull().default([]),
  lastSynced: timestamp('last_synced', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'amazon' (synced) or 'file' (uploaded); file listings cannot be pushed until connected. */
    source: text('source').notNull(),
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
    status: text('status').notNull().default('ACTIVE'),
    healthScore: integer('health_score'),
    issues: jsonb('issues').$type<HealthIssueRow[]>().notNull().default([]),
    /** Stored so a listings page never reads (and de-TOASTs) the issue lists of the rows it skips. */
    issueCount: integer('issue_count').generatedAlwaysAs(sql`jsonb_array_length(issues)`),
    policyVersion: text('policy_version'),
    amazonIssues: jsonb('amazon_issues').$type<AmazonIssueRow[]>().notNull().default([]),
    /** Last push: Amazon's submission id and what the follow-up check found. */
    submissionId: text('submission_id'),
    submissionStatus: text('submission_status'),
    syncRunId: integer('sync_run_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_user_marketplace_sku_idx').on(t.userId, t.marketplaceId, t.sku),
    // One index per listings-page order (repo.ts orderFor), so a page reads its 25 rows and stops,
    // whatever the statistics say (PGlite has no autovacuum to keep them current).
    index('listings_user_id_idx').on(t.userId, t.id),
    // Scanned backwards it serves `desc nulls last` too.
    index('listings_user_score_idx').on(t.userId, t.healthScore.asc().nullsFirst(), t.id),
    index('listings_user_updated_idx').on(t.userId, t.updatedAt.desc().nullsFirst(), t.id),
  ],
);

export const listingVersions = pgTable(
  'listing_versions',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** imported | ai_draft | user_edit | pushed | rolled_back */
    kind: text('kind').notNull(),
    author: text('author').notNull(),
    language: text('language'),
    title: text('title').notNull(),
    bullets: jsonb('bullets').$type<string[]>().notNull(),
    description: text('description').notNull(),
    healthScore: integer('health_score'),
    /** Guardrails that fired while producing an AI draft. */
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    submissionId: text('submission_id'),
    submissionStatus: text('submission_status'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_versions_listing_idx').on(t.listingId), uniqueIndex('listing_versions_listing_idem_idx').on(t.listingId, t.idempotencyKey)],
);

export const syncRuns = pgTable('sync_runs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('queued'),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  /** Where a resumed job picks up (report id, processed SKUs are in listings.sync_run_id). */
  checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>().notNull().default({}),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Last progress: a running import silent for longer than its job can live has died (claimSyncRun). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
