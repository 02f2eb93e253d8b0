import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ListingVersion } from '#core/api/publish';
import { versionsQueryOptions } from '../../publish/index.ts';

/**
 * The listing's last AI draft when nothing was pushed or edited after it: what the seller had in the
 * editor when the page closed. The server keeps every draft in the listing's history, so it comes
 * back from there, at no credit.
 */
export function unsavedDraftOf(versions: readonly ListingVersion[]): ListingVersion | null {
  const newest = versions[0];
  return newest?.kind === 'ai_draft' ? newest : null;
}

/** Calls `restore` once, when the history is in and holds an unsaved draft. */
export function useRestoreUnsavedDraft(listingId: number, restore: (draft: ListingVersion) => void): void {
  const versions = useQuery(versionsQueryOptions(listingId));
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !versions.data) return;
    done.current = true;
    const draft = unsavedDraftOf(versions.data);
    if (draft) restore(draft);
  }, [versions.data, restore]);
}
