import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { amazonConnections, listings, reviews, syncRuns } from '../db/schema/index.ts';

export type SyncRunRow = typeof syncRuns.$inferSelect;

/** Statuses a run can still leave; `failed` and `done` are final. */
export const ACTIVE_SYNC_STATUSES = ['queued', 'running'];

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
    .where(and(eq(syncRuns.userId, userId), inArray(syncRuns.status, ACTIVE_SYNC_STATUSES)))
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

/**
 * Updates the run only while its status is one of `from`; answers whether it did. A job whose run
 * was failed meanwhile (disconnect, replaced as stale) writes nothing, so the run stays failed.
 */
export async function updateSyncRunIfStatus(db: Db, id: number, from: string[], values: Partial<typeof syncRuns.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(syncRuns)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(syncRuns.id, id), inArray(syncRuns.status, from)))
    .returning({ id: syncRuns.id });
  return rows.length > 0;
}

/** `granted`: the run may write. Otherwise why not: the run ended, or its connection is gone or another one. */
export type SyncWriteRight = 'granted' | 'stopped' | 'disconnected' | 'replaced';

/**
 * Call inside the transaction that writes for the run. The run must still be running and the user's
 * connection must be the one the run started with. Both rows stay locked (FOR SHARE) until the
 * transaction ends, so a disconnect (delete the connection, then fail the run) waits for a write in
 * progress and every later write sees it.
 */
export async function lockSyncRunForWrite(tx: Db, runId: number, connection: { id: number; userId: number; sellingPartnerId: string }): Promise<SyncWriteRight> {
  const [run] = await tx.select({ status: syncRuns.status }).from(syncRuns).where(eq(syncRuns.id, runId)).for('share');
  if (run?.status !== 'running') return 'stopped';
  const [current] = await tx
    .select({ id: amazonConnections.id, sellingPartnerId: amazonConnections.sellingPartnerId })
    .from(amazonConnections)
    .where(eq(amazonConnections.userId, connection.userId))
    .for('share');
  if (!current) return 'disconnected';
  return current.id === connection.id && current.sellingPartnerId === connection.sellingPartnerId ? 'granted' : 'replaced';
}

export async function failActiveSyncRuns(db: Db, userId: number, error: string): Promise<void> {
  await db
    .update(syncRuns)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(and(eq(syncRuns.userId, userId), inArray(syncRuns.status, ACTIVE_SYNC_STATUSES)));
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
