import type { FastifyInstance } from 'fastify';
import { defineQueue, JobAlreadyQueuedError } from '../jobs/index.ts';
import type { Region } from '#core/regions';
import { findConnections } from '../amazon/index.ts';
import { findConnectedMarketplaces, findSqpImports } from './repo.ts';
import { latestCompleteWeek } from './sqp-periods.ts';
import { runSqpJob, type SqpJobData } from './sqp-job.ts';

/**
 * One marketplace's Search Query Performance import. Amazon's outcomes never throw (the job records
 * them), so retries are only for a failed call: a missing Brand Analytics role is not retried.
 */
export const sqpQueue = defineQueue<SqpJobData>('keywords-sqp', {
  // Waits on createReport's rate and on Amazon's reports: a waiting import holds no worker slot.
  multiplexed: true,
  retryLimit: 3,
  retryDelay: 60,
  // 500 ASINs are 28 reports; past the burst of 15, createReport allows one a minute.
  expireInSeconds: 3 * 60 * 60,
  // One import per marketplace and week waits at most: more clicks would only spend createReport.
  policy: 'short',
});

/** How often worker processes look for marketplaces whose latest week is not imported yet. */
const SCHEDULE_CHECK_MS = 60 * 60_000;
/** A failed or refused import is tried again at most this often by the schedule (on demand is always possible). */
const RETRY_AFTER_MS = 24 * 60 * 60_000;

/** The singleton key that keeps one import per user, marketplace and week in the queue. */
function sqpJobKey(data: SqpJobData, weekStart: string): string {
  return `sqp:${data.userId}:${data.marketplaceId}:${weekStart}`;
}

/** Queues one marketplace's import for the week unless one is already waiting; false when it was. */
export async function enqueueSqpImport(app: FastifyInstance, data: SqpJobData, weekStart: string): Promise<boolean> {
  try {
    await app.jobs.enqueue(sqpQueue, data, { singletonKey: sqpJobKey(data, weekStart) });
    return true;
  } catch (error) {
    if (error instanceof JobAlreadyQueuedError) return false;
    throw error;
  }
}

/**
 * When a seller's listings import ends: the first Search Query Performance import of each of the
 * region's marketplaces that has none yet, as the performance import starts then too.
 */
export async function startFirstSqpImports(app: FastifyInstance, userId: number, region: Region): Promise<void> {
  const connection = (await findConnections(app.db, userId)).find((c) => c.region === region);
  if (!connection) return;
  const known = new Set((await findSqpImports(app.db, userId)).map((i) => i.marketplaceId));
  const week = latestCompleteWeek(new Date());
  for (const marketplaceId of connection.marketplaceIds)
    if (!known.has(marketplaceId)) await enqueueSqpImport(app, { userId, marketplaceId, scheduled: true }, week.start);
}

export function keywordsWorkers(app: FastifyInstance): void {
  app.jobs.work(sqpQueue, (data, ctx) =>
    runSqpJob({ db: app.db, cipher: app.cipher, spapi: app.spapi, config: app.config }, data, ctx),
  );
  app.jobs.every({ name: 'keywords-sqp-weekly', everyMs: SCHEDULE_CHECK_MS, atStart: true }, async () => {
    const now = new Date();
    const week = latestCompleteWeek(now);
    for (const m of await findConnectedMarketplaces(app.db)) {
      const state = m.import;
      if (state?.goodPeriodStart === week.start) continue;
      const since = state?.checkedAt ? now.getTime() - state.checkedAt.getTime() : Infinity;
      // Told once: the seller's own "Import from Amazon" (or a new connection) asks Amazon again.
      if (state?.status === 'no-brand-analytics') continue;
      if (state?.status === 'failed' && since < RETRY_AFTER_MS) continue;
      await enqueueSqpImport(app, { userId: m.userId, marketplaceId: m.marketplaceId, scheduled: true }, week.start);
    }
  });
}
