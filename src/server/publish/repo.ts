import { and, eq } from 'drizzle-orm';
import type { SubmissionStatus } from '#core/api/publish';
import type { Db } from '../db/index.ts';
import { listingVersions, type NewListingVersion } from '../db/schema/index.ts';
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

/**
 * Inserts the version that reserves an idempotency key. undefined when the key is taken: the
 * unique index decides between two concurrent requests, not a read before the write.
 */
export async function insertReservedVersion(db: Db, values: NewListingVersion): Promise<VersionRow | undefined> {
  const [row] = await db.insert(listingVersions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateVersion(db: Db, id: number, values: Partial<NewListingVersion>): Promise<VersionRow | undefined> {
  const [row] = await db.update(listingVersions).set(values).where(eq(listingVersions.id, id)).returning();
  return row;
}

export async function deleteVersion(db: Db, id: number): Promise<void> {
  await db.delete(listingVersions).where(eq(listingVersions.id, id));
}

/** Compare-and-set on the submission state: of two retries taking over one key, one wins. */
export async function takeOverVersion(
  db: Db,
  id: number,
  fromStatus: SubmissionStatus,
  values: Partial<NewListingVersion>,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .update(listingVersions)
    .set(values)
    .where(and(eq(listingVersions.id, id), eq(listingVersions.submissionStatus, fromStatus)))
    .returning();
  return row;
}
