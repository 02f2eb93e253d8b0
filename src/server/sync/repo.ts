import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Region, byRegion } from '#core/regions';
import type { SyncStatus } from '#core/api/amazon';
import type { Db } from '../db/index.ts';
import { amazonConnections, listings, syncRuns, type NewSyncRun, type SyncRunRow } from '../db/schema/index.ts';
import { IS_ACTIVE } from '../listings/index.ts';

export type { SyncRunRow };

/** Statuses a run can still leave; `failed` and `done` are final. */
export const ACTIVE_SYNC_STATUSES: readonly SyncStatus[] = ['queued', 'running'];

export async function insertSyncRun(db: Db, userId: number, region: Region): Promise<SyncRunRow> {
  const [row] = await db.insert(syncRuns).values({ userId, region, status: 'queued' }).returning();
  return row!;
}

/** Key space of the advisory lock that serialises sync starts per user (any number; unique in the app). */
const SYNC_START_LOCK = 5_301;

/**
 * The user's queued or running import of the region, or a new queued one. Two clicks racing (two
 * tabs, two web processes) take a per-user lock in turn, so the second finds the first's run. A
 * running import silent for longer than `staleAfterMs` died with its job (it expired on its last
 * attempt): it is marked failed and a new one starts.
 */
export async function claimSyncRun(
  db: Db,
  userId: number,
  region: Region,
  staleAfterMs: number,
  now = new Date(),
): Promise<{ run: SyncRunRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_START_LOCK}, ${userId})`);
    const active = await findActiveSyncRun(tx, userId, region);
    const stale = active?.status === 'running' && now.getTime() - active.updatedAt.getTime() > staleAfterMs;
    if (active && !stale) return { run: active, created: false };
    if (active) await updateSyncRun(tx, active.id, { status: 'failed', error: STALE_RUN_MESSAGE, finishedAt: now });
    return { run: await insertSyncRun(tx, userId, region), created: true };
  });
}

export const STALE_RUN_MESSAGE = 'The import stopped without finishing. A new import has started.';

export async function findActiveSyncRun(db: Db, userId: number, region: Region): Promise<SyncRunRow | undefined> {
  const [row] = await db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.userId, userId), eq(syncRuns.region, region), inArray(syncRuns.status, ACTIVE_SYNC_STATUSES)))
    .orderBy(desc(syncRuns.id))
    .limit(1);
  return row;
}

/** The user's latest run of each region, in region order. */
export async function findLatestSyncRuns(db: Db, userId: number): Promise<SyncRunRow[]> {
  const rows = await db
    .selectDistinctOn([syncRuns.region])
    .from(syncRuns)
    .where(eq(syncRuns.userId, userId))
    .orderBy(syncRuns.region, desc(syncRuns.id));
  return rows.sort(byRegion);
}

export async function findLatestSyncRun(db: Db, userId: number, region: Region): Promise<SyncRunRow | undefined> {
  const [row] = await db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.userId, userId), eq(syncRuns.region, region)))
    .orderBy(desc(syncRuns.id))
    .limit(1);
  return row;
}

/** One more product's review topics fetched (an increment: the job's fetches run side by side). */
export async function countReviewFetched(db: Db, runId: number): Promise<void> {
  await db
    .update(syncRuns)
    .set({ reviewsDone: sql`${syncRuns.reviewsDone} + 1`, updatedAt: new Date() })
    .where(eq(syncRuns.id, runId));
}

export async function findSyncRun(db: Db, id: number): Promise<SyncRunRow | undefined> {
  const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, id));
  return row;
}

export async function updateSyncRun(db: Db, id: number, values: Partial<NewSyncRun>): Promise<void> {
  await db
    .update(syncRuns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(syncRuns.id, id));
}

/**
 * Updates the run only while its status is one of `from`; answers whether it did. A job whose run
 * was failed meanwhile (disconnect, replaced as stale) writes nothing, so the run stays failed.
 */
export async function updateSyncRunIfStatus(
  db: Db,
  id: number,
  from: readonly SyncStatus[],
  values: Partial<NewSyncRun>,
): Promise<boolean> {
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
 * transaction ends, so a disconnect or a switch waits for a write in progress and every later write
 * sees it. Run first, then connection: whoever changes both must take them in this order too.
 */
export async function lockSyncRunForWrite(
  tx: Db,
  runId: number,
  connection: { id: number; userId: number; sellingPartnerId: string; region: Region },
): Promise<SyncWriteRight> {
  const [run] = await tx.select({ status: syncRuns.status }).from(syncRuns).where(eq(syncRuns.id, runId)).for('share');
  if (run?.status !== 'running') return 'stopped';
  const [current] = await tx
    .select({ id: amazonConnections.id, sellingPartnerId: amazonConnections.sellingPartnerId })
    .from(amazonConnections)
    .where(and(eq(amazonConnections.userId, connection.userId), eq(amazonConnections.region, connection.region)))
    .for('share');
  if (!current) return 'disconnected';
  return current.id === connection.id && current.sellingPartnerId === connection.sellingPartnerId ? 'granted' : 'replaced';
}

/** Fails the user's active runs of one region (or of every region). */
export async function failActiveSyncRuns(db: Db, userId: number, error: string, region?: Region): Promise<void> {
  await db
    .update(syncRuns)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(
      and(
        eq(syncRuns.userId, userId),
        region ? eq(syncRuns.region, region) : undefined,
        inArray(syncRuns.status, ACTIVE_SYNC_STATUSES),
      ),
    );
}

/** The Amazon listings of one of the user's sellers: a sync reads and writes only these. */
function ofSeller(userId: number, sellingPartnerId: string) {
  return and(eq(listings.userId, userId), eq(listings.sellingPartnerId, sellingPartnerId), eq(listings.source, 'amazon'));
}

export type ListingKey = { id: number; asin: string; marketplaceId: string };

/** The seller's listings Amazon has, whose review topics to fetch (archived and removed ones keep theirs). */
export async function findAmazonListingKeys(
  db: Db,
  userId: number,
  sellingPartnerId: string,
  marketplaceIds: string[],
): Promise<ListingKey[]> {
  if (marketplaceIds.length === 0) return [];
  return db
    .select({ id: listings.id, asin: listings.asin, marketplaceId: listings.marketplaceId })
    .from(listings)
    .where(
      and(ofSeller(userId, sellingPartnerId), inArray(listings.marketplaceId, marketplaceIds), ne(listings.asin, ''), IS_ACTIVE),
    )
    .orderBy(listings.id);
}

/** SKUs of one marketplace this run has written: a resumed import does not fetch them again. */
export async function findSkusWrittenByRun(
  db: Db,
  userId: number,
  sellingPartnerId: string,
  marketplaceId: string,
  runId: number,
): Promise<Set<string>> {
  const rows = await db
    .select({ sku: listings.sku })
    .from(listings)
    .where(and(ofSeller(userId, sellingPartnerId), eq(listings.marketplaceId, marketplaceId), eq(listings.syncRunId, runId)));
  return new Set(rows.map((r) => r.sku));
}
