import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBMISSION_STATUSES, VERSION_KINDS } from '#core/api/publish';
import { LANGUAGE_CODES } from '#core/languages';
import { userIdColumn } from './accounts.ts';
import { listingIdColumn } from './listings.ts';
import { oneOf } from './one-of.ts';

/**
 * The previews Amazon found valid, by the nonce their id carries: a confirm spends its preview, so
 * the same id cannot push the same patch again (after a revert put the text back, say).
 */
export const pushPreviews = pgTable(
  'push_previews',
  {
    nonce: text('nonce').primaryKey(),
    userId: userIdColumn(),
    listingId: listingIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    /** The idempotency key of the confirm that spent it: a retry of that confirm may send it again. */
    spentKey: text('spent_key'),
  },
  (t) => [index('push_previews_user_created_idx').on(t.userId, t.createdAt)],
);

/** Every text a listing had: as imported, each AI draft, each push and rollback, with Amazon's verdict. */
export const listingVersions = pgTable(
  'listing_versions',
  {
    id: serial('id').primaryKey(),
    listingId: listingIdColumn(),
    kind: text('kind', { enum: VERSION_KINDS }).notNull(),
    author: text('author').notNull(),
    language: text('language', { enum: LANGUAGE_CODES }),
    title: text('title').notNull(),
    bullets: jsonb('bullets').$type<string[]>().notNull(),
    description: text('description').notNull(),
    /** Backend search terms of this version; null when not recorded (versions older than the field). */
    searchTerms: text('search_terms'),
    healthScore: integer('health_score'),
    /** Guardrails that fired while producing an AI draft. */
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    submissionId: text('submission_id'),
    submissionStatus: text('submission_status', { enum: SUBMISSION_STATUSES }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_versions_listing_idx').on(t.listingId),
    uniqueIndex('listing_versions_listing_idem_idx').on(t.listingId, t.idempotencyKey),
    check('listing_versions_kind_check', oneOf(t.kind, VERSION_KINDS)),
    check('listing_versions_language_check', oneOf(t.language, LANGUAGE_CODES)),
    check('listing_versions_submission_status_check', oneOf(t.submissionStatus, SUBMISSION_STATUSES)),
  ],
);

export type ListingVersionRow = typeof listingVersions.$inferSelect;
export type NewListingVersion = typeof listingVersions.$inferInsert;
