import type { Listing, ListingPageItem, ListingsPage, ListingsQuery, ListingState, ListingsSummary } from '#core/api/listings';
import type { ListingContent } from '#core/listings/content';
import { scoreListing } from '#core/health/index';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import * as repo from './repo.ts';
import { deleteListings } from './writes.ts';

export type { ListingRow, NewListing } from './repo.ts';

/** A listing of the user by id, or undefined (another user's listing is not theirs either). */
export function findListingForUser(db: Db, userId: number, id: number): Promise<repo.ListingRow | undefined> {
  return repo.findListingForUser(db, userId, id);
}

/** How many of the user's active Amazon listings of these marketplaces another seller account holds. */
export function otherSellersListings(
  db: Db,
  userId: number,
  sellingPartnerId: string,
  marketplaceIds: string[],
): Promise<{ count: number; sellerId: string | null }> {
  return repo.otherSellersListings(db, userId, sellingPartnerId, marketplaceIds);
}

/** A missing id and another user's id answer the same 404, so ids reveal nothing. */
export async function getListing(db: Db, userId: number, id: number): Promise<repo.ListingRow> {
  const row = await repo.findListingForUser(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Listing not found');
  return row;
}

export const ARCHIVED_MESSAGE =
  'This listing is archived: it belongs to an Amazon seller account that is no longer connected. Archived listings are read-only; you can export or delete them in My Listings.';

export const REMOVED_MESSAGE =
  'Amazon no longer has this listing, so nothing can be sent to Amazon for it. Sync again if it is back on Amazon.';

export function listingState(row: Pick<repo.ListingRow, 'archivedAt' | 'removedAt'>): ListingState {
  if (row.archivedAt) return 'archived';
  return row.removedAt ? 'removed' : 'active';
}

/**
 * The user's listing for a change (optimise, FAQ generation, reviews, A+): an archived one is
 * another seller account's and stays as it was (409). `toAmazon`: the change is sent to Amazon
 * (push, rollback, A+ publish), which a listing Amazon no longer has cannot take either.
 */
export async function getEditableListing(
  db: Db,
  userId: number,
  id: number,
  opts: { toAmazon?: boolean } = {},
): Promise<repo.ListingRow> {
  const row = await getListing(db, userId, id);
  assertEditable(row, opts);
  return row;
}

export function assertEditable(row: Pick<repo.ListingRow, 'archivedAt' | 'removedAt'>, opts: { toAmazon?: boolean } = {}): void {
  if (row.archivedAt) throw new AppError('CONFLICT', ARCHIVED_MESSAGE);
  if (opts.toAmazon && row.removedAt) throw new AppError('CONFLICT', REMOVED_MESSAGE);
}

export const NOT_DELETABLE_MESSAGE = 'Only archived listings and listings removed from Amazon can be deleted.';

/** DELETE /api/listings/:id: an archived or removed listing, with everything made from it. */
export async function deleteListing(db: Db, userId: number, id: number): Promise<number> {
  const row = await getListing(db, userId, id);
  if (listingState(row) === 'active') throw new AppError('CONFLICT', NOT_DELETABLE_MESSAGE);
  return deleteListings(db, userId, { id: row.id });
}

/** DELETE /api/listings/archived: every archived listing of the user. */
export async function deleteArchivedListings(db: Db, userId: number): Promise<number> {
  return deleteListings(db, userId, 'archived');
}

/** What a listing and a listings-page row both carry. */
function sharedJson(row: Omit<repo.ListingPageRow, 'issueCount'>): Omit<ListingPageItem, 'issueCount'> {
  return {
    id: row.id,
    asin: row.asin,
    sku: row.sku,
    marketplaceId: row.marketplaceId,
    source: row.source,
    productType: row.productType,
    brand: row.brand,
    title: row.title,
    bullets: row.bullets,
    imageUrl: row.imageUrl,
    status: row.status,
    healthScore: row.healthScore,
    amazonIssues: row.amazonIssues,
    updatedAt: row.updatedAt.toISOString(),
    sellingPartnerId: row.sellingPartnerId || null,
    state: listingState(row),
    removedAt: row.removedAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

export function toListingJson(row: repo.ListingRow): Listing {
  return {
    ...sharedJson(row),
    description: row.description,
    searchTerms: row.searchTerms,
    images: row.images,
    isMedia: row.isMedia,
    issues: row.issues,
    policyVersion: row.policyVersion,
  };
}

export function toListingPageItemJson(row: repo.ListingPageRow): ListingPageItem {
  return { ...sharedJson(row), issueCount: row.issueCount ?? 0 };
}

export function listingContent(
  row: Pick<
    repo.ListingRow,
    'marketplaceId' | 'productType' | 'brand' | 'title' | 'bullets' | 'description' | 'searchTerms' | 'images' | 'isMedia'
  >,
): ListingContent {
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
    // Callers without page parameters get the plain array; the cap keeps a 10,000-listing account from one huge answer.
    const rows = await repo.findListings(db, userId, query, { limit: 1000, offset: 0 });
    return rows.map(toListingJson);
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const [rows, total] = await Promise.all([
    repo.findListingRows(db, userId, query, { limit: pageSize, offset: (page - 1) * pageSize }),
    repo.countListings(db, userId, query),
  ]);
  return { items: rows.map(toListingPageItemJson), total, page, pageSize };
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
