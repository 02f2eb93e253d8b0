import { and, eq, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SubmissionStatus } from '#core/api/publish';
import type { Db } from '../db/index.ts';
import { listings, listingVersions, type AmazonIssueRow, type NewListing, type NewListingVersion } from '../db/schema/index.ts';
import * as repo from './repo.ts';
import type { VersionRow } from './repo.ts';

/**
 * The writes other features make to `listings` and `listing_versions`, each named for what it does
 * (docs/architecture.md#one-owner-per-table). The listings feature owns both tables: no other
 * feature inserts, updates or deletes their rows (tests/lint/table-owners.test.ts), so a rule about
 * a listing's state (archived, removed, its health fields) has one place to live.
 */

// --- listings ---

/** Rows read from Amazon or a file: new SKUs are added, known ones updated in place. */
export function saveImportedListings(db: Db, rows: NewListing[]): Promise<{ added: number; updated: number }> {
  return repo.upsertListings(db, rows);
}

/**
 * The user's seller account for these marketplaces becomes `sellingPartnerId`: the other accounts'
 * synced listings are archived, this account's come back (see repo.switchListingsToSeller).
 */
export function switchListingsToSeller(
  ...args: Parameters<typeof repo.switchListingsToSeller>
): ReturnType<typeof repo.switchListingsToSeller> {
  return repo.switchListingsToSeller(...args);
}

/** The listing's text and health as Amazon accepted them from a push, with the submission to verify. */
export async function recordPushAccepted(
  db: Db,
  listingId: number,
  fields: Pick<
    NewListing,
    | 'title'
    | 'bullets'
    | 'description'
    | 'searchTerms'
    | 'healthScore'
    | 'issues'
    | 'policyVersion'
    | 'submissionId'
    | 'submissionStatus'
  >,
): Promise<void> {
  await repo.updateListing(db, listingId, fields);
}

/** Amazon's verdict on the listing's latest submission, with the issues it reported. */
export async function recordSubmissionStatus(
  db: Db,
  listingId: number,
  status: SubmissionStatus,
  amazonIssues?: AmazonIssueRow[],
): Promise<void> {
  await repo.updateListing(db, listingId, { submissionStatus: status, ...(amazonIssues ? { amazonIssues } : {}) });
}

/** Text that Amazon's detail page shows instead of the seller's, with the health it gives. */
export async function recordTextShownOnAmazon(
  db: Db,
  listingId: number,
  fields: Partial<Pick<NewListing, 'title' | 'bullets' | 'description' | 'healthScore' | 'issues' | 'policyVersion'>>,
): Promise<void> {
  await repo.updateListing(db, listingId, fields);
}

/** The Amazon listings of one of the user's sellers: a sync reads and writes only these. */
function ofSeller(userId: number, sellingPartnerId: string) {
  return and(eq(listings.userId, userId), eq(listings.sellingPartnerId, sellingPartnerId), eq(listings.source, 'amazon'));
}

/**
 * After a complete pass: this seller's Amazon listings of these marketplaces that the run did not
 * see are gone at Amazon. They are marked removed, never deleted: their versions, FAQs, reviews and
 * A+ drafts are the user's work (only the user deletes). File uploads, other marketplaces and other
 * seller accounts' listings are never touched.
 */
export async function markUnseenRemoved(
  db: Db,
  userId: number,
  sellingPartnerId: string,
  marketplaceIds: string[],
  runId: number,
  at: Date,
): Promise<number> {
  if (marketplaceIds.length === 0) return 0;
  const rows = await db
    .update(listings)
    .set({ removedAt: at })
    .where(
      and(
        ofSeller(userId, sellingPartnerId),
        inArray(listings.marketplaceId, marketplaceIds),
        isNull(listings.removedAt),
        or(isNull(listings.syncRunId), ne(listings.syncRunId, runId)),
      ),
    )
    .returning({ id: listings.id });
  return rows.length;
}

/**
 * Uploaded listings (no seller) of SKUs this seller has become the seller's synced listing, as they
 * did before listings were keyed by seller: they keep their id and so their versions and reviews.
 * One the seller already has a synced row for stays an upload.
 */
export async function adoptUploadedListings(
  db: Db,
  userId: number,
  sellingPartnerId: string,
  marketplaceId: string,
  skus: string[],
): Promise<void> {
  if (skus.length === 0) return;
  const own = alias(listings, 'own');
  await db
    .update(listings)
    .set({ sellingPartnerId })
    .where(
      and(
        eq(listings.userId, userId),
        eq(listings.sellingPartnerId, ''),
        eq(listings.marketplaceId, marketplaceId),
        inArray(listings.sku, skus),
        notExists(
          db
            .select({ one: sql`1` })
            .from(own)
            .where(
              and(
                eq(own.userId, userId),
                eq(own.sellingPartnerId, sellingPartnerId),
                eq(own.marketplaceId, marketplaceId),
                eq(own.sku, listings.sku),
              ),
            ),
        ),
      ),
    );
}

// --- listing_versions ---

/** Stores an AI draft as a version of its listing; the listing's own fields stay as they are. */
export async function saveDraft(db: Db, draft: Omit<NewListingVersion, 'kind'>): Promise<VersionRow> {
  const [row] = await db
    .insert(listingVersions)
    .values({ ...draft, kind: 'ai_draft' })
    .returning();
  return row!;
}

/** The listing as imported, kept as a version before its first push: history can always go back. */
export function recordImportedVersion(db: Db, values: Omit<NewListingVersion, 'kind'>): Promise<VersionRow> {
  return repo.insertVersion(db, { ...values, kind: 'imported' });
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
