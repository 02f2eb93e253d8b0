import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { listingVersions } from '../db/schema/index.ts';
import type { VersionRow } from '../listings/index.ts';

/** Keys are scoped to one listing (so to its owner): another seller's key is never seen. */
export async function findVersionByKey(db: Db, listingId: number, idempotencyKey: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(listingVersions)
    .where(and(eq(listingVersions.listingId, listingId), eq(listingVersions.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findVersion(db: Db, listingId: number, versionId: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(listingVersions)
    .where(and(eq(listingVersions.id, versionId), eq(listingVersions.listingId, listingId)));
  return row;
}
