import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { accountRoutes } from './accounts/routes.ts';
import { accountRecoveryRoutes } from './accounts/recovery-routes.ts';
import { accountSecurityRoutes } from './accounts/security-routes.ts';
import { googleAccountRoutes } from './google-auth/account-routes.ts';
import { cancelSubscription } from './billing/checkout.ts';
import { googleAuthRoutes } from './google-auth/routes.ts';
import { deleteIdentities } from './google-auth/repo.ts';
import { billingRoutes } from './billing/routes.ts';
import { stripeWebhookRoutes } from './billing/webhook-routes.ts';
import { listingRoutes } from './listings/routes.ts';
import { amazonRoutes } from './amazon/routes.ts';
import { syncRoutes } from './sync/routes.ts';
import { cancelActiveSyncs, findLatestSyncs, startSync } from './sync/service.ts';
import { syncQueue } from './sync/queue.ts';
import { importRoutes } from './imports/routes.ts';
import { faqRoutes } from './faqs/routes.ts';
import { optimizeRoutes } from './optimize/routes.ts';
import { publishRoutes } from './publish/routes.ts';
import { batchRoutes } from './batch/routes.ts';
import { clientErrorRoutes } from './client-errors/routes.ts';
import { planRoutes } from './plans/routes.ts';
import { keywordRoutes } from './keywords/routes.ts';
import { performanceRoutes } from './performance/routes.ts';
import { alertsRoutes } from './alerts/routes.ts';
import { aplusRoutes } from './aplus/routes.ts';
import { PublicConfigSchema } from '#core/api/public-config';

/**
 * One row of the API's URL space: `plugin` serves URLs under `/api` + `prefix`, and only those
 * (tests/lint/url-table.test.ts checks it against the routes Fastify registered). A plugin that
 * serves two URL spaces has two rows. `options` are what Fastify hands the plugin (a function of
 * the app for what exists only once it runs).
 */
export type ApiRoute = {
  // never: any plugin's options type accepts it, so rows of plugins with different options fit one list.
  plugin: FastifyPluginAsyncZod<never>;
  prefix: string;
  options?: Record<string, unknown> | ((app: FastifyInstance) => Record<string, unknown>);
};

/** The imports as the amazon feature reaches them: it may not import sync, which builds on it. */
const syncRunsOf = (app: FastifyInstance) => ({
  findLatest: findLatestSyncs,
  cancelActive: cancelActiveSyncs,
  start: (userId: number) => startSync({ db: app.db, enqueue: (data) => app.jobs.enqueue(syncQueue, data) }, userId),
});

/**
 * Which plugin serves which URLs under /api, mounted in this order: the composition root of the
 * API. docs/architecture.md#url-table lists the rows with the URLs each one registers, and a test
 * keeps it equal. A URL's first segment names the folder that serves it, except where the test's
 * list of exceptions says why not.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  { plugin: accountRoutes, prefix: '/auth' },
  // A password reset by mail unlinks Google sign-in; google-auth builds on accounts, so it hands its writer in.
  { plugin: accountRecoveryRoutes, prefix: '/auth', options: { unlinkIdentities: deleteIdentities } },
  { plugin: googleAuthRoutes, prefix: '/auth/google' },
  {
    plugin: accountSecurityRoutes,
    prefix: '/account',
    // Deleting an account cancels its subscription with Stripe first, when Stripe is configured:
    // billing builds on accounts, so the cancel is handed in.
    options: (app) => ({ cancelSubscription: app.stripe ? (id: string) => cancelSubscription(app.stripe!, id) : null }),
  },
  { plugin: googleAccountRoutes, prefix: '/account/google' },
  { plugin: billingRoutes, prefix: '/billing' },
  { plugin: billingRoutes, prefix: '/user/upgrade' },
  { plugin: stripeWebhookRoutes, prefix: '/billing/webhook' },
  { plugin: listingRoutes, prefix: '/listings' },
  // Sync builds on amazon: the connection's status, disconnect and seller switch reach the imports through these.
  { plugin: amazonRoutes, prefix: '/amazon', options: (app) => ({ syncRuns: syncRunsOf(app) }) },
  { plugin: syncRoutes, prefix: '/listings/sync' },
  { plugin: importRoutes, prefix: '/imports' },
  { plugin: faqRoutes, prefix: '/faq' },
  { plugin: optimizeRoutes, prefix: '/optimize' },
  { plugin: publishRoutes, prefix: '/listings/:id/update-amazon' },
  { plugin: publishRoutes, prefix: '/publish' },
  { plugin: batchRoutes, prefix: '/batch' },
  { plugin: clientErrorRoutes, prefix: '/client-errors' },
  { plugin: planRoutes, prefix: '/plan' },
  { plugin: keywordRoutes, prefix: '/keywords' },
  { plugin: performanceRoutes, prefix: '/performance' },
  { plugin: alertsRoutes, prefix: '/alerts' },
  { plugin: aplusRoutes, prefix: '/aplus' },
];

/** Whether `url` (under /api) lies in the URL space of `prefix`: the prefix itself or below it. */
export function isUnderPrefix(url: string, prefix: string): boolean {
  const full = `/api${prefix}`;
  return url === full || url.startsWith(`${full}/`);
}

/** Every feature's routes, mounted under /api. */
export const apiRoutes: FastifyPluginAsyncZod<{ routes?: readonly ApiRoute[] }> = async (app, { routes = API_ROUTES }) => {
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

  await mountRoutes(app, routes);
};

/**
 * Each plugin of `routes` once, in the order of its first row; app.routeOwners records the routes
 * each registers, so a test can hold the routes against the rows.
 */
async function mountRoutes(app: FastifyInstance, routes: readonly ApiRoute[]): Promise<void> {
  for (const plugin of new Set(routes.map((r) => r.plugin))) {
    const options = routes.find((r) => r.plugin === plugin)?.options ?? {};
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) app.routeOwners.set(`${method} ${route.url}`, plugin);
      });
      await scope.register(plugin as FastifyPluginAsyncZod<Record<string, unknown>>, options);
    });
  }
}
