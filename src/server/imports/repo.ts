import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { listings, listingVersions } from '../db/schema/index.ts';

export type ListingRow = typeof listings.$inferSelect;
export type DraftRow = Pick<typeof listingVersions.$inferSelect, 'listingId' | 'title' | 'bullets' | 'description' | 'language' | 'createdAt'>;

/** What an Amazon sync knows that a file does not; kept when a file updates a synced listing. */
export type AmazonOnlyFields = Pick<ListingRow, 'marketplaceId' | 'sku' | 'asin' | 'productType' | 'searchTerms' | 'images' | 'isMedia' | 'amazonIssues' | 'syncRunId' | 'status'>;

export async function findAmazonListings(db: Db, userId: number): Promise<AmazonOnlyFields[]> {
  return db
    .select({
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
    })
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.source, 'amazon')));
}

export async function findUserListings(db: Db, userId: number): Promise<ListingRow[]> {
  return db.select().from(listings).where(eq(listings.userId, userId)).orderBy(asc(listings.id));
}

/** The newest AI draft of each of the user's listings (DISTINCT ON keeps the first per listing). */
export async function findLatestDrafts(db: Db, userId: number): Promise<DraftRow[]> {
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
    .where(and(eq(listings.userId, userId), eq(listingVersions.kind, 'ai_draft')))
    .orderBy(listingVersions.listingId, desc(listingVersions.id));
}
