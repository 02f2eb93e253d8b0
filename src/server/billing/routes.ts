import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserSchema } from '#core/api/auth';
import { SalesInquiryBodySchema, SalesInquiryResponseSchema, UpgradeBodySchema } from '#core/api/billing';
import * as service from './service.ts';

/** Plan changes and Enterprise sales inquiries; mounted at /api. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db };

  app.post(
    '/user/upgrade',
    { onRequest: app.authenticate, schema: { body: UpgradeBodySchema, response: { 200: UserSchema } } },
    async (request) => service.changeTier(deps, request.user.id, request.body.tier),
  );

  app.post(
    '/sales/inquiries',
    { onRequest: app.authenticate, schema: { body: SalesInquiryBodySchema, response: { 201: SalesInquiryResponseSchema } } },
    async (request, reply) => reply.status(201).send(await service.createSalesInquiry(deps, request.user.id, request.body)),
  );
};
