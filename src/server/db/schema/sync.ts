import { check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { SYNC_STATUSES } from '#core/api/amazon';
import { REVIEW_FETCH_STATUSES } from '#core/faqs/schemas';
import { REGIONS } from '#core/regions';
import { userIdColumn } from './accounts.ts';
import { oneOf } from './one-of.ts';

export const syncRuns = pgTable(
  'sync_runs',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    /** The region whose connection this run imports; one run per (user, region) at a time. */
    region: text('region', { enum: REGIONS }).notNull().default('NA'),
    status: text('status', { enum: SYNC_STATUSES }).notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** Where a resumed job picks up (report id, processed SKUs are in listings.sync_run_id). */
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last progress: a running import silent for longer than its job can live has died (claimSyncRun). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The review topics fetched after the run's listings are in (sync/reviews-job.ts): null until
     * queued, then the products done of the total, so the FAQ Generator can say they are on their way.
     */
    reviewsStatus: text('reviews_status', { enum: REVIEW_FETCH_STATUSES }),
    reviewsTotal: integer('reviews_total'),
    reviewsDone: integer('reviews_done').notNull().default(0),
  },
  (t) => [
    check('sync_runs_status_check', oneOf(t.status, SYNC_STATUSES)),
    check('sync_runs_reviews_status_check', oneOf(t.reviewsStatus, REVIEW_FETCH_STATUSES)),
    check('sync_runs_region_check', oneOf(t.region, REGIONS)),
  ],
);

export type SyncRunRow = typeof syncRuns.$inferSelect;
export type NewSyncRun = typeof syncRuns.$inferInsert;
