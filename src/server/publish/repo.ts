import { and, desc, eq } from 'drizzle-orm';
import type { SubmissionStatus, VersionKind } from '#core/api/publish';
import { findRow, type Db } from '../db/index.ts';
import { listingVersions, type ListingVersionRow, type NewListingVersion } from '../db/schema/index.ts';

/**
 * A listing's versions, read and written here alone: publish owns `listing_versions`
 * (docs/architecture.md#one-owner-per-table). The push's state machine (reserve a key, take it
 * over, record Amazon's verdict, discard) is the table's main writer; optimize stores its drafts
 * through `saveDraft` (src/server/publish/index.ts).
 */
export type VersionRow = ListingVersionRow;

/** Keys are scoped to one listing (so to its owner): another seller's key is never seen. */
export async function findVersionByKey(db: Db, listingId: number, idempotencyKey: string): Promise<VersionRow | undefined> {
  return findRow(
    db,
    listingVersions,
    eq(listingVersions.listingId, listingId),
    eq(listingVersions.idempotencyKey, idempotencyKey),
  );
}

export async function findVersion(db: Db, listingId: number, versionId: number): Promise<VersionRow | undefined> {
  return findRow(db, listingVersions, eq(listingVersions.id, versionId), eq(listingVersions.listingId, listingId));
}

export async function findVersions(db: Db, listingId: number): Promise<VersionRow[]> {
  return db.select().from(listingVersions).where(eq(listingVersions.listingId, listingId)).orderBy(desc(listingVersions.id));
}

export async function findLatestVersion(db: Db, listingId: number, kind: VersionKind): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(listingVersions)
    .where(and(eq(listingVersions.listingId, listingId), eq(listingVersions.kind, kind)))
    .orderBy(desc(listingVersions.id))
    .limit(1);
  return row;
}

/** Stores an AI draft as a version of its listing; the listing's own fields stay as they are. */
export async function saveDraft(db: Db, draft: Omit<NewListingVersion, 'kind'>): Promise<VersionRow> {
  const [row] = await db
    .insert(listingVersions)
    .values({ ...draft, kind: 'ai_draft' })
    .returning();
  return row!;
}

/** The listing as imported, kept as a version before its first push: history can always go back. */
export async function recordImportedVersion(db: Db, values: Omit<NewListingVersion, 'kind'>): Promise<VersionRow> {
  const [row] = await db
    .insert(listingVersions)
    .values({ ...values, kind: 'imported' })
    .returning();
  return row!;
}

/**
 * Inserts the version that reserves an idempotency key. undefined when the key is taken: the
 * unique index decides between two concurrent requests, not a read before the write.
 */
export async function reservePushVersion(db: Db, values: NewListingVersion): Promise<VersionRow | undefined> {
  const [row] = await db.insert(listingVersions).values(values).onConflictDoNothing().returning();
  return row;
}

/** A push's version learns its submission and Amazon's verdict. */
export async function recordPushStatus(db: Db, id: number, values: Partial<NewListingVersion>): Promise<VersionRow | undefined> {
  const [row] = await db.update(listingVersions).set(values).where(eq(listingVersions.id, id)).returning();
  return row;
}

/** A push Amazon refused, or that never left: its reservation goes, as if never made. */
export async function discardPushVersion(db: Db, id: number): Promise<void> {
  await db.delete(listingVersions).where(eq(listingVersions.id, id));
}

/** Compare-and-set on the submission state: of two retries taking over one key, one wins. */
export async function takeOverPushVersion(
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
