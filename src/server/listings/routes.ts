import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListingIdParamsSchema, ListingSchema, ListingsPageSchema, ListingsQuerySchema, ListingsSummarySchema } from '#core/api/listings';
import * as service from './service.ts';

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/listings',
    { schema: { querystring: ListingsQuerySchema, response: { 200: z.union([z.array(ListingSchema), ListingsPageSchema]) } } },
    async (request) => service.findListings(app.db, request.user.id, request.query),
  );

  app.get('/listings/summary', { schema: { response: { 200: ListingsSummarySchema } } }, async (request) =>
    service.summariseListings(app.db, request.user.id),
  );

  app.get('/listings/:id', { schema: { params: ListingIdParamsSchema, response: { 200: ListingSchema } } }, async (request) =>
    service.toListingJson(await service.getListing(app.db, request.user.id, request.params.id)),
  );
};
