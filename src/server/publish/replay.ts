import type { PushAccepted } from '#core/api/publish';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import type { ListingRow } from '../listings/index.ts';
import * as repo from './repo.ts';
import { IN_PROGRESS_MESSAGE, OPEN_STATES, SUBMISSION } from './submission.ts';

/** A SENDING reservation older than this belongs to a request that died: a retry may take it over. */
const STALE_SENDING_MS = 2 * 60 * 1000;

/**
 * An earlier request with this key: its answer again (it was applied once, it is not applied
 * again), a 409 while it is still in flight, or undefined when it ended with an unknown outcome
 * and this retry should send it again (a replace patch repeated leaves Amazon as it was).
 */
export async function findReplay(db: Db, row: ListingRow, key: string): Promise<PushAccepted | undefined> {
  const existing = await repo.findVersionByKey(db, row.id, key);
  if (!existing) return undefined;
  if (existing.submissionStatus === SUBMISSION.sending && Date.now() - existing.createdAt.getTime() < STALE_SENDING_MS) {
    throw new AppError('CONFLICT', IN_PROGRESS_MESSAGE);
  }
  if (existing.submissionStatus !== null && OPEN_STATES.has(existing.submissionStatus)) return undefined;
  const imported = await repo.findLatestVersion(db, row.id, 'imported');
  return {
    status: 'ACCEPTED',
    versionId: existing.id,
    submissionId: existing.submissionId ?? '',
    issues: [],
    diff: [],
    scoreBefore: imported?.healthScore ?? null,
    scoreAfter: existing.healthScore ?? 0,
    replayed: true,
  };
}
