import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEW_SIDES, REVIEW_SOURCES } from '#core/faqs/schemas';
import { listingIdColumn } from './listings.ts';
import { oneOf } from './one-of.ts';
import type { FaqItemRow } from './json-types.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    listingId: listingIdColumn(),
    source: text('source', { enum: REVIEW_SOURCES }).notNull(),
    text: text('text').notNull(),
    rating: integer('rating'),
    reviewDate: timestamp('review_date', { withTimezone: true }),
    topic: text('topic'),
    /** Amazon's side of the topic for a Customer Feedback snippet, which has no star rating. */
    side: text('side', { enum: REVIEW_SIDES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_listing_idx').on(t.listingId),
    check('reviews_source_check', oneOf(t.source, REVIEW_SOURCES)),
    // A CHECK passes NULL: an uploaded review has no side.
    check('reviews_side_check', oneOf(t.side, REVIEW_SIDES)),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    listingId: listingIdColumn(),
    reviewCount: integer('review_count').notNull(),
    items: jsonb('items').$type<FaqItemRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('faqs_listing_idx').on(t.listingId)],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type FaqRow = typeof faqs.$inferSelect;
