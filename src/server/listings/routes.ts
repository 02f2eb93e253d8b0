import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeleteListingsResponseSchema,
  ListingIdParamsSchema,
  ListingSchema,
  ListingsPageSchema,
  ListingsQuerySchema,
  ListingsSummarySchema,
} from '#core/api/listings';
import { sendCachedJson } from '../cache/index.ts';
import * as service from './service.ts';

const ListingsAnswerSchema = z.union([z.array(ListingSchema), ListingsPageSchema]);

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  // The most read answers of the app (every table view and dashboard visit), cached per user.
  app.get(
    '/listings',
    { schema: { querystring: ListingsQuerySchema, response: { 200: ListingsAnswerSchema } } },
    async (request, reply) =>
      sendCachedJson(app, request, reply, ListingsAnswerSchema, () =>
        service.findListings(app.db, request.user.id, request.query),
      ),
  );

  app.get('/listings/summary', { schema: { response: { 200: ListingsSummarySchema } } }, async (request, reply) =>
    sendCachedJson(app, request, reply, ListingsSummarySchema, () => service.summariseListings(app.db, request.user.id)),
  );

  app.get(
    '/listings/:id',
    { schema: { params: ListingIdParamsSchema, response: { 200: ListingSchema } } },
    async (request, reply) =>
      sendCachedJson(app, request, reply, ListingSchema, async () =>
        service.toListingJson(await service.getListing(app.db, request.user.id, request.params.id)),
      ),
  );

  // Only the user deletes listings, and only ones that are archived or gone from Amazon: a sync
  // never does (docs/sellers-and-archive.md).
  app.delete('/listings/archived', { schema: { response: { 200: DeleteListingsResponseSchema } } }, async (request) => ({
    deleted: await service.deleteArchivedListings(app.db, request.user.id),
  }));

  app.delete(
    '/listings/:id',
    { schema: { params: ListingIdParamsSchema, response: { 200: DeleteListingsResponseSchema } } },
    async (request) => ({
      deleted: await service.deleteListing(app.db, request.user.id, request.params.id),
    }),
  );
};
