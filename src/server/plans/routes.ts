import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePlanMarketplaceSchema, PlanMarketplaceSchema } from '#core/api/plan-marketplace';
import { changePlanMarketplace, getPlanMarketplace } from './marketplace.ts';

/** /api/plan/marketplace: which marketplace the Free plan covers, and changing it (once a month). */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plan/marketplace',
    { onRequest: app.authenticate, schema: { response: { 200: PlanMarketplaceSchema } } },
    async (request) => getPlanMarketplace(app.db, request.user.id),
  );

  app.put(
    '/plan/marketplace',
    { onRequest: app.authenticate, schema: { body: ChangePlanMarketplaceSchema, response: { 200: PlanMarketplaceSchema } } },
    async (request) => changePlanMarketplace(app.db, request.user.id, request.body.marketplaceId),
  );
};
