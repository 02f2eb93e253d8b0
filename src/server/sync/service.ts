import type { ReviewFetch } from '#core/faqs/schemas';
import type { Region } from '#core/regions';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { findConnections, toProgress, type SyncProgress } from '../amazon/index.ts';
import * as repo from './repo.ts';

export type { SyncProgress };

/** How long one attempt of the import job may run (its queue's expireInSeconds, sync/queue.ts). */
export const SYNC_JOB_LIFETIME_MS = 6 * 60 * 60_000;
/** Progress is written every batch (seconds apart); well past the lifetime, the run is dead. */
const STALE_MARGIN_MS = 10 * 60_000;

/**
 * Starts an import in every connected region (one run per user and region), except where one is
 * already queued or running, which is kept (a double click must not start two imports). Answers
 * the sync over all regions.
 */
export async function startSync(
  deps: { db: Db; enqueue: (data: { runId: number; userId: number }) => Promise<string> },
  userId: number,
): Promise<SyncProgress> {
  const connections = await findConnections(deps.db, userId);
  if (connections.length === 0) throw new AppError('CONFLICT', 'Connect your Amazon account first.');
  const runs: repo.SyncRunRow[] = [];
  for (const connection of connections) {
    const { run, created } = await repo.claimSyncRun(deps.db, userId, connection.region, SYNC_JOB_LIFETIME_MS + STALE_MARGIN_MS);
    runs.push(run);
    if (!created) continue;
    try {
      await deps.enqueue({ runId: run.id, userId });
    } catch (error) {
      await repo.updateSyncRun(deps.db, run.id, {
        status: 'failed',
        error: 'Could not start the import.',
        finishedAt: new Date(),
      });
      throw new AppError('UNAVAILABLE', 'Could not start the import. Please try again.', { cause: error });
    }
  }
  // The oldest run: the progress of a job covers the regions' runs from it on (getSyncProgress).
  return toProgress(Math.min(...runs.map((r) => r.id)), runs);
}

/**
 * The sync a run belongs to: the run itself, and the other connected regions' latest runs started
 * after it and before its region's next run (one click starts one run per region, in a row).
 * Another user's job answers 404, like a missing one.
 */
export async function getSyncProgress(db: Db, userId: number, runId: number): Promise<SyncProgress> {
  const row = await repo.findSyncRun(db, runId);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'Sync job not found');
  const [connections, latest] = await Promise.all([findConnections(db, userId), repo.findLatestSyncRuns(db, userId)]);
  const connected = new Set<Region>(connections.map((c) => c.region));
  const next = latest.find((r) => r.region === row.region && r.id > row.id)?.id ?? Number.POSITIVE_INFINITY;
  const others = latest.filter((r) => r.region !== row.region && connected.has(r.region) && r.id > row.id && r.id < next);
  return toProgress(runId, [row, ...others]);
}

/** Every region's latest run (for the connection status). */
export async function findLatestSyncs(db: Db, userId: number): Promise<repo.SyncRunRow[]> {
  return repo.findLatestSyncRuns(db, userId);
}

export async function cancelActiveSyncs(db: Db, userId: number, reason: string, region?: Region): Promise<void> {
  await repo.failActiveSyncRuns(db, userId, reason, region);
}

/**
 * Amazon review topics on their way to a region's listings: while its latest import runs, then
 * while the review job counts through the products. A run silent for longer than a job can live
 * has died, and says nothing.
 */
export async function findReviewFetch(db: Db, userId: number, region: Region, now = new Date()): Promise<ReviewFetch | null> {
  const run = await repo.findLatestSyncRun(db, userId, region);
  if (!run || now.getTime() - run.updatedAt.getTime() > SYNC_JOB_LIFETIME_MS + STALE_MARGIN_MS) return null;
  if (run.status === 'queued' || run.status === 'running') return { done: 0, total: null };
  if (run.status !== 'done') return null;
  if (run.reviewsStatus === 'queued') return { done: 0, total: null };
  if (run.reviewsStatus === 'running') return { done: run.reviewsDone, total: run.reviewsTotal };
  return null;
}
