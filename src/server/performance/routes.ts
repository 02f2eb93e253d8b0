import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListingIdParamsSchema } from '#core/api/listings';
import { ListingPerformanceSchema, PerformanceRefreshSchema, PerformanceSummarySchema } from '#core/api/performance';
import { findConnections } from '../amazon/index.ts';
import { enqueuePerformanceImport } from './queue.ts';
import * as service from './service.ts';

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      // The BOM makes Excel open the file as UTF-8 instead of the Windows code page.
      .send(`\uFEFF${csv}`)
  );
}

export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const deps = () => ({ db: app.db, demo: app.config.amazon.useEmulator });

  app.get(
    '/performance/:id',
    { schema: { params: ListingIdParamsSchema, response: { 200: ListingPerformanceSchema } } },
    async (request) => service.listingPerformance(deps(), request.user.id, request.params.id),
  );

  app.get('/performance/:id/export.csv', { schema: { params: ListingIdParamsSchema } }, async (request, reply) =>
    sendCsv(
      reply,
      `performance-${request.params.id}.csv`,
      await service.performanceCsv(deps(), request.user.id, request.params.id),
    ),
  );

  app.get('/performance/summary', { schema: { response: { 200: PerformanceSummarySchema } } }, async (request) =>
    service.performanceSummary(deps(), request.user.id),
  );

  app.get('/performance/export.csv', async (request, reply) =>
    sendCsv(reply, 'performance.csv', await service.performanceCsv(deps(), request.user.id)),
  );

  app.post(
    '/performance/refresh',
    { schema: { body: z.object({}).optional(), response: { 202: PerformanceRefreshSchema } } },
    async (request, reply) => {
      const connections = await findConnections(app.db, request.user.id);
      let queued = 0;
      for (const c of connections) if (await enqueuePerformanceImport(app, request.user.id, c.region)) queued++;
      const message =
        connections.length === 0
          ? 'Connect your Amazon seller account to import sales and traffic.'
          : queued === 0
            ? 'An import is already under way.'
            : 'Importing the latest sales and traffic from Amazon.';
      return reply.code(202).send({ queued, message });
    },
  );
};
