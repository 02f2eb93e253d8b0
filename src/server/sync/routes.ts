import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SyncProgressSchema, SyncStartResponseSchema } from '#core/api/amazon';
import { syncQueue } from './queue.ts';
import * as service from './service.ts';

const SyncJobParamsSchema = z.object({
  jobId: z.coerce.number({ error: 'jobId must be a number' }).int().positive().max(2_147_483_647),
});

/** POST /api/listings/sync and its progress (the import itself runs in a worker: queue.ts). */
export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/listings/sync',
    { onRequest: app.authenticate, schema: { body: z.object({}).optional(), response: { 202: SyncStartResponseSchema } } },
    async (request, reply) => {
      const run = await service.startSync({ db: app.db, enqueue: (data) => app.jobs.enqueue(syncQueue, data) }, request.user.id);
      return reply.code(202).send({ jobId: run.id, status: run.status });
    },
  );

  app.get(
    '/listings/sync/:jobId',
    { onRequest: app.authenticate, schema: { params: SyncJobParamsSchema, response: { 200: SyncProgressSchema } } },
    async (request) => service.getSyncProgress(app.db, request.user.id, request.params.jobId),
  );
};
