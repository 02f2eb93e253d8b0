import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AmazonConnectionSchema } from '#core/api/amazon';
import { runSyncJob, SYNC_QUEUE, type SyncJobData } from './import-job.ts';
import { REVIEWS_QUEUE, runReviewsJob, type ReviewsJobData } from './reviews-job.ts';
import * as service from './service.ts';

const SyncProgressSchema = AmazonConnectionSchema.shape.sync.unwrap();
const SyncStartResponseSchema = z.object({ jobId: z.number().int(), status: SyncProgressSchema.shape.status });
const SyncJobParamsSchema = z.object({ jobId: z.coerce.number({ error: 'jobId must be a number' }).int().positive().max(2_147_483_647) });

/** POST /api/listings/sync and its progress; also defines the import and review-topic queues. */
export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, cipher: app.cipher, spapi: app.spapi, config: app.config });

  app.jobs.define<SyncJobData>(SYNC_QUEUE, {
    handler: (data, ctx) => runSyncJob({ ...deps(), onListingsSynced: async (userId) => void (await app.jobs.enqueue(REVIEWS_QUEUE, { userId })) }, data, ctx),
    concurrency: 2,
    retryLimit: 5,
    retryDelay: 1,
    // 10,000 listings take ~85 minutes at Amazon's real Catalog Items rate.
    expireInSeconds: service.SYNC_JOB_LIFETIME_MS / 1000,
  });
  app.jobs.define<ReviewsJobData>(REVIEWS_QUEUE, { handler: (data, ctx) => runReviewsJob(deps(), data, ctx), retryLimit: 3, retryDelay: 5, expireInSeconds: 6 * 60 * 60 });

  app.post(
    '/listings/sync',
    { onRequest: app.authenticate, schema: { body: z.object({}).optional(), response: { 202: SyncStartResponseSchema } } },
    async (request, reply) => {
      const run = await service.startSync({ db: app.db, enqueue: (data) => app.jobs.enqueue(SYNC_QUEUE, data) }, request.user.id);
      return reply.code(202).send({ jobId: run.id, status: run.status });
    },
  );

  app.get(
    '/listings/sync/:jobId',
    { onRequest: app.authenticate, schema: { params: SyncJobParamsSchema, response: { 200: SyncProgressSchema } } },
    async (request) => service.getSyncProgress(app.db, request.user.id, request.params.jobId),
  );
};
