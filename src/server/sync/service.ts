import type { AmazonConnection } from '#core/api/amazon';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { requireConnection } from '../amazon/service.ts';
import * as repo from './repo.ts';

/** Why a sync ended when the seller disconnected Amazon (the disconnect and the job both say it). */
export const DISCONNECTED_MESSAGE = 'The Amazon account was disconnected.';

export type SyncProgress = NonNullable<AmazonConnection['sync']>;

/** How long one attempt of the import job may run (its queue's expireInSeconds, sync/routes.ts). */
export const SYNC_JOB_LIFETIME_MS = 6 * 60 * 60_000;
/** Progress is written every batch (seconds apart); well past the lifetime, the run is dead. */
const STALE_MARGIN_MS = 10 * 60_000;

export function toProgress(row: repo.SyncRunRow): SyncProgress {
  const status = (['queued', 'running', 'done', 'failed'] as const).find((s) => s === row.status) ?? 'failed';
  return { id: row.id, status, total: row.total, done: row.done, error: row.error };
}

/**
 * Starts an import unless one is already queued or running for the user, in which case that one
 * is answered (a double click must not start two imports).
 */
export async function startSync(deps: { db: Db; enqueue: (data: { runId: number; userId: number }) => Promise<string> }, userId: number): Promise<SyncProgress> {
  await requireConnection(deps.db, userId);
  const { run, created } = await repo.claimSyncRun(deps.db, userId, SYNC_JOB_LIFETIME_MS + STALE_MARGIN_MS);
  if (!created) return toProgress(run);
  try {
    await deps.enqueue({ runId: run.id, userId });
  } catch (error) {
    await repo.updateSyncRun(deps.db, run.id, { status: 'failed', error: 'Could not start the import.', finishedAt: new Date() });
    throw new AppError('UNAVAILABLE', 'Could not start the import. Please try again.', { cause: error });
  }
  return toProgress(run);
}

/** Another user's job answers 404, like a missing one. */
export async function getSyncProgress(db: Db, userId: number, runId: number): Promise<SyncProgress> {
  const row = await repo.findSyncRun(db, runId);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'Sync job not found');
  return toProgress(row);
}

export async function findLatestSync(db: Db, userId: number): Promise<SyncProgress | null> {
  const row = await repo.findLatestSyncRun(db, userId);
  return row ? toProgress(row) : null;
}

export async function cancelActiveSyncs(db: Db, userId: number, reason: string): Promise<void> {
  await repo.failActiveSyncRuns(db, userId, reason);
}
