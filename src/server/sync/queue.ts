import type { FastifyInstance } from 'fastify';
import type { Region } from '#core/regions';
import { defineQueue } from '../jobs/index.ts';
import { runSyncJob, type SyncJobData, type SyncDeps } from './import-job.ts';
import { runReviewsJob, type ReviewsJobData, type SaveFeedbackReviews } from './reviews-job.ts';
import { SYNC_JOB_LIFETIME_MS } from './service.ts';

/** A seller's listings import (docs/architecture.md#the-import-job-amazon-sync). */
export const syncQueue = defineQueue<SyncJobData>('amazon-sync', {
  // Waits on Amazon's listings report and the catalog rate: a waiting import holds no worker slot.
  multiplexed: true,
  retryLimit: 5,
  retryDelay: 1,
  // A large catalogue takes minutes (10,000 listings: a few minutes after the report is ready); the lifetime leaves room for slow reports.
  expireInSeconds: SYNC_JOB_LIFETIME_MS / 1000,
});

/** Customer Feedback review topics of the imported ASINs, queued when an import has its listings in. */
export const reviewsQueue = defineQueue<ReviewsJobData>('amazon-review-topics', {
  // One call a second per seller: a 10,000-listing catalogue is hours of waiting on Amazon's rate,
  // which must not keep every other seller's reviews queued behind it.
  multiplexed: true,
  retryLimit: 3,
  retryDelay: 5,
  expireInSeconds: 6 * 60 * 60,
});

/**
 * What later features do once an import has the listings in, and faqs' writer of the reviews the
 * import fetches after it: the composition root passes them.
 */
export type SyncHooks = {
  afterListingsSynced?: (userId: number, region: Region) => Promise<unknown>;
  saveFeedbackReviews: SaveFeedbackReviews;
};

export function syncWorkers(app: FastifyInstance, hooks: SyncHooks): void {
  const deps = (): Omit<SyncDeps, 'onListingsSynced'> => ({
    db: app.db,
    cipher: app.cipher,
    spapi: app.spapi,
    config: app.config,
  });
  app.jobs.work(syncQueue, (data, ctx) =>
    runSyncJob(
      {
        ...deps(),
        onListingsSynced: async (userId, region) => {
          await app.jobs.enqueue(reviewsQueue, { userId, region });
          await hooks.afterListingsSynced?.(userId, region);
        },
      },
      data,
      ctx,
    ),
  );
  app.jobs.work(reviewsQueue, (data, ctx) =>
    runReviewsJob({ ...deps(), saveFeedbackReviews: hooks.saveFeedbackReviews }, data, ctx),
  );
}
