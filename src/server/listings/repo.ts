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
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListingsQuery } from '#core/api/listings';
import type { VersionKind } from '#core/api/publish';
import type { Db } from '../db/index.ts';
import {
  listings,
  listingVersions,
  type ListingRow,
  type ListingVersionRow as VersionRow,
  type NewListing,
  type NewListingVersion,
} from '../db/schema/index.ts';

export type { ListingRow, NewListing, VersionRow };

export async function findListingForUser(db: Db, userId: number, id: number): Promise<ListingRow | undefined> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.userId, userId)));
  return row;
}

const BAND_FILTERS: Record<NonNullable<ListingsQuery['band']>, SQL | undefined> = {
  optimized: gte(listings.healthScore, 80),
  good: and(gte(listings.healthScore, 60), lt(listings.healthScore, 80)),
  needs_work: and(gte(listings.healthScore, 40), lt(listings.healthScore, 60)),
  poor: lt(listings.healthScore, 40),
  not_analyzed: isNull(listings.healthScore),
};

/**
 * Listings that count: not archived (another seller account's) and still at Amazon. Dashboard
 * figures and the free plan's home marketplace use these.
 */
export const IS_ACTIVE = and(isNull(listings.archivedAt), isNull(listings.removedAt))!;

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

export async function updateListing(db: Db, id: number, values: Partial<NewListing>): Promise<ListingRow | undefined> {
  const [row] = await db
    .update(listings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(listings.id, id))
    .returning();
  return row;
}

export async function insertVersion(db: Db, values: NewListingVersion): Promise<VersionRow> {
  const [row] = await db.insert(listingVersions).values(values).returning();
  return row!;
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

/**
 * Inserts or updates by (user, seller account, marketplace, SKU), in batches: one statement per 500
 * rows keeps 10,000-row imports around a second (one row per statement took 5-9 s). Returns how many rows were new.
 */
export async function upsertListings(db: Db, rows: NewListing[]): Promise<{ added: number; updated: number }> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    const result = await db
      .insert(listings)
      .values(batch)
      .onConflictDoUpdate({
        target: [listings.userId, listings.sellingPartnerId, listings.marketplaceId, listings.sku],
        set: {
          source: sql`excluded.source`,
          asin: sql`excluded.asin`,
          productType: sql`excluded.product_type`,
          brand: sql`excluded.brand`,
          title: sql`excluded.title`,
          bullets: sql`excluded.bullets`,
          description: sql`excluded.description`,
          searchTerms: sql`excluded.search_terms`,
          imageUrl: sql`excluded.image_url`,
          images: sql`excluded.images`,
          isMedia: sql`excluded.is_media`,
          status: sql`excluded.status`,
          healthScore: sql`excluded.health_score`,
          issues: sql`excluded.issues`,
          policyVersion: sql`excluded.policy_version`,
          amazonIssues: sql`excluded.amazon_issues`,
          syncRunId: sql`excluded.sync_run_id`,
          // A sync writes null (Amazon has it again); a file import carries the stored value.
          removedAt: sql`excluded.removed_at`,
          updatedAt: sql`now()`,
        },
      })
      // xmax = 0 only for freshly inserted rows: tells added from updated without a second query.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    added += result.filter((r) => r.inserted).length;
  }
  return { added, updated: rows.length - added };
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

/** Deletes listings of the user (their versions, reviews, FAQs and A+ drafts cascade); answers how many. */
export async function deleteListings(db: Db, userId: number, which: { id: number } | 'archived'): Promise<number> {
  const rows = await db
    .delete(listings)
    .where(and(eq(listings.userId, userId), which === 'archived' ? isNotNull(listings.archivedAt) : eq(listings.id, which.id)))
    .returning({ id: listings.id });
  return rows.length;
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

/**
 * Makes `sellingPartnerId` the user's seller account for listings of these marketplaces (one region's): the other accounts' synced
 * listings are archived (kept, read-only), this account's archived ones come back, and synced
 * listings from before listings were keyed by seller (no seller recorded) become this account's.
 * Answers how many were archived and restored.
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
  const own = alias(listings, 'own');
  await db
    .update(listings)
    .set({ sellingPartnerId })
    .where(
      and(
        mine,
        eq(listings.sellingPartnerId, ''),
        isNull(listings.archivedAt),
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
  return { archived: archived.length, restored: restored.length };
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

/** Writes the fields only if the row is still at `rowVersion`. false: it was written meanwhile. */
export async function updateIfUnchanged(db: Db, id: number, rowVersion: string, fields: Partial<NewListing>): Promise<boolean> {
  const updated = await db
    .update(listings)
    .set(fields)
    .where(and(eq(listings.id, id), sql`${listings}.xmin::text = ${rowVersion}`))
    .returning({ id: listings.id });
  return updated.length > 0;
}
