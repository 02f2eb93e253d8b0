import type {
  ListingVersion,
  PushAccepted,
  PushPreview,
  PushText,
  PushUnchanged,
  RollbackResponse,
  SubmissionStatus,
  UpdateAmazonRequest,
} from '#core/api/publish';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import {
  findLatestVersion,
  findVersions,
  discardPushVersion,
  recordImportedVersion,
  recordPushAccepted,
  recordPushStatus,
  reservePushVersion,
  takeOverPushVersion,
  type ListingRow,
  type VersionRow,
  getEditableListing,
  getListing,
  healthFields,
  listingContent,
} from '../listings/index.ts';
import type { ListingsItemSubmissionResponse } from '../integrations/spapi/index.ts';
import { getPushTarget, isOutcomeUnknown, toAppError, toPushIssues, type AmazonAccess, type PushTarget } from './amazon.ts';
import { buildListingPatch, toPushText, type ListingPatch, type StoredText } from './patch.ts';
import { matchPreviewId, newPreviewId, spendPreview, storePreview, type PreviewBinding } from './preview-id.ts';
import { searchTermsByteCap } from './search-terms-cap.ts';
import * as repo from './repo.ts';
import { SUBMISSION } from './submission.ts';
import type { VerifyJobData } from './verify-job.ts';

export type PublishDeps = AmazonAccess & {
  /** Queues the read-back that tells whether the change went live. */
  enqueueVerify: (data: VerifyJobData) => Promise<unknown>;
  now?: () => Date;
};

export type Pusher = { id: number; username: string };

const OPEN_STATES: ReadonlySet<SubmissionStatus> = new Set([SUBMISSION.sending, SUBMISSION.unknown]);

/** A SENDING reservation older than this belongs to a request that died: a retry may take it over. */
const STALE_SENDING_MS = 2 * 60 * 1000;

export const NOTHING_TO_PUSH = 'Nothing to push: the text is the same as on Amazon.';
export const IN_PROGRESS_MESSAGE = 'This change is already being sent to Amazon. Wait a moment and try again.';

/** The listing as it will be after the push: fields the request left alone keep their stored value. */
function afterPush(row: ListingRow, text: PushText): ListingRow {
  return {
    ...row,
    title: text.title,
    bullets: text.bullets,
    description: text.description,
    searchTerms: text.searchTerms ?? row.searchTerms,
  };
}

function scoreOf(row: ListingRow, text: PushText): number {
  return healthFields(listingContent(afterPush(row, text))).healthScore ?? 0;
}

function storedText(row: Pick<ListingRow, 'title' | 'bullets' | 'description' | 'searchTerms'>): StoredText {
  return { title: row.title, bullets: row.bullets, description: row.description, searchTerms: row.searchTerms };
}

export const ROLLBACK_NOT_LIVE_MESSAGE =
  'Only a version that was live on Amazon can be restored. Open an AI draft in the editor and push it instead.';

/**
 * Search terms over the product type's byte cap are refused before Amazon sees them: Amazon would
 * ignore the whole field, which a seller cannot see from Seller Central.
 */
async function assertSearchTermsFit(target: PushTarget, text: PushText): Promise<void> {
  if (!text.searchTerms) return;
  const bytes = Buffer.byteLength(text.searchTerms, 'utf8');
  // Below Amazon's smallest cap no schema needs to be read.
  if (bytes <= 249) return;
  const cap = await searchTermsByteCap(target);
  if (cap !== null && bytes > cap) {
    throw new AppError(
      'VALIDATION',
      `Search terms are ${bytes} bytes; Amazon accepts at most ${cap} for this product type. Remove words to push them.`,
      { issues: [{ path: 'searchTerms', message: `At most ${cap} bytes` }] },
    );
  }
}

/**
 * POST /api/listings/{id}/update-amazon. Without `confirm`, Amazon validates the patch
 * (VALIDATION_PREVIEW) and that preview is the answer: nothing changes. With `confirm` and the
 * preview's id, the patch that preview validated is sent, once per idempotency key (see
 * pushConfirmed): one save is two calls at Amazon. A `previewId` that no longer matches (the
 * listing's text or the patch changed) gets a new preview, not a push; one already spent by a
 * confirm, or older than PREVIEW_TTL_MS, is refused (409) so the user previews again. `confirm`
 * without a `previewId` validates and sends in one request.
 */
export async function updateAmazon(
  deps: PublishDeps,
  user: Pusher,
  listingId: number,
  input: UpdateAmazonRequest,
): Promise<PushPreview | PushAccepted | PushUnchanged> {
  const row = await getEditableListing(deps.db, user.id, listingId, { toAmazon: true });
  const target = await getPushTarget(deps, user.id, row);

  if (input.confirm && input.idempotencyKey) {
    const replay = await findReplay(deps.db, row, input.idempotencyKey);
    if (replay) return replay;
  }

  const text = toPushText(input);
  const patch = buildListingPatch(storedText(row), text, target);
  // Saving unchanged text is not an error: the answer says there was nothing to send.
  if (patch.patches.length === 0) return { status: 'UNCHANGED', message: NOTHING_TO_PUSH };
  const now = deps.now?.() ?? new Date();
  const binding = previewBinding(user, row, target, patch);
  const owner = { userId: user.id, listingId: row.id };
  const confirmed =
    input.confirm && input.previewId !== undefined ? matchPreviewId(deps.cipher, binding, input.previewId) : undefined;
  let preview: PushPreview;
  if (confirmed) {
    // Amazon validated exactly this patch against exactly this text: it is sent as it is, once.
    await spendPreview(deps.db, confirmed, owner, input.idempotencyKey, now);
    preview = {
      status: 'PREVIEW',
      verdict: 'VALID',
      issues: [],
      diff: patch.diff,
      ...scores(row, text),
      previewId: input.previewId!,
    };
  } else {
    if (patch.diff.some((d) => d.field === 'searchTerms')) await assertSearchTermsFit(target, text);
    const id = newPreviewId(deps.cipher, binding, now);
    preview = await previewPatch(target, patch, row, text, id);
    // The listing changed since the preview being confirmed: the user confirms the new diff first.
    if (!input.confirm || input.previewId !== undefined) {
      if (preview.previewId) await storePreview(deps.db, preview.previewId, owner, now);
      return preview;
    }
  }
  if (preview.verdict === 'INVALID') throw invalidError(preview.issues);
  return pushConfirmed(deps, {
    user,
    row,
    target,
    text,
    patch,
    preview,
    idempotencyKey: input.idempotencyKey,
    rollbackOf: input.rollbackOf,
  });
}

/**
 * An earlier request with this key: its answer again (it was applied once, it is not applied
 * again), a 409 while it is still in flight, or undefined when it ended with an unknown outcome
 * and this retry should send it again (a replace patch repeated leaves Amazon as it was).
 */
async function findReplay(db: Db, row: ListingRow, key: string): Promise<PushAccepted | undefined> {
  const existing = await repo.findVersionByKey(db, row.id, key);
  if (!existing) return undefined;
  if (existing.submissionStatus === SUBMISSION.sending && Date.now() - existing.createdAt.getTime() < STALE_SENDING_MS) {
    throw new AppError('CONFLICT', IN_PROGRESS_MESSAGE);
  }
  if (existing.submissionStatus !== null && OPEN_STATES.has(existing.submissionStatus)) return undefined;
  const imported = await findLatestVersion(db, row.id, 'imported');
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

/**
 * What a preview's id is bound to (publish/preview-id.ts): the user, the listing, where it is sent,
 * its stored text and the patch. Any change to the listing's text (a sync, another push) or to the
 * patch gives another id.
 */
function previewBinding(user: Pusher, row: ListingRow, target: PushTarget, patch: ListingPatch): PreviewBinding {
  return [user.id, row.id, target.sku, target.marketplaceId, target.productType, storedText(row), patch.patches];
}

function scores(row: ListingRow, text: PushText): Pick<PushPreview, 'scoreBefore' | 'scoreAfter'> {
  return { scoreBefore: row.healthScore, scoreAfter: scoreOf(row, text) };
}

async function previewPatch(
  target: PushTarget,
  patch: ListingPatch,
  row: ListingRow,
  text: PushText,
  previewId: string,
): Promise<PushPreview> {
  let res: ListingsItemSubmissionResponse;
  try {
    res = await target.client.patchListingsItem(
      target.sku,
      { productType: target.productType, patches: patch.patches },
      {
        marketplaceIds: [target.marketplaceId],
        mode: 'VALIDATION_PREVIEW',
        includedData: ['issues'],
        issueLocale: target.languageTag,
      },
    );
  } catch (error) {
    throw toAppError(error);
  }
  const valid = res.status === 'VALID';
  return {
    status: 'PREVIEW',
    verdict: valid ? 'VALID' : 'INVALID',
    issues: toPushIssues(res.issues),
    diff: patch.diff,
    ...scores(row, text),
    previewId: valid ? previewId : null,
  };
}

function invalidError(issues: PushPreview['issues']): AppError {
  const errors = issues.filter((i) => i.severity === 'ERROR');
  const named = (errors.length > 0 ? errors : issues).map((i) => i.message);
  return new AppError('UNPROCESSABLE', `Amazon rejected the change: ${named.join(' ') || 'the attributes are invalid.'}`, {
    issues: (errors.length > 0 ? errors : issues).map((i) => ({
      path: i.field ?? i.attributeNames[0] ?? '',
      message: i.message,
    })),
  });
}

type ConfirmedPush = {
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
async function pushConfirmed(deps: PublishDeps, p: ConfirmedPush): Promise<PushAccepted> {
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
      await recordPushStatus(deps.db, version.id, { submissionStatus: SUBMISSION.unknown });
      throw new AppError(
        'UPSTREAM',
        'Amazon did not confirm the change in time. Try again: the same change will not be applied twice.',
        { cause: error },
      );
    }
    await discardPushVersion(deps.db, version.id);
    throw toAppError(error);
  }
  if (res.status !== 'ACCEPTED') {
    await discardPushVersion(deps.db, version.id);
    throw invalidError(toPushIssues(res.issues));
  }

  const after = afterPush(row, text);
  const health = healthFields(listingContent(after));
  await deps.db.transaction(async (tx) => {
    await recordPushStatus(tx, version.id, {
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
  if (await findLatestVersion(db, row.id, 'imported')) return;
  await recordImportedVersion(db, {
    listingId: row.id,
    author: 'Amazon',
    ...storedText(row),
    healthScore: row.healthScore,
    createdAt: row.createdAt,
  });
}

async function reserveVersion(db: Db, p: ConfirmedPush): Promise<VersionRow> {
  const key = p.idempotencyKey ?? crypto.randomUUID();
  const existing = await repo.findVersionByKey(db, p.row.id, key);
  // An UNKNOWN (or stale SENDING) reservation of this key is taken over, not duplicated.
  if (existing) {
    const from = existing.submissionStatus;
    const taken =
      from &&
      (await takeOverPushVersion(db, existing.id, from, {
        submissionStatus: SUBMISSION.sending,
        createdAt: new Date(),
        ...storedText(afterPush(p.row, p.text)),
      }));
    if (!taken) throw new AppError('CONFLICT', IN_PROGRESS_MESSAGE);
    return taken;
  }
  const row = await reservePushVersion(db, {
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

/**
 * GET /api/publish/{id}/versions, newest first by when the text existed: the imported version is
 * written at the first push but dated when the listing was imported, so it sorts below the drafts
 * made since. Open reservations (a push still in flight) are left out.
 */
export async function findListingVersions(db: Db, userId: number, listingId: number): Promise<ListingVersion[]> {
  await getListing(db, userId, listingId);
  const rows = await findVersions(db, listingId);
  return rows
    .filter((v) => v.submissionStatus === null || !OPEN_STATES.has(v.submissionStatus))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map(toVersionJson);
}

/** Imported from Amazon, or accepted by it in a push: text that was on the listing, unlike a draft. */
function wasLive(v: Pick<VersionRow, 'kind'>): boolean {
  return v.kind === 'imported' || v.kind === 'pushed' || v.kind === 'rolled_back';
}

export function toVersionJson(v: VersionRow): ListingVersion {
  return {
    id: v.id,
    kind: v.kind,
    author: v.author,
    createdAt: v.createdAt.toISOString(),
    healthScore: v.healthScore,
    title: v.title,
    bullets: v.bullets,
    description: v.description,
    searchTerms: v.searchTerms,
    live: wasLive(v),
    submissionId: v.submissionId,
    submissionStatus: v.submissionStatus,
  };
}

/**
 * POST /api/publish/{id}/versions/{versionId}/rollback: the preview of pushing that version's
 * text again. The web confirms through update-amazon with `rollbackOf`, so a rollback takes the
 * same validated, idempotent path as any push.
 */
export async function previewRollback(
  deps: PublishDeps,
  user: Pusher,
  listingId: number,
  versionId: number,
): Promise<RollbackResponse> {
  const row = await getEditableListing(deps.db, user.id, listingId, { toAmazon: true });
  const version = await repo.findVersion(deps.db, row.id, versionId);
  if (!version) throw new AppError('NOT_FOUND', 'Version not found');
  if (!wasLive(version)) throw new AppError('CONFLICT', ROLLBACK_NOT_LIVE_MESSAGE);
  const text = {
    title: version.title,
    bullets: version.bullets,
    description: version.description,
    // A version that did not record search terms leaves the current ones as they are.
    ...(version.searchTerms !== null ? { searchTerms: version.searchTerms } : {}),
  };
  const preview = await updateAmazon(deps, user, listingId, { ...text, confirm: false });
  if (preview.status === 'UNCHANGED') return preview;
  if (preview.status !== 'PREVIEW') throw new Error('a preview answered ACCEPTED');
  return { ...preview, versionId: version.id, text };
}
