import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BatchJobParamsSchema, BatchJobSchema, BatchOptimizeRequestSchema, BatchStartResponseSchema } from '#core/api/publish';
import { createAiProvider } from '../ai/create-provider.ts';
import { requireFeature } from '../plans/guard.ts';
import * as service from './service.ts';

/** Batch optimisation (Growth plan and above): start a run, follow its progress. */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const optimizeDeps = { db: app.db, provider: createAiProvider(app.config.llm) };

  app.jobs.define<service.BatchJobData>(service.BATCH_QUEUE, {
    handler: (data, ctx) => service.runBatchJob(optimizeDeps, data, ctx),
    concurrency: 1,
    retryLimit: 3,
    retryDelay: 5,
    // 500 listings through an LLM can take a while.
    expireInSeconds: 2 * 60 * 60,
  });

  app.post(
    '/batch/optimize',
    {
      onRequest: app.authenticate,
      preHandler: requireFeature('batch'),
      schema: { body: BatchOptimizeRequestSchema, response: { 202: BatchStartResponseSchema } },
    },
    async (request, reply) => {
      const run = await service.startBatch({ db: app.db, enqueue: (data) => app.jobs.enqueue(service.BATCH_QUEUE, data) }, request.user.id, request.body);
      return reply.code(202).send({ jobId: run.id, status: 'queued' as const });
    },
  );

  app.get(
    '/batch/:jobId',
    { onRequest: app.authenticate, schema: { params: BatchJobParamsSchema, response: { 200: BatchJobSchema } } },
    async (request) => service.getBatch(app.db, request.user.id, request.params.jobId),
  );
};
