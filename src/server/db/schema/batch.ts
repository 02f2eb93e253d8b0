import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts.ts';
import { BATCH_STATUSES, type BatchItem } from '#core/api/publish';
import { LANGUAGE_CODES } from '#core/languages';
import { oneOf } from './one-of.ts';

/** One batch optimisation run; `items` is also its checkpoint (a resumed job skips finished items). */
export const batchRuns = pgTable(
  'batch_runs',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('queued'),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    items: jsonb('items').$type<BatchItem[]>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('batch_runs_user_idx').on(t.userId),
    check('batch_runs_status_check', oneOf(t.status, BATCH_STATUSES)),
    check('batch_runs_language_check', oneOf(t.language, LANGUAGE_CODES)),
  ],
);

export type BatchRunRow = typeof batchRuns.$inferSelect;
export type NewBatchRun = typeof batchRuns.$inferInsert;
