import { and, eq, inArray, sql } from 'drizzle-orm';
import type { KeywordSource, SqpStatus } from '#core/api/keywords';
import { findRow, jsonInsert, type Db, type Tx } from '../db/index.ts';
import {
  amazonConnections,
  listingKeywords,
  listings,
  sqpImports,
  type ListingKeywordRow,
  type NewListingKeyword,
  type SqpImportRow,
} from '../db/schema/index.ts';
import { currentListingsOf } from '../listings/index.ts';

export type { ListingKeywordRow, NewListingKeyword, SqpImportRow };

export async function findKeywords(db: Db | Tx, userId: number, listingId: number): Promise<ListingKeywordRow[]> {
  return db
    .select()
    .from(listingKeywords)
    .where(and(eq(listingKeywords.userId, userId), eq(listingKeywords.listingId, listingId)))
    .orderBy(listingKeywords.id);
}

/** Keywords the seller ticked for the listing, deduplicated across sources. */
export async function findTargetedKeywords(db: Db, userId: number, listingId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ keyword: listingKeywords.keyword })
    .from(listingKeywords)
    .where(and(eq(listingKeywords.userId, userId), eq(listingKeywords.listingId, listingId), eq(listingKeywords.targeted, true)));
  return rows.map((r) => r.keyword);
}

export async function setTargeted(tx: Tx, userId: number, listingId: number, keywords: readonly string[]): Promise<void> {
  const mine = and(eq(listingKeywords.userId, userId), eq(listingKeywords.listingId, listingId));
  await tx.update(listingKeywords).set({ targeted: false }).where(mine);
  if (keywords.length > 0)
    await tx
      .update(listingKeywords)
      .set({ targeted: true })
      .where(and(mine, inArray(listingKeywords.keyword, [...keywords])));
}

/** The keywords the seller targets on any of `listingIds`: the choices a replace or a preselection must keep. */
function targetedKeywordsOf(userId: number, listingIds: readonly number[]) {
  return and(
    eq(listingKeywords.userId, userId),
    inArray(listingKeywords.listingId, [...listingIds]),
    eq(listingKeywords.targeted, true),
  );
}

/**
 * Replaces one source's keywords of each listing in `rows` by the new ones, in the caller's
 * transaction. Targeted flags move to the new rows of the same keyword.
 */
export async function replaceKeywords(
  tx: Tx,
  userId: number,
  source: KeywordSource,
  listingIds: readonly number[],
  rows: readonly NewListingKeyword[],
): Promise<void> {
  if (listingIds.length === 0) return;
  const targeted = await tx
    .selectDistinct({ listingId: listingKeywords.listingId, keyword: listingKeywords.keyword })
    .from(listingKeywords)
    .where(targetedKeywordsOf(userId, listingIds));
  const keep = new Set(targeted.map((t) => `${t.listingId}\u0000${t.keyword}`));
  await tx
    .delete(listingKeywords)
    .where(
      and(
        eq(listingKeywords.userId, userId),
        eq(listingKeywords.source, source),
        inArray(listingKeywords.listingId, [...listingIds]),
      ),
    );
  const values = rows.map((r) => ({ ...r, targeted: r.targeted || keep.has(`${r.listingId}\u0000${r.keyword}`) }));
  // No turn of the event loop between these statements: on the embedded database every other
  // request's query waits for this transaction, so a longer transaction holds them longer.
  // One JSON parameter a statement: Drizzle's VALUES took ~3.5 µs a value to build, 60 ms of held
  // event loop per 1,000 keywords.
  for (let i = 0; i < values.length; i += INSERT_CHUNK)
    await tx.execute(
      sql`insert into ${listingKeywords} ${jsonInsert(listingKeywords, values.slice(i, i + INSERT_CHUNK), {
        columns: KEYWORD_COLUMNS,
      })}`,
    );
}

/** On PGlite a statement runs on the event loop: 500 keywords hold it a few ms. */
const INSERT_CHUNK = 500;
/** Every column an upload or report writes; the id and created_at take their defaults. */
const KEYWORD_COLUMNS = [
  'userId',
  'listingId',
  'keyword',
  'source',
  'periodStart',
  'periodEnd',
  'volume',
  'impressions',
  'clicks',
  'purchases',
  'impressionShare',
  'clickShare',
  'purchaseShare',
  'targeted',
  'demo',
] as const;

/** Listings that already have a targeted keyword: their choice is the seller's, never preselected again. */
export async function listingsWithTargets(tx: Tx, userId: number, listingIds: readonly number[]): Promise<Set<number>> {
  if (listingIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ listingId: listingKeywords.listingId })
    .from(listingKeywords)
    .where(targetedKeywordsOf(userId, listingIds));
  return new Set(rows.map((r) => r.listingId));
}

export type CatalogueListing = { id: number; sku: string; asin: string; marketplaceId: string };

/** The user's current listings (not archived), to match a catalogue file's ASINs and SKUs. */
export async function findCurrentListings(db: Db, userId: number): Promise<CatalogueListing[]> {
  return db
    .select({ id: listings.id, sku: listings.sku, asin: listings.asin, marketplaceId: listings.marketplaceId })
    .from(listings)
    .where(currentListingsOf(userId));
}

/** Amazon listings of a seller in one marketplace that have an ASIN: what SQP reports on. */
export async function findSellerAsins(
  db: Db,
  userId: number,
  sellingPartnerId: string,
  marketplaceId: string,
): Promise<{ id: number; asin: string }[]> {
  return db
    .select({ id: listings.id, asin: listings.asin })
    .from(listings)
    .where(currentListingsOf(userId, { sellingPartnerId, marketplaceIds: [marketplaceId], synced: true, withAsin: true }))
    .orderBy(listings.asin);
}

export async function findSqpImports(db: Db, userId: number): Promise<SqpImportRow[]> {
  return db.select().from(sqpImports).where(eq(sqpImports.userId, userId)).orderBy(sqpImports.marketplaceId);
}

export async function findSqpImport(db: Db, userId: number, marketplaceId: string): Promise<SqpImportRow | undefined> {
  return findRow(db, sqpImports, eq(sqpImports.userId, userId), eq(sqpImports.marketplaceId, marketplaceId));
}

export type SqpImportUpdate = Partial<{
  status: SqpStatus;
  goodPeriodStart: string | null;
  goodPeriodEnd: string | null;
  message: string | null;
  checkedAt: Date | null;
}>;

export async function saveSqpImport(db: Db | Tx, userId: number, marketplaceId: string, update: SqpImportUpdate): Promise<void> {
  await db
    .insert(sqpImports)
    .values({ userId, marketplaceId, ...update, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [sqpImports.userId, sqpImports.marketplaceId],
      set: { ...update, updatedAt: new Date() },
    });
}

/** Every (user, marketplace) of every connection with its SQP import state: what the weekly schedule looks at. */
export async function findConnectedMarketplaces(
  db: Db,
): Promise<{ userId: number; marketplaceId: string; import: SqpImportRow | undefined }[]> {
  const connections = await db
    .select({ userId: amazonConnections.userId, marketplaceIds: amazonConnections.marketplaceIds })
    .from(amazonConnections);
  const imports = await db.select().from(sqpImports);
  const byKey = new Map(imports.map((i) => [`${i.userId}\u0000${i.marketplaceId}`, i]));
  return connections.flatMap((c) =>
    c.marketplaceIds.map((marketplaceId) => ({
      userId: c.userId,
      marketplaceId,
      import: byKey.get(`${c.userId}\u0000${marketplaceId}`),
    })),
  );
}

/** The marketplaces of a user's connections. */
export async function findUserMarketplaces(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ marketplaceIds: amazonConnections.marketplaceIds })
    .from(amazonConnections)
    .where(eq(amazonConnections.userId, userId));
  return [...new Set(rows.flatMap((r) => r.marketplaceIds))];
}
