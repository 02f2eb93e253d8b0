import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { faqs, listings, reviews, type NewReview, type ReviewRow, type FaqItemRow } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { IS_CURRENT } from '../listings/index.ts';

export type { ReviewRow };

/** Newest first; uploaded reviews before Amazon's topic snippets (fuller text), as the issue asks. */
export async function findNewestReviews(db: Db, listingId: number, limit: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.listingId, listingId))
    .orderBy(
      sql`case when ${reviews.source} = 'upload' then 0 else 1 end`,
      sql`${reviews.reviewDate} desc nulls last`,
      desc(reviews.id),
    )
    .limit(limit);
}

export async function countReviewsBySource(db: Db, listingId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ source: reviews.source, n: count() })
    .from(reviews)
    .where(eq(reviews.listingId, listingId))
    .groupBy(reviews.source);
  return Object.fromEntries(rows.map((r) => [r.source, Number(r.n)]));
}

export async function insertReviews(db: Db, rows: NewReview[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insert(reviews).values(rows.slice(i, i + 500));
}

/**
 * Locks the listing's row for the rest of the transaction, so FAQ writes for one listing run one
 * after the other. NO KEY UPDATE, not UPDATE: an optimize or A+ transaction holding the user's row
 * (spendCredit) and inserting a row that references this listing takes KEY SHARE on it, which this
 * lock lets through (FOR UPDATE would block it while this one waits for the user's row: deadlock).
 */
export async function lockListing(tx: Db, listingId: number): Promise<void> {
  const [row] = await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for('no key update');
  if (!row) throw new AppError('NOT_FOUND', 'Listing not found');
}

export async function findFaqs(db: Db, listingId: number): Promise<FaqItemRow[] | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.listingId, listingId));
  return row?.items;
}

export async function saveFaqs(db: Db, listingId: number, reviewCount: number, items: FaqItemRow[]): Promise<void> {
  await db
    .insert(faqs)
    .values({ listingId, reviewCount, items })
    .onConflictDoUpdate({ target: faqs.listingId, set: { reviewCount, items, createdAt: new Date() } });
}

/**
 * Replaces the Customer Feedback rows of these listings in one transaction (uploads stay). Only
 * listings still current for the seller are written: one archived since the job started (the user
 * switched accounts) keeps its reviews as they were.
 */
export async function replaceFeedbackReviews(
  db: Db,
  sellingPartnerId: string,
  listingIds: number[],
  rows: NewReview[],
): Promise<void> {
  if (listingIds.length === 0) return;
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(inArray(listings.id, listingIds), eq(listings.sellingPartnerId, sellingPartnerId), IS_CURRENT))
      .for('update');
    const ids = new Set(current.map((r) => r.id));
    if (ids.size === 0) return;
    await tx.delete(reviews).where(and(inArray(reviews.listingId, [...ids]), eq(reviews.source, 'customer_feedback')));
    const kept = rows.filter((r) => ids.has(r.listingId));
    if (kept.length > 0) await tx.insert(reviews).values(kept);
  });
}
