import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';
import type { AplusModuleRow, FaqItemRow } from './json-types.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** upload | customer_feedback */
    source: text('source').notNull(),
    text: text('text').notNull(),
    rating: integer('rating'),
    reviewDate: timestamp('review_date', { withTimezone: true }),
    topic: text('topic'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_listing_idx').on(t.listingId)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull(),
    items: jsonb('items').$type<FaqItemRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('faqs_listing_idx').on(t.listingId)],
);

export const aplusDrafts = pgTable(
  'aplus_drafts',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    modules: jsonb('modules').$type<AplusModuleRow[]>().notNull(),
    status: text('status').notNull().default('DRAFT'),
    contentReferenceKey: text('content_reference_key'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Set while a publish is talking to Amazon (see claimPublish); null otherwise. */
    publishingSince: timestamp('publishing_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('aplus_drafts_listing_idx').on(t.listingId)],
);
