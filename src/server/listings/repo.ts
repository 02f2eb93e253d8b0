import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ListingsQuery } from '#core/api/listings';
import type { Db } from '../db/client.ts';
import { listings, listingVersions } from '../db/schema/index.ts';

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;
export type VersionRow = typeof listingVersions.$inferSelect;

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

function whereFor(userId: number, query: ListingsQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(listings.userId, userId)];
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

export async function insertVersion(db: Db, values: typeof listingVersions.$inferInsert): Promise<VersionRow> {
  const [row] = await db.insert(listingVersions).values(values).returning();
  return row!;
}

export async function findVersions(db: Db, listingId: number): Promise<VersionRow[]> {
  return db.select().from(listingVersions).where(eq(listingVersions.listingId, listingId)).orderBy(desc(listingVersions.id));
}

export async function findLatestVersion(db: Db, listingId: number, kind: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(listingVersions)
    .where(and(eq(listingVersions.listingId, listingId), eq(listingVersions.kind, kind)))
    .orderBy(desc(listingVersions.id))
    .limit(1);
  return row;
}

/**
 * Inserts or updates by (user, marketplace, SKU), in batches: one statement per 500 rows keeps
 * 10,000-row imports around a second (STACK.md). Returns how many rows were new.
 */
export async function upsertListings(db: Db, rows: NewListing[]): Promise<{ added: number; updated: number }> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    const result = await db
      .insert(listings)
      .values(batch)
      .onConflictDoUpdate({
        target: [listings.userId, listings.marketplaceId, listings.sku],
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
          updatedAt: sql`now()`,
        },
      })
      // xmax = 0 only for freshly inserted rows: tells added from updated without a second query.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    added += result.filter((r) => r.inserted).length;
  }
  return { added, updated: rows.length - added };
}

export type ScoreSummary = { total: number; average: number | null; optimized: number; good: number; needsWork: number; poor: number; notAnalyzed: number };

/** One pass over the user's listings; the bands follow SPEC §4 (80, 60, 40). */
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
    .where(eq(listings.userId, userId));
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
