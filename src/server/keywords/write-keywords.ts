import type { KeywordSource } from '#core/api/keywords';
import type { Db } from '../db/index.ts';
import * as repo from './repo.ts';

/** Keywords kept per listing and source: the strongest first; enough for any listing's copy. */
export const MAX_KEYWORDS_PER_LISTING = 1000;
/** Ticked for the seller the first time a listing gets keywords: the strongest by purchases, else volume. */
export const PRESELECTED = 5;

/** Replaces a source's keywords of these listings, ticking the strongest on listings the seller never targeted. */
export async function writeKeywords(
  db: Db,
  userId: number,
  source: KeywordSource,
  listingIds: readonly number[],
  rows: repo.NewListingKeyword[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const chosen = await repo.listingsWithTargets(tx, userId, listingIds);
    const byListing = group(rows, (r) => String(r.listingId));
    for (const [id, listingRows] of byListing) {
      if (chosen.has(Number(id))) continue;
      const anyPurchases = listingRows.some((r) => (r.purchases ?? 0) > 0);
      const rank = (r: repo.NewListingKeyword) => (anyPurchases ? (r.purchases ?? 0) : (r.volume ?? r.impressions ?? 0));
      [...listingRows]
        .sort((a, b) => rank(b) - rank(a))
        .slice(0, PRESELECTED)
        .forEach((r) => (r.targeted = true));
    }
    await repo.replaceKeywords(tx, userId, source, listingIds, rows);
  });
}

/** Items by a key, in their order. */
export function group<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}
