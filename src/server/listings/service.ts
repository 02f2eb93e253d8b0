import type { Listing, ListingRow, ListingsPage, ListingsQuery, ListingsSummary } from '#core/api/listings';
import { joinBullets, type ListingContent } from '#core/listings/content';
import { scoreListing } from '#core/health/index';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import * as repo from './repo.ts';

export type { ListingRow } from './repo.ts';

/** A missing id and another user's id answer the same 404, so ids reveal nothing. */
export async function getListing(db: Db, userId: number, id: number): Promise<repo.ListingRow> {
  const row = await repo.findListingForUser(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Listing not found');
  return row;
}

/** What a listing and a listings-page row both carry. */
function sharedJson(row: Omit<repo.ListingPageRow, 'issueCount'>): Omit<ListingRow, 'issueCount'> {
  return {
    id: row.id,
    asin: row.asin,
    sku: row.sku,
    marketplaceId: row.marketplaceId,
    source: row.source as Listing['source'],
    productType: row.productType,
    brand: row.brand,
    title: row.title,
    bullets: joinBullets(row.bullets),
    imageUrl: row.imageUrl,
    status: row.status,
    healthScore: row.healthScore,
    amazonIssues: row.amazonIssues,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toListingJson(row: repo.ListingRow): Listing {
  return { ...sharedJson(row), description: row.description, issues: row.issues, policyVersion: row.policyVersion };
}

export function toListingRowJson(row: repo.ListingPageRow): ListingRow {
  return { ...sharedJson(row), issueCount: row.issueCount ?? 0 };
}

export function listingContent(row: Pick<repo.ListingRow, 'marketplaceId' | 'productType' | 'brand' | 'title' | 'bullets' | 'description' | 'searchTerms' | 'images' | 'isMedia'>): ListingContent {
  return {
    marketplaceId: row.marketplaceId,
    productType: row.productType,
    brand: row.brand,
    title: row.title,
    bullets: row.bullets,
    description: row.description,
    searchTerms: row.searchTerms,
    images: row.images,
    isMedia: row.isMedia,
  };
}

/** The health fields to store with a listing's content. */
export function healthFields(content: ListingContent): Pick<repo.NewListing, 'healthScore' | 'issues' | 'policyVersion'> {
  const report = scoreListing(content);
  return { healthScore: report.score, issues: report.issues, policyVersion: report.policyVersion };
}

export async function findListings(db: Db, userId: number, query: ListingsQuery): Promise<Listing[] | ListingsPage> {
  if (query.page === undefined && query.pageSize === undefined) {
    // SPEC §7 callers get the plain array; the cap keeps a 10,000-listing account from one huge answer.
    const rows = await repo.findListings(db, userId, query, { limit: 1000, offset: 0 });
    return rows.map(toListingJson);
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const [rows, total] = await Promise.all([
    repo.findListingRows(db, userId, query, { limit: pageSize, offset: (page - 1) * pageSize }),
    repo.countListings(db, userId, query),
  ]);
  return { items: rows.map(toListingRowJson), total, page, pageSize };
}

const RECENT_LISTINGS = 3;

export async function summariseListings(db: Db, userId: number): Promise<ListingsSummary> {
  const [s, recent] = await Promise.all([
    repo.summariseScores(db, userId),
    repo.findListings(db, userId, { sort: 'updated' }, { limit: RECENT_LISTINGS, offset: 0 }),
  ]);
  return {
    total: s.total,
    averageScore: s.average,
    optimized: s.optimized,
    bands: { optimized: s.optimized, good: s.good, needs_work: s.needsWork, poor: s.poor, not_analyzed: s.notAnalyzed },
    recent: recent.map(toListingJson),
  };
}
