import type { PushAccepted, PushPreview, PushUnchanged, UpdateAmazonRequest } from '#core/api/publish';
import { getEditableListing } from '../listings/index.ts';
import { getPushTarget } from './amazon.ts';
import { pushConfirmed } from './confirm.ts';
import type { PublishDeps, Pusher } from './deps.ts';
import { buildListingPatch } from '../integrations/spapi/index.ts';
import { toPushText } from './patch.ts';
import { matchPreviewId, newPreviewId, spendPreview, storePreview } from './preview-id.ts';
import { assertSearchTermsFit, invalidError, previewBinding, previewPatch } from './preview.ts';
import { scores, storedText } from './pushed-text.ts';
import { findReplay } from './replay.ts';

export const NOTHING_TO_PUSH = 'Nothing to push: the text is the same as on Amazon.';

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
