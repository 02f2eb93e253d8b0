import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { accountRoutes } from './accounts/routes.ts';
import { accountRecoveryRoutes } from './accounts/recovery-routes.ts';
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
import { PublicConfigSchema } from '#core/api/public-config';

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

  await app.register(accountRoutes, { prefix: '/auth' });
  await app.register(accountRecoveryRoutes, { prefix: '/auth' });
  await app.register(googleAuthRoutes, { prefix: '/auth' });
  await app.register(billingRoutes, { prefix: '' });
  await app.register(listingRoutes);
  // Sync builds on amazon: the connection's status, disconnect and seller switch reach the imports through these.
  await app.register(amazonRoutes, { syncRuns: { findLatest: findLatestSyncs, cancelActive: cancelActiveSyncs } });
  await app.register(syncRoutes);
  await app.register(importRoutes);
  await app.register(faqRoutes);
  await app.register(optimizeRoutes, { prefix: '/optimize' });
  await app.register(publishRoutes);
  await app.register(batchRoutes);
  await app.register(clientErrorRoutes);
  await app.register(planRoutes);
  await app.register((await import('./aplus/routes.ts')).aplusRoutes);
};
