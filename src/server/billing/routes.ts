import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SalesInquiryBodySchema, SalesInquiryResponseSchema, UpgradeBodySchema, UpgradeResponseSchema } from '#core/api/billing';
import { limitSalesInquiries } from './sales-inquiry-limit.ts';
import * as service from './service.ts';

/**
 * Plan changes and Enterprise sales inquiries; Stripe's webhook is webhook-routes.ts. Upgrades keep
 * the URL the web app has always called, /user/upgrade.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    stripe: app.stripe,
    publicUrl: app.config.publicUrl,
    instantUpgrades: app.config.env !== 'production',
  };

  app.post(
    '/user/upgrade',
    { onRequest: app.authenticate, schema: { body: UpgradeBodySchema, response: { 200: UpgradeResponseSchema } } },
    async (request) => service.changeTier(deps, request.user.id, request.body.tier),
  );

  app.post(
    '/billing/sales-inquiries',
    {
      // Open to visitors (the landing page's Contact Sales); a signed-in caller's inquiry is tied to the account.
      onRequest: async (request) => {
        if (request.headers.authorization) await app.authenticate(request);
      },
      preHandler: limitSalesInquiries(app),
      schema: { body: SalesInquiryBodySchema, response: { 201: SalesInquiryResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createSalesInquiry(deps, request.sessionToken ? request.user.id : null, request.body)),
  );
};
