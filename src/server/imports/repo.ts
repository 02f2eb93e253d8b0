import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { listings, listingVersions, type ListingRow, type ListingVersionRow } from '../db/schema/index.ts';
import { archivedListingsOf, currentListingsOf } from '../listings/index.ts';

export type { ListingRow };
export type DraftRow = Pick<ListingVersionRow, 'listingId' | 'title' | 'bullets' | 'description' | 'language' | 'createdAt'>;

/** What an Amazon sync knows that a file does not; kept when a file updates a synced listing. */
export type AmazonOnlyFields = Pick<
  ListingRow,
  | 'sellingPartnerId'
  | 'marketplaceId'
  | 'sku'
  | 'asin'
  | 'productType'
  | 'searchTerms'
  | 'images'
  | 'isMedia'
  | 'amazonIssues'
  | 'syncRunId'
  | 'status'
  | 'removedAt'
>;

/** The synced listings a file can update: archived ones (another seller account's) stay as they are. */
export async function findAmazonListings(db: Db, userId: number): Promise<AmazonOnlyFields[]> {
  return db
    .select({
      sellingPartnerId: listings.sellingPartnerId,
      marketplaceId: listings.marketplaceId,
      sku: listings.sku,
      asin: listings.asin,
      productType: listings.productType,
      searchTerms: listings.searchTerms,
      images: listings.images,
      isMedia: listings.isMedia,
      amazonIssues: listings.amazonIssues,
      syncRunId: listings.syncRunId,
      status: listings.status,
      removedAt: listings.removedAt,
    })
    .from(listings)
    .where(currentListingsOf(userId, { synced: true }));
}

/**
 * One page of a My Listings view, `current` (not archived) or `archived`, in id order from `afterId`:
 * an export reads its 50,000 listings a page at a time, so no one read holds the event loop (on
 * PGlite a query runs on it) or all the rows at once.
 */
export async function findUserListingsPage(
  db: Db,
  userId: number,
  view: 'current' | 'archived',
  afterId: number,
  limit: number,
): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(and(view === 'archived' ? archivedListingsOf(userId) : currentListingsOf(userId), gt(listings.id, afterId)))
    .orderBy(asc(listings.id))
    .limit(limit);
}

/** The newest AI draft of each of these listings of the user (DISTINCT ON keeps the first per listing). */
export async function findLatestDrafts(db: Db, userId: number, listingIds: readonly number[]): Promise<DraftRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .selectDistinctOn([listingVersions.listingId], {
      listingId: listingVersions.listingId,
      title: listingVersions.title,
      bullets: listingVersions.bullets,
      description: listingVersions.description,
      language: listingVersions.language,
      createdAt: listingVersions.createdAt,
    })
    .from(listingVersions)
    .innerJoin(listings, eq(listings.id, listingVersions.listingId))
    .where(
      and(eq(listings.userId, userId), inArray(listingVersions.listingId, [...listingIds]), eq(listingVersions.kind, 'ai_draft')),
    )
    .orderBy(listingVersions.listingId, desc(listingVersions.id));
}
