import type { PushAccepted, PushPreview, PushText } from '#core/api/publish';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { healthFields, listingContent, recordPushAccepted, type ListingRow } from '../listings/index.ts';
import type { ListingPatch, ListingsItemSubmissionResponse } from '../integrations/spapi/index.ts';
import { isOutcomeUnknown, toAppError, toPushIssues, type PushTarget } from './amazon.ts';
import type { PublishDeps, Pusher } from './deps.ts';
import { invalidError } from './preview.ts';
import { afterPush, storedText } from './pushed-text.ts';
import * as repo from './repo.ts';
import { IN_PROGRESS_MESSAGE, SUBMISSION } from './submission.ts';

export type ConfirmedPush = {
  user: Pusher;
  row: ListingRow;
  target: PushTarget;
  text: PushText;
  patch: ListingPatch;
  preview: PushPreview;
  idempotencyKey?: string;
  rollbackOf?: number;
};

/**
 * The real patch, applied once per idempotency key. The key is reserved first by inserting the
 * pushed version (unique index) in state SENDING, so a concurrent retry gets 409 instead of a
 * second patch. An answer Amazon never gave (timeout, 5xx after retries) leaves it UNKNOWN for a
 * retry with the same key to finish; a definite refusal frees the key.
 */
export async function pushConfirmed(deps: PublishDeps, p: ConfirmedPush): Promise<PushAccepted> {
  const { row, target, text, patch } = p;
  await keepImportedVersion(deps.db, row);
  const version = await reserveVersion(deps.db, p);

  let res: ListingsItemSubmissionResponse;
  try {
    res = await target.client.patchListingsItem(
      target.sku,
      { productType: target.productType, patches: patch.patches },
      { marketplaceIds: [target.marketplaceId], includedData: ['issues'], issueLocale: target.languageTag },
    );
  } catch (error) {
    if (isOutcomeUnknown(error)) {
      await repo.recordPushStatus(deps.db, version.id, { submissionStatus: SUBMISSION.unknown });
      throw new AppError(
        'UPSTREAM',
        'Amazon did not confirm the change in time. Try again: the same change will not be applied twice.',
        { cause: error },
      );
    }
    await repo.discardPushVersion(deps.db, version.id);
    throw toAppError(error);
  }
  if (res.status !== 'ACCEPTED') {
    await repo.discardPushVersion(deps.db, version.id);
    throw invalidError(toPushIssues(res.issues));
  }

  const after = afterPush(row, text);
  const health = healthFields(listingContent(after));
  await deps.db.transaction(async (tx) => {
    await repo.recordPushStatus(tx, version.id, {
      submissionId: res.submissionId,
      submissionStatus: SUBMISSION.accepted,
      healthScore: health.healthScore,
    });
    await recordPushAccepted(tx, row.id, {
      ...storedText(after),
      ...health,
      submissionId: res.submissionId,
      submissionStatus: SUBMISSION.accepted,
    });
  });
  await deps.enqueueVerify({ userId: p.user.id, listingId: row.id, versionId: version.id, submissionId: res.submissionId });
  return {
    status: 'ACCEPTED',
    versionId: version.id,
    submissionId: res.submissionId,
    issues: toPushIssues(res.issues),
    diff: patch.diff,
    scoreBefore: p.preview.scoreBefore,
    scoreAfter: health.healthScore ?? p.preview.scoreAfter,
    replayed: false,
  };
}

/** Before the first push, the listing as imported becomes a version: history can always go back. */
async function keepImportedVersion(db: Db, row: ListingRow): Promise<void> {
  if (await repo.findLatestVersion(db, row.id, 'imported')) return;
  await repo.recordImportedVersion(db, {
    listingId: row.id,
    author: 'Amazon',
    ...storedText(row),
    healthScore: row.healthScore,
    createdAt: row.createdAt,
  });
}

async function reserveVersion(db: Db, p: ConfirmedPush): Promise<repo.VersionRow> {
  const key = p.idempotencyKey ?? crypto.randomUUID();
  const existing = await repo.findVersionByKey(db, p.row.id, key);
  // An UNKNOWN (or stale SENDING) reservation of this key is taken over, not duplicated.
  if (existing) {
    const from = existing.submissionStatus;
    const taken =
      from &&
      (await repo.takeOverPushVersion(db, existing.id, from, {
        submissionStatus: SUBMISSION.sending,
        createdAt: new Date(),
        ...storedText(afterPush(p.row, p.text)),
      }));
    if (!taken) throw new AppError('CONFLICT', IN_PROGRESS_MESSAGE);
    return taken;
  }
  const row = await repo.reservePushVersion(db, {
    listingId: p.row.id,
    kind: p.rollbackOf ? 'rolled_back' : 'pushed',
    author: p.user.username,
    ...storedText(afterPush(p.row, p.text)),
    healthScore: p.preview.scoreAfter,
    notes: p.rollbackOf ? [`Rolled back to version ${p.rollbackOf}`] : [],
    submissionStatus: SUBMISSION.sending,
    idempotencyKey: key,
  });
  if (!row) throw new AppError('CONFLICT', IN_PROGRESS_MESSAGE);
  return row;
}
