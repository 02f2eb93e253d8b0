import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListingIdParamsSchema } from '#core/api/listings';
import {
  ListingVersionsSchema,
  RollbackResponseSchema,
  UpdateAmazonRequestSchema,
  UpdateAmazonResponseSchema,
  VersionParamsSchema,
} from '#core/api/publish';
import type { PublishDeps } from './deps.ts';
import { previewRollback } from './rollback.ts';
import { updateAmazon } from './update-amazon.ts';
import { findListingVersions } from './versions.ts';
import { verifyQueue } from './queue.ts';

/** Push to Amazon (POST /api/listings/:id/update-amazon), version history and rollback (/api/publish/:id/versions); the read-back runs in a worker (queue.ts). */
export const publishRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): PublishDeps => ({
    db: app.db,
    cipher: app.cipher,
    spapi: app.spapi,
    enqueueVerify: (data) => app.jobs.enqueue(verifyQueue, data),
  });

  app.post(
    '/listings/:id/update-amazon',
    {
      onRequest: app.authenticate,
      schema: { params: ListingIdParamsSchema, body: UpdateAmazonRequestSchema, response: { 200: UpdateAmazonResponseSchema } },
    },
    async (request) => updateAmazon(deps(), request.user, request.params.id, request.body),
  );

  app.get(
    '/publish/:id/versions',
    { onRequest: app.authenticate, schema: { params: ListingIdParamsSchema, response: { 200: ListingVersionsSchema } } },
    async (request) => findListingVersions(app.db, request.user.id, request.params.id),
  );

  app.post(
    '/publish/:id/versions/:versionId/rollback',
    { onRequest: app.authenticate, schema: { params: VersionParamsSchema, response: { 200: RollbackResponseSchema } } },
    async (request) => previewRollback(deps(), request.user, request.params.id, request.params.versionId),
  );
};
