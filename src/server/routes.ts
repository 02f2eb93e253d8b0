import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { accountRoutes } from './accounts/routes.ts';
import { accountRecoveryRoutes } from './accounts/recovery-routes.ts';
import { accountSecurityRoutes } from './accounts/security-routes.ts';
import { googleAccountRoutes } from './google-auth/account-routes.ts';
import { cancelSubscription } from './billing/checkout.ts';
import { createStripeClient } from './billing/stripe-client.ts';
import { googleAuthRoutes } from './google-auth/routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { listingRoutes } from './listings/routes.ts';
import { amazonRoutes } from './amazon/routes.ts';
import { syncRoutes } from './sync/routes.ts';
import { cancelActiveSyncs, findLatestSyncs } from './sync/service.ts';
import { importRoutes } from './imports/routes.ts';
import { faqRoutes } from './faqs/routes.ts';
import { optimizeRoutes } from './optimize/routes.ts';
import { publishRoutes } from './publish/routes.ts';
import { batchRoutes } from './batch/routes.ts';
import { clientErrorRoutes } from './client-errors/routes.ts';
import { planRoutes } from './plans/routes.ts';
import { keywordRoutes } from './keywords/routes.ts';
import { performanceRoutes } from './performance/routes.ts';
import { watchRoutes } from './watch/routes.ts';
import { PublicConfigSchema } from '#core/api/public-config';

type Api = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Which module serves which URLs under /api, mounted in this order: the one table of the API's
 * URL space (docs/architecture.md#url-table shows it, and a test keeps the two equal). A feature
 * serves the URLs of what it changes, so some of /listings/… belong to the feature that does the
 * work (a push is publish's, a sync sync's).
 */
export const API_ROUTES: readonly { urls: string; module: string; mount: (app: Api) => Promise<void> }[] = [
  {
    urls: '/auth/register, /auth/login, /auth/logout, /auth/refresh, /auth/me',
    module: 'accounts/routes.ts',
    mount: async (app) => {
      await app.register(accountRoutes, { prefix: '/auth' });
    },
  },
  {
    urls: '/auth/forgot-password, /auth/reset-password, /auth/verify-email*',
    module: 'accounts/recovery-routes.ts',
    mount: async (app) => {
      await app.register(accountRecoveryRoutes, { prefix: '/auth' });
    },
  },
  {
    urls: '/auth/google*',
    module: 'google-auth/routes.ts',
    mount: async (app) => {
      await app.register(googleAuthRoutes, { prefix: '/auth' });
    },
  },
  {
    urls: '/account, /account/reauth, /account/email, /account/password, /account/export',
    module: 'accounts/security-routes.ts',
    mount: async (app) => {
      // Deleting an account cancels its subscription with Stripe first, when Stripe is configured.
      const stripe = createStripeClient(app.config.stripe);
      await app.register(accountSecurityRoutes, {
        prefix: '/account',
        cancelSubscription: stripe ? (subscriptionId) => cancelSubscription(stripe, subscriptionId) : null,
      });
    },
  },
  {
    urls: '/account/google*',
    module: 'google-auth/account-routes.ts',
    mount: async (app) => {
      await app.register(googleAccountRoutes, { prefix: '/account/google' });
    },
  },
  {
    urls: '/user/upgrade, /sales/inquiries, /billing/webhook',
    module: 'billing/routes.ts',
    mount: async (app) => {
      await app.register(billingRoutes, { prefix: '' });
    },
  },
  {
    urls: '/listings, /listings/:id, /listings/summary, /listings/archived',
    module: 'listings/routes.ts',
    mount: async (app) => {
      await app.register(listingRoutes);
    },
  },
  {
    urls: '/amazon/*',
    module: 'amazon/routes.ts',
    // Sync builds on amazon: the connection's status, disconnect and seller switch reach the imports through these.
    mount: async (app) => {
      await app.register(amazonRoutes, { syncRuns: { findLatest: findLatestSyncs, cancelActive: cancelActiveSyncs } });
    },
  },
  {
    urls: '/listings/sync, /listings/sync/:jobId',
    module: 'sync/routes.ts',
    mount: async (app) => {
      await app.register(syncRoutes);
    },
  },
  {
    urls: '/listings/import, /listings/export.csv',
    module: 'imports/routes.ts',
    mount: async (app) => {
      await app.register(importRoutes);
    },
  },
  {
    urls: '/faq/:id, /faq/generate/:id, /listings/:id/reviews',
    module: 'faqs/routes.ts',
    mount: async (app) => {
      await app.register(faqRoutes);
    },
  },
  {
    urls: '/optimize/:id',
    module: 'optimize/routes.ts',
    mount: async (app) => {
      await app.register(optimizeRoutes, { prefix: '/optimize' });
    },
  },
  {
    urls: '/listings/:id/update-amazon, /listings/:id/versions*',
    module: 'publish/routes.ts',
    mount: async (app) => {
      await app.register(publishRoutes);
    },
  },
  {
    urls: '/batch/optimize, /batch/:jobId',
    module: 'batch/routes.ts',
    mount: async (app) => {
      await app.register(batchRoutes);
    },
  },
  {
    urls: '/client-errors',
    module: 'client-errors/routes.ts',
    mount: async (app) => {
      await app.register(clientErrorRoutes);
    },
  },
  {
    urls: '/plan/*',
    module: 'plans/routes.ts',
    mount: async (app) => {
      await app.register(planRoutes);
    },
  },
  {
    urls: '/keywords/*, /listings/:id/keywords*',
    module: 'keywords/routes.ts',
    mount: async (app) => {
      await app.register(keywordRoutes);
    },
  },
  {
    urls: '/performance/*, /listings/:id/performance*',
    module: 'performance/routes.ts',
    mount: async (app) => {
      await app.register(performanceRoutes);
    },
  },
  {
    urls: '/alerts/*, /watch/*',
    module: 'watch/routes.ts',
    mount: async (app) => {
      await app.register(watchRoutes);
    },
  },
  {
    urls: '/aplus/*',
    module: 'aplus/routes.ts',
    mount: async (app) => {
      await app.register((await import('./aplus/routes.ts')).aplusRoutes);
    },
  },
];

/** Every feature's routes, mounted under /api. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: `No API route ${request.method} ${request.url.split('?')[0]}` });
  });

  app.get(
    '/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.literal('up') }) } } },
    async () => {
      try {
        await app.database.ping();
      } catch (error) {
        throw new AppError('UNAVAILABLE', 'The database is unreachable.', { cause: error });
      }
      return { status: 'ok' as const, database: 'up' as const };
    },
  );

  app.get('/config', { schema: { response: { 200: PublicConfigSchema } } }, async () => ({
    googleSignIn: app.config.google !== null,
    amazonEmulator: app.config.amazon.useEmulator,
    llmProvider: app.config.llm.provider,
  }));

  for (const route of API_ROUTES) await route.mount(app);
};
