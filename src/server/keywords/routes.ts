import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KeywordUploadResultSchema,
  ListingKeywordsResponseSchema,
  SqpStatesResponseSchema,
  TargetKeywordsRequestSchema,
} from '#core/api/keywords';
import { ListingIdParamsSchema } from '#core/api/listings';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parseKeywordsFileInBatches } from '#core/keywords/upload';
import { readUpload } from '../imports/index.ts';
import { enqueueSqpImport } from './queue.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';
import { uploadCatalogueKeywords, uploadListingKeywords } from './upload-keywords.ts';
import { latestCompleteWeek } from './sqp-periods.ts';

/** A big file is read in batches, each in its own turn of the event loop: other requests are answered between them. */
function parseInBatches(bytes: Uint8Array) {
  return parseKeywordsFileInBatches(bytes, () => nextTurn());
}

/** A listing's keywords, targeting, keyword files and the Search Query Performance import; mounted under /api. */
export const keywordRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin, as for listing files.
  await app.register(multipart);

  // Fastify's router tries static segments first: /keywords/upload and /keywords/sqp never reach :id.
  app.get(
    '/keywords/:id',
    { onRequest: app.authenticate, schema: { params: ListingIdParamsSchema, response: { 200: ListingKeywordsResponseSchema } } },
    async (request) => service.listingKeywords(app.db, request.user.id, request.params.id),
  );

  app.put(
    '/keywords/:id/targeted',
    {
      onRequest: app.authenticate,
      schema: {
        params: ListingIdParamsSchema,
        body: TargetKeywordsRequestSchema,
        response: { 200: ListingKeywordsResponseSchema },
      },
    },
    async (request) => {
      await service.setTargetedKeywords(app.db, request.user.id, request.params.id, request.body.keywords);
      return service.listingKeywords(app.db, request.user.id, request.params.id);
    },
  );

  app.post(
    '/keywords/:id/upload',
    { onRequest: app.authenticate, schema: { params: ListingIdParamsSchema, response: { 200: KeywordUploadResultSchema } } },
    async (request) => {
      // The listing is checked before the body is read: another user's listing is a 404 whatever the file.
      await service.assertOwnListing(app.db, request.user.id, request.params.id);
      const upload = await readUpload(request);
      return uploadListingKeywords(app.db, request.user.id, request.params.id, await parseInBatches(upload.bytes));
    },
  );

  app.post(
    '/keywords/upload',
    { onRequest: app.authenticate, schema: { response: { 200: KeywordUploadResultSchema } } },
    async (request) => {
      const upload = await readUpload(request);
      return uploadCatalogueKeywords(app.db, request.user.id, await parseInBatches(upload.bytes));
    },
  );

  app.get(
    '/keywords/sqp',
    { onRequest: app.authenticate, schema: { response: { 200: SqpStatesResponseSchema } } },
    async (request) => {
      const now = new Date();
      return { marketplaces: (await repo.findSqpImports(app.db, request.user.id)).map((row) => service.sqpState(row, now)) };
    },
  );

  /** On demand: one import per connected marketplace; a click while one is queued answers that one. */
  app.post(
    '/keywords/sqp/import',
    { onRequest: app.authenticate, schema: { response: { 200: SqpStatesResponseSchema } } },
    async (request) => {
      const userId = request.user.id;
      const week = latestCompleteWeek(new Date());
      for (const marketplaceId of await repo.findUserMarketplaces(app.db, userId)) {
        const state = await repo.findSqpImport(app.db, userId, marketplaceId);
        if (state?.status !== 'running') await repo.saveSqpImport(app.db, userId, marketplaceId, { status: 'queued' });
        await enqueueSqpImport(app, { userId, marketplaceId }, week.start);
      }
      const now = new Date();
      return { marketplaces: (await repo.findSqpImports(app.db, userId)).map((row) => service.sqpState(row, now)) };
    },
  );
};
