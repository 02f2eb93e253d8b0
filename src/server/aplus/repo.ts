import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { aplusDrafts, reviews, type AplusDraftRow, type NewAplusDraft } from '../db/schema/index.ts';

export type { AplusDraftRow, NewAplusDraft };

export async function findDraft(db: Db, listingId: number): Promise<AplusDraftRow | undefined> {
  const [row] = await db.select().from(aplusDrafts).where(eq(aplusDrafts.listingId, listingId));
  return row;
}

/**
 * One draft per listing (unique listing_id): a new generation replaces the previous draft's
 * content. The Amazon document it was published as (contentReferenceKey, submittedAt) is kept,
 * so the next publish updates that document instead of creating a second one for the ASIN.
 */
export async function upsertDraft(
  db: Db,
  values: Pick<NewAplusDraft, 'listingId' | 'settings' | 'modules'>,
): Promise<AplusDraftRow> {
  const [row] = await db
    .insert(aplusDrafts)
    .values({ ...values, status: 'DRAFT' })
    .onConflictDoUpdate({
      target: aplusDrafts.listingId,
      set: { settings: values.settings, modules: values.modules, status: 'DRAFT', updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/**
 * Marks the draft as being published, unless another publish holds it (since after `staleBefore`:
 * a process that died mid-publish does not block the draft for ever). undefined when held. The
 * row comes back fresh, so a publish that finished meanwhile is seen (its document is updated).
 */
export async function claimPublish(db: Db, listingId: number, now: Date, staleBefore: Date): Promise<AplusDraftRow | undefined> {
  const [row] = await db
    .update(aplusDrafts)
    .set({ publishingSince: now })
    .where(
      and(
        eq(aplusDrafts.listingId, listingId),
        or(isNull(aplusDrafts.publishingSince), lt(aplusDrafts.publishingSince, staleBefore)),
      ),
    )
    .returning();
  return row;
}

export async function releasePublish(db: Db, listingId: number): Promise<void> {
  await db.update(aplusDrafts).set({ publishingSince: null }).where(eq(aplusDrafts.listingId, listingId));
}

export async function updateDraft(db: Db, listingId: number, values: Partial<NewAplusDraft>): Promise<AplusDraftRow | undefined> {
  const [row] = await db
    .update(aplusDrafts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(aplusDrafts.listingId, listingId))
    .returning();
  return row;
}

export async function findReviews(db: Db, listingId: number, limit = 50): Promise<{ text: string; rating: number | null }[]> {
  return db
    .select({ text: reviews.text, rating: reviews.rating })
    .from(reviews)
    .where(eq(reviews.listingId, listingId))
    .orderBy(desc(reviews.reviewDate), desc(reviews.id))
    .limit(limit);
}
