import type { ListingVersion } from '#core/api/publish';

export const KIND_LABELS: Record<ListingVersion['kind'], string> = {
  imported: 'Imported',
  ai_draft: 'AI draft',
  user_edit: 'Edited',
  pushed: 'Pushed',
  rolled_back: 'Rolled back',
};

/**
 * A version as History shows it, by its kind and time ("the Imported version of 12/5/2026, 7:20:31 AM"),
 * never by its database id, which no screen shows: the Roll back button and the rollback toast use it.
 */
export function versionName(v: Pick<ListingVersion, 'kind' | 'createdAt'>): string {
  return `${KIND_LABELS[v.kind]} version of ${new Date(v.createdAt).toLocaleString()}`;
}
