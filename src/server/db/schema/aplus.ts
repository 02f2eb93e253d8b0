import { check, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APLUS_STATUSES } from '#core/aplus/api';
import { listingIdColumn } from './listings.ts';
import { oneOf } from './one-of.ts';
import type { AplusModuleRow } from './json-types.ts';

export const aplusDrafts = pgTable(
  'aplus_drafts',
  {
    id: serial('id').primaryKey(),
    listingId: listingIdColumn(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    modules: jsonb('modules').$type<AplusModuleRow[]>().notNull(),
    status: text('status', { enum: APLUS_STATUSES }).notNull().default('DRAFT'),
    contentReferenceKey: text('content_reference_key'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Set while a publish is talking to Amazon (see claimPublish); null otherwise. */
    publishingSince: timestamp('publishing_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('aplus_drafts_listing_idx').on(t.listingId),
    check('aplus_drafts_status_check', oneOf(t.status, APLUS_STATUSES)),
  ],
);

export type AplusDraftRow = typeof aplusDrafts.$inferSelect;
export type NewAplusDraft = typeof aplusDrafts.$inferInsert;
