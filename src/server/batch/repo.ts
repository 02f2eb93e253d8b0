import { and, eq, inArray } from 'drizzle-orm';
import { findRow, type Db } from '../db/index.ts';
import { batchRuns, listings, type BatchRunRow, type NewBatchRun } from '../db/schema/index.ts';

export type { BatchRunRow };

export async function insertBatchRun(db: Db, values: NewBatchRun): Promise<BatchRunRow> {
  const [row] = await db.insert(batchRuns).values(values).returning();
  return row!;
}

export async function findBatchRun(db: Db, id: number): Promise<BatchRunRow | undefined> {
  const [row] = await db.select().from(batchRuns).where(eq(batchRuns.id, id));
  return row;
}

export async function findBatchRunForUser(db: Db, userId: number, id: number): Promise<BatchRunRow | undefined> {
  return findRow(db, batchRuns, eq(batchRuns.id, id), eq(batchRuns.userId, userId));
}

export async function updateBatchRun(db: Db, id: number, values: Partial<NewBatchRun>): Promise<void> {
  await db.update(batchRuns).set(values).where(eq(batchRuns.id, id));
}

/** The user's listings among `ids` (others' are simply absent), with what a batch snapshots of them. */
export async function findBatchListings(db: Db, userId: number, ids: number[]) {
  return db
    .select({
      id: listings.id,
      title: listings.title,
      bullets: listings.bullets,
      description: listings.description,
      healthScore: listings.healthScore,
      archivedAt: listings.archivedAt,
      removedAt: listings.removedAt,
    })
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.id, ids)));
}
