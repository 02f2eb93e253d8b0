import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import {
  alerts,
  amazonConnections,
  aplusDrafts,
  faqs,
  identities,
  listingKeywords,
  listingVersions,
  listings,
  reviews,
  salesInquiries,
  syncRuns,
} from '../db/schema/index.ts';

/** Everything stored about one user, read in one transaction so the export is consistent. */
export async function findUserData(db: Db, userId: number) {
  return db.transaction(async (tx) => {
    const ownListing = eq(listings.userId, userId);
    return {
      identities: await tx
        .select({ issuer: identities.issuer, subject: identities.subject, createdAt: identities.createdAt })
        .from(identities)
        .where(eq(identities.userId, userId)),
      // Named columns: the encrypted refresh token never leaves the database.
      amazonConnections: await tx
        .select({
          sellingPartnerId: amazonConnections.sellingPartnerId,
          region: amazonConnections.region,
          marketplaceIds: amazonConnections.marketplaceIds,
          lastSynced: amazonConnections.lastSynced,
          createdAt: amazonConnections.createdAt,
        })
        .from(amazonConnections)
        .where(eq(amazonConnections.userId, userId)),
      listings: await tx.select().from(listings).where(ownListing).orderBy(listings.id),
      listingVersions: await tx
        .select(getTableColumns(listingVersions))
        .from(listingVersions)
        .innerJoin(listings, eq(listings.id, listingVersions.listingId))
        .where(ownListing)
        .orderBy(listingVersions.id),
      reviews: await tx
        .select(getTableColumns(reviews))
        .from(reviews)
        .innerJoin(listings, eq(listings.id, reviews.listingId))
        .where(ownListing)
        .orderBy(reviews.id),
      faqs: await tx
        .select(getTableColumns(faqs))
        .from(faqs)
        .innerJoin(listings, eq(listings.id, faqs.listingId))
        .where(ownListing)
        .orderBy(faqs.id),
      aplusDrafts: await tx
        .select(getTableColumns(aplusDrafts))
        .from(aplusDrafts)
        .innerJoin(listings, eq(listings.id, aplusDrafts.listingId))
        .where(ownListing)
        .orderBy(aplusDrafts.id),
      syncRuns: await tx.select().from(syncRuns).where(eq(syncRuns.userId, userId)).orderBy(syncRuns.id),
      salesInquiries: await tx.select().from(salesInquiries).where(eq(salesInquiries.userId, userId)).orderBy(salesInquiries.id),
      alerts: await tx.select().from(alerts).where(eq(alerts.userId, userId)).orderBy(alerts.id),
      keywords: await tx.select().from(listingKeywords).where(eq(listingKeywords.userId, userId)).orderBy(listingKeywords.id),
    };
  });
}
