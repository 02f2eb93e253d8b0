import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { listings, reviews, syncRuns } from '../db/schema/index.ts';

export type SyncRunRow = typeof syncRuns.$inferSelect;

export async function insertSyncRun(db: Db, userId: number): Promise<SyncRunRow> {
  const [row] = await db.insert(syncRuns).values({ userId, status: 'queued' }).returning();
  return row!;
}

/** Key space of the advisory lock that serialises sync starts per user (any number; unique in the app). */
const SYNC_START_LOCK = 5_301;

/**
 * The user's queued or running import, or a new queued one. Two clicks racing (two tabs, two web
 * processes) take a per-user lock in turn, so the second finds the first's run. A running import
 * silent for longer than `staleAfterMs` died with its job (it expired on its last attempt): it is
 * marked failed and a new one starts.
 */
export async function claimSyncRun(db: Db, userId: number, staleAfterMs: number, now = new Date()): Promise<{ run: SyncRunRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_START_LOCK}, ${userId})`);
    const active = await findActiveSyncRun(tx, userId);
    const stale = active?.status === 'running' && now.getTime() - active.updatedAt.getTime() > staleAfterMs;
    if (active && !stale) return { run: active, created: false };
    if (active) await updateSyncRun(tx, active.id, { status: 'failed', error: STALE_RUN_MESSAGE, finishedAt: now });
    return { run: await insertSyncRun(tx, userId), created: true };
  });
}

export const STALE_RUN_MESSAGE = 'The import stopped without finishing. A new import has started.';

export async function findActiveSyncRun(db: Db, userId: number): Promise<SyncRunRow | undefined> {
  const [row] = await db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.userId, userId), inArray(syncRuns.status, ['queued', 'running'])))
    .orderBy(desc(syncRuns.id))
    .limit(1);
  return row;
}

export async function findSyncRun(db: Db, id: number): Promise<SyncRunRow | undefined> {
  const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, id));
  return row;
}

export async function findLatestSyncRun(db: Db, userId: number): Promise<SyncRunRow | undefined> {
  const [row] = await db.select().from(syncRuns).where(eq(syncRuns.userId, userId)).orderBy(desc(syncRuns.id)).limit(1);
  return row;
}

export async function updateSyncRun(db: Db, id: number, values: Partial<typeof syncRuns.$inferInsert>): Promise<void> {
  await db.update(syncRuns).set({ ...values, updatedAt: new Date() }).where(eq(syncRuns.id, id));
}

export async function failActiveSyncRuns(db: Db, userId: number, error: string): Promise<void> {
  await db
    .update(syncRuns)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(and(eq(syncRuns.userId, userId), inArray(syncRuns.status, ['queued', 'running'])));
}

/**
 * After a complete pass: Amazon listings of these marketplaces that this run did not see are gone
 * at Amazon. File uploads and other marketplaces are never touched.
 */
export async function deleteUnseenListings(db: Db, userId: number, marketplaceIds: string[], runId: number): Promise<number> {
  if (marketplaceIds.length === 0) return 0;
  const rows = await db
    .delete(listings)
    .where(
      and(
        eq(listings.userId, userId),
        eq(listings.source, 'amazon'),
        inArray(listings.marketplaceId, marketplaceIds),
        or(isNull(listings.syncRunId), ne(listings.syncRunId, runId)),
      ),
    )
    .returning({ id: listings.id });
  return rows.length;
}

export async function setLastSynced(db: Db, userId: number, at: Date): Promise<void> {
  await db.execute(sql`update amazon_connections set last_synced = ${at.toISOString()} where user_id = ${userId}`);
}

export type ListingKey = { id: number; asin: string; marketplaceId: string };

export async function findAmazonListingKeys(db: Db, userId: number, marketplaceIds: string[]): Promise<ListingKey[]> {
  if (marketplaceIds.length === 0) return [];
  return db
    .select({ id: listings.id, asin: listings.asin, marketplaceId: listings.marketplaceId })
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.source, 'amazon'), inArray(listings.marketplaceId, marketplaceIds), ne(listings.asin, '')))
    .orderBy(listings.id);
}

/** Replaces the Customer Feedback rows of these listings in one transaction (uploads stay). */
export async function replaceFeedbackReviews(db: Db, listingIds: number[], rows: (typeof reviews.$inferInsert)[]): Promise<void> {
  if (listingIds.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.delete(reviews).where(and(inArray(reviews.listingId, listingIds), eq(reviews.source, 'customer_feedback')));
    if (rows.length > 0) await tx.insert(reviews).values(rows);
  });
}
