import type { FastifyInstance } from 'fastify';
import { defineQueue } from '../jobs/index.ts';
import { runVerifyJob, type VerifyJobData } from './verify-job.ts';

/** The read-back after a push: is the change live, or did Amazon report issues? */
export const verifyQueue = defineQueue<VerifyJobData>('publish-verify', {
  concurrency: 2,
  retryLimit: 5,
  retryDelay: 2,
  expireInSeconds: 10 * 60,
});

export function publishWorkers(app: FastifyInstance): void {
  app.jobs.work(verifyQueue, (data, ctx) =>
    runVerifyJob({ db: app.db, cipher: app.cipher, spapi: app.spapi, speedFactor: app.config.amazon.speedFactor }, data, ctx),
  );
}
