import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, isNotNull, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SubmissionStatus } from '#core/api/publish';
import { jsonUpsert, queryRows, runsOnEventLoop, type Db } from '../db/index.ts';
import { listings, type AmazonIssueRow, type NewListing } from '../db/schema/index.ts';

/**
 * Every write to `listings`, each named for what it does (docs/architecture.md#one-owner-per-table).
 * The listings feature owns the table and this file is its one writer: repo.ts only reads, and no
 * other feature inserts, updates or deletes its rows (tests/lint/table-owners.test.ts), so a rule
 * about a listing's state (archived, removed, its health fields) has one place to live. A listing's
 * versions belong to publish (src/server/publish/repo.ts).
 */

/**
 * Rows read from Amazon or a file: new SKUs are added, known ones (by user, seller account,
 * marketplace and SKU) updated in place, IMPORT_BATCH rows a statement (one row per statement took
 * 5-9 s for 10,000 rows), with a turn of the event loop for other requests between statements.
 * Answers how many rows were new.
 */
export async function saveImportedListings(db: Db, rows: NewListing[]): Promise<{ added: number; updated: number }> {
  let added = 0;
  const batch = runsOnEventLoop(db) ? IMPORT_BATCH.pglite : IMPORT_BATCH.postgres;
  for (let i = 0; i < rows.length; i += batch) {
    // PGlite answers in microtasks alone: without a turn of the event loop between statements, a
    // 50,000-row import would hold every other request for the whole write.
    if (i > 0) await nextTurn();
    // One JSON parameter per statement: Drizzle's multi-row VALUES took ~3.5 µs a value to build,
    // 0.2 s of held event loop for 500 listings.
    const result = await queryRows<{ inserted: boolean }>(
      db,
      sql`insert into ${listings} ${jsonUpsert(listings, rows.slice(i, i + batch), {
        key: IMPORT_KEY,
        update: IMPORT_UPDATES,
        columns: [...IMPORT_KEY, ...IMPORT_UPDATES],
        now: 'updatedAt',
      })}
      returning (xmax = 0) as inserted`,
    );
    // xmax = 0 only for freshly inserted rows: tells added from updated without a second query.
    added += result.filter((r) => r.inserted).length;
  }
  return { added, updated: rows.length - added };
}

/**
 * Rows a statement. On PGlite a statement runs on the event loop itself: 200 listings (with their
 * health issues as JSON) took 25-45 ms of CPU and, on a loaded two-core machine, held the loop
 * 50-150 ms; 50 take about 10 ms, and a 50,000-row import takes no longer for it. PostgreSQL works
 * on its own CPU, where a statement costs a round-trip: 200 there.
 */
const IMPORT_BATCH = { pglite: 50, postgres: 200 };
const IMPORT_KEY = ['userId', 'sellingPartnerId', 'marketplaceId', 'sku'] as const;
/** What an import overwrites; a sync writes removedAt null (Amazon has it again), a file import the stored value. */
const IMPORT_UPDATES = [
  'source',
  'asin',
  'productType',
  'brand',
  'title',
  'bullets',
  'description',
  'searchTerms',
  'imageUrl',
  'images',
  'isMedia',
  'status',
  'healthScore',
  'issues',
  'policyVersion',
  'amazonIssues',
  'syncRunId',
  'removedAt',
] as const;

async function updateListing(db: Db, id: number, values: Partial<NewListing>): Promise<void> {
  await db
    .update(listings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(listings.id, id));
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
  await updateListing(db, listingId, fields);
}

/** Amazon's verdict on the listing's latest submission, with the issues it reported. */
export async function recordSubmissionStatus(
  db: Db,
  listingId: number,
  status: SubmissionStatus,
  amazonIssues?: AmazonIssueRow[],
): Promise<void> {
  await updateListing(db, listingId, { submissionStatus: status, ...(amazonIssues ? { amazonIssues } : {}) });
}

/** Text that Amazon's detail page shows instead of the seller's, with the health it gives. */
export async function recordTextShownOnAmazon(
  db: Db,
  listingId: number,
  fields: Partial<Pick<NewListing, 'title' | 'bullets' | 'description' | 'healthScore' | 'issues' | 'policyVersion'>>,
): Promise<void> {
  await updateListing(db, listingId, fields);
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
  await adoptBySeller(db, userId, sellingPartnerId, and(eq(listings.marketplaceId, marketplaceId), inArray(listings.sku, skus)));
}

/**
 * The listings in `scope` without a seller become `sellingPartnerId`'s, but for a SKU that seller
 * already has a row for in the same marketplace: that one stays as it is, so (user, seller,
 * marketplace, SKU) stays unique.
 */
async function adoptBySeller(db: Db, userId: number, sellingPartnerId: string, scope: SQL | undefined): Promise<void> {
  const own = alias(listings, 'own');
  await db
    .update(listings)
    .set({ sellingPartnerId })
    .where(
      and(
        eq(listings.userId, userId),
        eq(listings.sellingPartnerId, ''),
        scope,
        notExists(
          db
            .select({ one: sql`1` })
            .from(own)
            .where(
              and(
                eq(own.userId, userId),
                eq(own.sellingPartnerId, sellingPartnerId),
                eq(own.marketplaceId, listings.marketplaceId),
                eq(own.sku, listings.sku),
              ),
            ),
        ),
      ),
    );
}

/**
 * Makes `sellingPartnerId` the user's seller account for listings of these marketplaces (one region's): the other accounts' synced
 * listings are archived (kept, read-only), this account's archived ones come back, and synced
 * listings from before listings were keyed by seller (no seller recorded) become this account's
 * (adoptBySeller). Answers how many were archived and restored.
 */
export async function switchListingsToSeller(
  db: Db,
  userId: number,
  sellingPartnerId: string,
  marketplaceIds: string[],
  at: Date,
): Promise<{ archived: number; restored: number }> {
  if (marketplaceIds.length === 0) return { archived: 0, restored: 0 };
  // One region's marketplaces: the seller accounts of the user's other regions are untouched.
  const mine = and(eq(listings.userId, userId), eq(listings.source, 'amazon'), inArray(listings.marketplaceId, marketplaceIds));
  const archived = await db
    .update(listings)
    .set({ archivedAt: at })
    .where(
      and(mine, isNull(listings.archivedAt), ne(listings.sellingPartnerId, ''), ne(listings.sellingPartnerId, sellingPartnerId)),
    )
    .returning({ id: listings.id });
  const restored = await db
    .update(listings)
    .set({ archivedAt: null })
    .where(and(mine, isNotNull(listings.archivedAt), eq(listings.sellingPartnerId, sellingPartnerId)))
    .returning({ id: listings.id });
  await adoptBySeller(db, userId, sellingPartnerId, and(mine, isNull(listings.archivedAt)));
  return { archived: archived.length, restored: restored.length };
}

/** Deletes listings of the user (their versions, reviews, FAQs and A+ drafts cascade); answers how many. */
export async function deleteListings(db: Db, userId: number, which: { id: number } | 'archived'): Promise<number> {
  const rows = await db
    .delete(listings)
    .where(and(eq(listings.userId, userId), which === 'archived' ? isNotNull(listings.archivedAt) : eq(listings.id, which.id)))
    .returning({ id: listings.id });
  return rows.length;
}

/** Writes the fields only if the row is still at `rowVersion`. false: it was written meanwhile. */
export async function updateIfUnchanged(db: Db, id: number, rowVersion: string, fields: Partial<NewListing>): Promise<boolean> {
  const updated = await db
    .update(listings)
    .set(fields)
    .where(and(eq(listings.id, id), sql`${listings}.xmin::text = ${rowVersion}`))
    .returning({ id: listings.id });
  return updated.length > 0;
}
