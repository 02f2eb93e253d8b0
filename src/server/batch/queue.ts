import type { FastifyInstance } from 'fastify';
import { createAiProvider } from '#ai/create-provider';
import { defineQueue } from '../jobs/index.ts';
import { runBatchJob, type BatchJobData } from './service.ts';

/** Optimises the listings of a batch run one by one, spending credits. */
export const batchQueue = defineQueue<BatchJobData>('batch-optimize', {
  concurrency: 1,
  retryLimit: 3,
  retryDelay: 5,
  // 500 listings through an LLM can take a while.
  expireInSeconds: 2 * 60 * 60,
});

export function batchWorkers(app: FastifyInstance): void {
  const deps = { db: app.db, provider: createAiProvider(app.config.llm) };
  app.jobs.work(batchQueue, (data, ctx) => runBatchJob(deps, data, ctx));
}
