import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListingIdParamsSchema } from '#core/api/listings';
import { ListingVersionsSchema, RollbackPreviewSchema, UpdateAmazonRequestSchema, UpdateAmazonResponseSchema, VersionParamsSchema } from '#core/api/publish';
import * as service from './service.ts';
import { runVerifyJob, VERIFY_QUEUE, type VerifyJobData } from './verify-job.ts';

/** Push to Amazon (SPEC §7 update-amazon), version history and rollback; defines the read-back queue. */
export const publishRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = () => ({ db: app.db, cipher: app.cipher, spapi: app.spapi });
  const deps = (): service.PublishDeps => ({ ...access(), enqueueVerify: (data) => app.jobs.enqueue(VERIFY_QUEUE, data) });

  app.jobs.define<VerifyJobData>(VERIFY_QUEUE, {
    handler: (data, ctx) => runVerifyJob({ ...access(), speedFactor: app.config.amazon.speedFactor }, data, ctx),
    concurrency: 2,
    retryLimit: 5,
    retryDelay: 2,
    expireInSeconds: 10 * 60,
  });

  app.post(
    '/listings/:id/update-amazon',
    { onRequest: app.authenticate, schema: { params: ListingIdParamsSchema, body: UpdateAmazonRequestSchema, response: { 200: UpdateAmazonResponseSchema } } },
    async (request) => service.updateAmazon(deps(), request.user, request.params.id, request.body),
  );

  app.get(
    '/listings/:id/versions',
    { onRequest: app.authenticate, schema: { params: ListingIdParamsSchema, response: { 200: ListingVersionsSchema } } },
    async (request) => service.findListingVersions(app.db, request.user.id, request.params.id),
  );

  app.post(
    '/listings/:id/versions/:versionId/rollback',
    { onRequest: app.authenticate, schema: { params: VersionParamsSchema, response: { 200: RollbackPreviewSchema } } },
    async (request) => service.previewRollback(deps(), request.user, request.params.id, request.params.versionId),
  );
};
