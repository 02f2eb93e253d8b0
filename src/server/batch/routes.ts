import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BatchJobParamsSchema, BatchJobSchema, BatchOptimizeRequestSchema, BatchStartResponseSchema } from '#core/api/publish';
import { requireFeature } from '../plans/index.ts';
import { batchQueue } from './queue.ts';
import * as service from './service.ts';

/** Batch optimisation (Growth plan and above): start a run, follow its progress. */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/batch/optimize',
    {
      onRequest: app.authenticate,
      preHandler: requireFeature('batch'),
      schema: { body: BatchOptimizeRequestSchema, response: { 202: BatchStartResponseSchema } },
    },
    async (request, reply) => {
      const run = await service.startBatch(
        { db: app.db, enqueue: (data) => app.jobs.enqueue(batchQueue, data) },
        request.user.id,
        request.body,
      );
      return reply.code(202).send({ jobId: run.id, status: 'queued' as const });
    },
  );

  app.get(
    '/batch/:jobId',
    { onRequest: app.authenticate, schema: { params: BatchJobParamsSchema, response: { 200: BatchJobSchema } } },
    async (request) => service.getBatch(app.db, request.user.id, request.params.jobId),
  );
};
