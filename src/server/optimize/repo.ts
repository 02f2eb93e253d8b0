import type { Db } from '../db/index.ts';
import { listingVersions, type ListingVersionRow, type NewListingVersion } from '../db/schema/index.ts';

/** Stores an AI draft as a version of its listing; the listing's own fields stay as they are. */
export async function insertDraft(tx: Db, draft: Omit<NewListingVersion, 'kind'>): Promise<ListingVersionRow> {
  const [row] = await tx
    .insert(listingVersions)
    .values({ ...draft, kind: 'ai_draft' })
    .returning();
  return row!;
}
