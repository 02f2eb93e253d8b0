import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountExportSchema, AccountSecuritySchema, ChangePasswordBodySchema, DeleteAccountBodySchema } from '#core/api/account';
import { cancelSubscription } from '../billing/checkout.ts';
import { createStripeClient } from '../billing/stripe-client.ts';
import { exportAccount } from './export-service.ts';
import * as service from './security-service.ts';

/** /api/account: password change, data export and account deletion (issue 10). */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, sessionTtlDays: app.config.sessionTtlDays };
  const stripe = createStripeClient(app.config.stripe);
  const cancelBilling = stripe ? (subscriptionId: string) => cancelSubscription(stripe, subscriptionId) : null;

  app.get('', { onRequest: app.authenticate, schema: { response: { 200: AccountSecuritySchema } } }, async (request) =>
    service.getAccountSecurity(request.user),
  );

  app.post(
    '/password',
    { onRequest: app.authenticate, schema: { body: ChangePasswordBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.changePassword(deps, request.user, request.sessionToken, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get('/export', { onRequest: app.authenticate, schema: { response: { 200: AccountExportSchema } } }, async (request, reply) => {
    const body = await exportAccount(deps, request.user);
    // A download, never cached by a shared proxy: it holds everything about the user.
    void reply.header('cache-control', 'no-store');
    void reply.header('content-disposition', `attachment; filename="listingpilot-export-${request.user.id}.json"`);
    return body;
  });

  app.delete(
    '',
    { onRequest: app.authenticate, schema: { body: DeleteAccountBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteAccount({ ...deps, cancelSubscription: cancelBilling }, request.user, request.body);
      return reply.status(204).send(null);
    },
  );
};
