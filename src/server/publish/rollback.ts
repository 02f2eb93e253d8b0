import type { RollbackResponse } from '#core/api/publish';
import { AppError } from '../errors.ts';
import { getEditableListing } from '../listings/index.ts';
import type { PublishDeps, Pusher } from './deps.ts';
import * as repo from './repo.ts';
import { updateAmazon } from './update-amazon.ts';
import { wasLive } from './versions.ts';

export const ROLLBACK_NOT_LIVE_MESSAGE =
  'Only a version that was live on Amazon can be restored. Open an AI draft in the editor and push it instead.';

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
