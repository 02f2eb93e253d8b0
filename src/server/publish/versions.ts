import type { ListingVersion } from '#core/api/publish';
import type { Db } from '../db/index.ts';
import { getListing } from '../listings/index.ts';
import { findVersions, type VersionRow } from './repo.ts';
import { OPEN_STATES } from './submission.ts';

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
export function wasLive(v: Pick<VersionRow, 'kind'>): boolean {
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
