import type { FastifyInstance } from 'fastify';
import type { Region } from '#core/regions';
import { findConnections } from '../amazon/index.ts';
import { defineQueue, JobAlreadyQueuedError } from '../jobs/index.ts';
import { runPerformanceImport, type PerformanceJobData } from './import-job.ts';
import { findUsersCheckedBefore } from './repo.ts';

/** How often a worker looks for connections whose figures are older than today. */
const DAILY_CHECK_MS = 60 * 60_000;

/** One seller region's Sales and Traffic (and Search Catalog Performance) import. */
export const performanceQueue = defineQueue<PerformanceJobData>('amazon-performance', {
  // It waits on createReport's rate most of the time: a waiting import holds no worker slot.
  multiplexed: true,
  retryLimit: 3,
  retryDelay: 60,
  // 90 one-day reports at one createReport a minute after the burst of 15: over an hour per marketplace.
  expireInSeconds: 6 * 60 * 60,
  // A refresh during an import queues one more, which brings what is newer; more clicks add nothing.
  policy: 'short',
});

/** Queues an import unless one for this user and region is already waiting or running. */
export async function enqueuePerformanceImport(app: FastifyInstance, userId: number, region: Region): Promise<boolean> {
  try {
    await app.jobs.enqueue(performanceQueue, { userId, region }, { singletonKey: `performance:${userId}:${region}` });
    return true;
  } catch (error) {
    if (error instanceof JobAlreadyQueuedError) return false;
    throw error;
  }
}

export function performanceWorkers(app: FastifyInstance): void {
  app.jobs.work(performanceQueue, (data, ctx) =>
    runPerformanceImport({ db: app.db, cipher: app.cipher, spapi: app.spapi, config: app.config }, data, ctx),
  );
  // Daily: every connection whose last check was before today's start (UTC) gets an import.
  app.jobs.every({ name: 'performance-daily', everyMs: DAILY_CHECK_MS }, async () => {
    const startOfDay = new Date(new Date().toISOString().slice(0, 10));
    for (const id of await findUsersCheckedBefore(app.db, startOfDay))
      for (const c of await findConnections(app.db, id)) await enqueuePerformanceImport(app, id, c.region);
  });
}
