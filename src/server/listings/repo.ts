import {
  and,
  asc,
  count,
  desc,
  max,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ListingsQuery } from '#core/api/listings';
import { findRow, type Db } from '../db/index.ts';
import { listings, type ListingRow, type NewListing } from '../db/schema/index.ts';

export type { ListingRow, NewListing };

export async function findListingForUser(db: Db, userId: number, id: number): Promise<ListingRow | undefined> {
  return findRow(db, listings, eq(listings.id, id), eq(listings.userId, userId));
}

const BAND_FILTERS: Record<NonNullable<ListingsQuery['band']>, SQL | undefined> = {
  optimized: gte(listings.healthScore, 80),
  good: and(gte(listings.healthScore, 60), lt(listings.healthScore, 80)),
  needs_work: and(gte(listings.healthScore, 40), lt(listings.healthScore, 60)),
  poor: lt(listings.healthScore, 40),
  not_analyzed: isNull(listings.healthScore),
};

/** The user's catalogue: listings not archived (an archived one is another seller account's). */
export const IS_CURRENT = isNull(listings.archivedAt);

/**
 * Listings that count: not archived and still at Amazon. Dashboard figures, the free plan's home
 * marketplace and the checks of what Amazon shows use these.
 */
export const IS_ACTIVE = and(IS_CURRENT, isNull(listings.removedAt))!;

/** Narrows a read of the user's listings: one seller account, some marketplaces, synced ones, with an ASIN. */
export type ListingsScope = { sellingPartnerId?: string; marketplaceIds?: string[]; synced?: boolean; withAsin?: boolean };

function scoped(userId: number, scope: ListingsScope): (SQL | undefined)[] {
  return [
    eq(listings.userId, userId),
    scope.sellingPartnerId === undefined ? undefined : eq(listings.sellingPartnerId, scope.sellingPartnerId),
    scope.marketplaceIds === undefined ? undefined : inArray(listings.marketplaceId, scope.marketplaceIds),
    scope.synced ? eq(listings.source, 'amazon') : undefined,
    scope.withAsin ? ne(listings.asin, '') : undefined,
  ];
}

/**
 * The filters other features read the user's listings with (`.where(currentListingsOf(userId))`),
 * so what "archived" and "removed" mean is written here only.
 */
export const currentListingsOf = (userId: number, scope: ListingsScope = {}) => and(...scoped(userId, scope), IS_CURRENT)!;
export const activeListingsOf = (userId: number, scope: ListingsScope = {}) => and(...scoped(userId, scope), IS_ACTIVE)!;
export const archivedListingsOf = (userId: number, scope: ListingsScope = {}) =>
  and(...scoped(userId, scope), isNotNull(listings.archivedAt))!;

function whereFor(userId: number, query: ListingsQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(listings.userId, userId)];
  conditions.push(query.view === 'archived' ? isNotNull(listings.archivedAt) : isNull(listings.archivedAt));
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(listings.title, like), ilike(listings.asin, like), ilike(listings.sku, like)));
  }
  if (query.band) conditions.push(BAND_FILTERS[query.band]);
  return and(...conditions);
}

function orderFor(sort: ListingsQuery['sort']): SQL[] {
  switch (sort) {
    case 'score_asc':
      return [sql`${listings.healthScore} asc nulls first`, asc(listings.id)];
    case 'score_desc':
      return [sql`${listings.healthScore} desc nulls last`, asc(listings.id)];
    case 'title':
      return [sql`${listings.title} collate "C"`, asc(listings.id)];
    case 'updated':
      return [desc(listings.updatedAt), asc(listings.id)];
    default:
      return [asc(listings.id)];
  }
}

export async function findListings(
  db: Db,
  userId: number,
  query: ListingsQuery,
  page: { limit: number; offset: number },
): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(whereFor(userId, query))
    .orderBy(...orderFor(query.sort))
    .limit(page.limit)
    .offset(page.offset);
}

/** The columns of a listings-page row (`ListingRow`): no description, the issue list as its length. */
const ROW_COLUMNS = {
  id: listings.id,
  asin: listings.asin,
  sku: listings.sku,
  marketplaceId: listings.marketplaceId,
  source: listings.source,
  productType: listings.productType,
  brand: listings.brand,
  title: listings.title,
  bullets: listings.bullets,
  imageUrl: listings.imageUrl,
  status: listings.status,
  sellingPartnerId: listings.sellingPartnerId,
  archivedAt: listings.archivedAt,
  removedAt: listings.removedAt,
  healthScore: listings.healthScore,
  issueCount: listings.issueCount,
  amazonIssues: listings.amazonIssues,
  updatedAt: listings.updatedAt,
};
export type ListingPageRow = Awaited<ReturnType<typeof findListingRows>>[number];

export async function findListingRows(db: Db, userId: number, query: ListingsQuery, page: { limit: number; offset: number }) {
  return db
    .select(ROW_COLUMNS)
    .from(listings)
    .where(whereFor(userId, query))
    .orderBy(...orderFor(query.sort))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countListings(db: Db, userId: number, query: ListingsQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(whereFor(userId, query));
  return Number(row?.n ?? 0);
}

export type ScoreSummary = {
  total: number;
  average: number | null;
  optimized: number;
  good: number;
  needsWork: number;
  poor: number;
  notAnalyzed: number;
};

/** One pass over the user's active listings; the bands are 80+, 60-79, 40-59 and below 40 (src/core/health/bands.ts). */
export async function summariseScores(db: Db, userId: number): Promise<ScoreSummary> {
  const s = listings.healthScore;
  const [row] = await db
    .select({
      total: count(),
      average: sql<string | null>`round(avg(${s}))`,
      optimized: sql<number>`count(*) filter (where ${s} >= 80)`,
      good: sql<number>`count(*) filter (where ${s} >= 60 and ${s} < 80)`,
      needsWork: sql<number>`count(*) filter (where ${s} >= 40 and ${s} < 60)`,
      poor: sql<number>`count(*) filter (where ${s} < 40)`,
      notAnalyzed: sql<number>`count(*) filter (where ${s} is null)`,
    })
    .from(listings)
    .where(and(eq(listings.userId, userId), IS_ACTIVE));
  return {
    total: Number(row?.total ?? 0),
    average: row?.average == null ? null : Number(row.average),
    optimized: Number(row?.optimized ?? 0),
    good: Number(row?.good ?? 0),
    needsWork: Number(row?.needsWork ?? 0),
    poor: Number(row?.poor ?? 0),
    notAnalyzed: Number(row?.notAnalyzed ?? 0),
  };
}

/**
 * Synced listings of the user in these marketplaces (one region's) that are not archived and belong to another seller account than
 * `sellingPartnerId` (legacy rows without a seller are not counted: they are adopted, see below).
 */
export async function otherSellersListings(
  db: Db,
  userId: number,
  sellingPartnerId: string,
  marketplaceIds: string[],
): Promise<{ count: number; sellerId: string | null }> {
  if (marketplaceIds.length === 0) return { count: 0, sellerId: null };
  const [row] = await db
    .select({ n: count(), sellerId: max(listings.sellingPartnerId) })
    .from(listings)
    .where(
      and(
        eq(listings.userId, userId),
        eq(listings.source, 'amazon'),
        inArray(listings.marketplaceId, marketplaceIds),
        isNull(listings.archivedAt),
        ne(listings.sellingPartnerId, ''),
        ne(listings.sellingPartnerId, sellingPartnerId),
      ),
    );
  return { count: Number(row?.n ?? 0), sellerId: row?.sellerId ?? null };
}

/** Listings scored under another policy; never-analysed ones (no version) stay as they are. */
function scoredUnderAnotherPolicy(version: string) {
  return and(isNotNull(listings.policyVersion), ne(listings.policyVersion, version));
}

export async function countStaleScores(db: Db, version: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(scoredUnderAnotherPolicy(version));
  return row?.n ?? 0;
}

/**
 * The next `limit` listings by id scored under another policy, each with its row version (`xmin`,
 * the transaction that last wrote the row), so an update can tell whether the row changed since.
 */
export async function findStaleScores(
  db: Db,
  version: string,
  afterId: number,
  limit: number,
): Promise<{ row: ListingRow; rowVersion: string }[]> {
  return db
    .select({ row: listings, rowVersion: sql<string>`${listings}.xmin::text` })
    .from(listings)
    .where(and(scoredUnderAnotherPolicy(version), gt(listings.id, afterId)))
    .orderBy(asc(listings.id))
    .limit(limit);
}
