import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { batchRuns } from '../db/schema/index.ts';

export type BatchRunRow = typeof batchRuns.$inferSelect;

export async function insertBatchRun(db: Db, values: typeof batchRuns.$inferInsert): Promise<BatchRunRow> {
  const [row] = await db.insert(batchRuns).values(values).returning();
  return row!;
}

export async function findBatchRun(db: Db, id: number): Promise<BatchRunRow | undefined> {
  const [row] = await db.select().from(batchRuns).where(eq(batchRuns.id, id));
  return row;
}

export async function findBatchRunForUser(db: Db, userId: number, id: number): Promise<BatchRunRow | undefined> {
  const [row] = await db
    .select()
    .from(batchRuns)
    .where(and(eq(batchRuns.id, id), eq(batchRuns.userId, userId)));
  return row;
}

export async function updateBatchRun(db: Db, id: number, values: Partial<typeof batchRuns.$inferInsert>): Promise<void> {
  await db.update(batchRuns).set(values).where(eq(batchRuns.id, id));
}
