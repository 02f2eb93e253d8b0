import { and, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * The one row of `table` that all `conditions` pick, if there is one. Repos look rows up by a key
 * scoped to their owner (an id and a user id, a listing and a version) far more often than anything
 * else; each such lookup is this query.
 */
export async function findRow<T extends PgTable>(db: Db, table: T, ...conditions: SQL[]): Promise<T['$inferSelect'] | undefined> {
  const rows: T['$inferSelect'][] = await db
    .select()
    .from(table as PgTable)
    .where(and(...conditions));
  return rows[0];
}
