import type { ListingKeyword, ListingKeywordsResponse, SqpState } from '#core/api/keywords';
import { searchCoverage, type WeightedKeyword } from '#core/keywords/index';
import { keywordWeight } from '#core/keywords/upload';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { getListing, type ListingRow } from '../listings/index.ts';
import * as repo from './repo.ts';
import { ageInDays } from './sqp-periods.ts';
import { keywordSuggestions, weight } from './suggestions.ts';

export const NO_BRAND_ANALYTICS_MESSAGE =
  'Search Query Performance needs Brand Analytics, which Amazon gives brand owners enrolled in Brand Registry. This account does not have it, so there is no SQP data. Upload a keyword file instead: the Amazon Ads search term report, or any CSV with a keyword column.';

export async function listingKeywords(
  db: Db,
  userId: number,
  listingId: number,
  now = new Date(),
): Promise<ListingKeywordsResponse> {
  const listing = await getListing(db, userId, listingId);
  const rows = await repo.findKeywords(db, userId, listingId);
  const { coverage, keywords } = placeKeywords(listing, rows);
  const sqpRow = listing.source === 'amazon' ? await repo.findSqpImport(db, userId, listing.marketplaceId) : undefined;
  return {
    listingId,
    coverage,
    keywords,
    sqp: sqpRow ? sqpState(sqpRow, now) : null,
    suggestions: keywordSuggestions(keywords),
  };
}

/**
 * Where each keyword appears, and the search coverage of the listing. A query known from several
 * sources counts once in coverage, with its strongest weight.
 */
export function placeKeywords(
  listing: Pick<ListingRow, 'title' | 'bullets' | 'description' | 'searchTerms'>,
  rows: readonly repo.ListingKeywordRow[],
): { coverage: number | null; keywords: ListingKeyword[] } {
  if (rows.length === 0) return { coverage: null, keywords: [] };
  const weights = new Map<string, number | null>();
  for (const r of rows) {
    const w = keywordWeight(r);
    const before = weights.get(r.keyword);
    weights.set(r.keyword, before === undefined ? w : Math.max(before ?? 0, w ?? 0));
  }
  const weighted: WeightedKeyword[] = [...weights].map(([keyword, volume]) => ({ keyword, volume }));
  const text = {
    title: listing.title,
    bullets: listing.bullets,
    description: listing.description,
    searchTerms: listing.searchTerms ?? '',
  };
  const result = searchCoverage(text, weighted);
  const placement = new Map(result.keywords.map((k) => [k.keyword, k.placement]));
  const keywords = rows
    .map((r) => ({
      keyword: r.keyword,
      source: r.source,
      periodStart: r.periodStart,
      periodEnd: r.periodEnd,
      volume: r.volume,
      impressions: r.impressions,
      clicks: r.clicks,
      purchases: r.purchases,
      impressionShare: r.impressionShare,
      clickShare: r.clickShare,
      purchaseShare: r.purchaseShare,
      targeted: r.targeted,
      demo: r.demo,
      placement: placement.get(r.keyword) ?? null,
    }))
    .sort((a, b) => weight(b) - weight(a) || a.keyword.localeCompare(b.keyword));
  return { coverage: result.coverage, keywords };
}

export function sqpState(row: repo.SqpImportRow, now: Date): SqpState {
  return {
    marketplaceId: row.marketplaceId,
    status: row.status,
    periodStart: row.goodPeriodStart,
    periodEnd: row.goodPeriodEnd,
    ageDays: row.goodPeriodEnd ? ageInDays(row.goodPeriodEnd, now) : null,
    message: row.message,
    checkedAt: row.checkedAt?.toISOString() ?? null,
  };
}

/** Another user's listing is a 404, like a missing one. */
export async function assertOwnListing(db: Db, userId: number, listingId: number): Promise<void> {
  await getListing(db, userId, listingId);
}

export async function setTargetedKeywords(db: Db, userId: number, listingId: number, keywords: readonly string[]): Promise<void> {
  await getListing(db, userId, listingId);
  const known = new Set((await repo.findKeywords(db, userId, listingId)).map((r) => r.keyword));
  const wanted = [...new Set(keywords.map((k) => k.toLowerCase().replace(/\s+/g, ' ').trim()))];
  const unknown = wanted.filter((k) => !known.has(k));
  if (unknown.length > 0) {
    const message = `"${unknown[0]}" is not among this listing's keywords`;
    throw new AppError('VALIDATION', message, { issues: [{ path: 'keywords', message }] });
  }
  await db.transaction((tx) => repo.setTargeted(tx, userId, listingId, wanted));
}

/** The listing's targeted keywords with their weights, strongest first: what the rewrite works in. */
export async function targetedKeywords(db: Db, userId: number, listingId: number): Promise<WeightedKeyword[]> {
  const rows = (await repo.findKeywords(db, userId, listingId)).filter((r) => r.targeted);
  const best = new Map<string, number | null>();
  for (const r of rows) {
    const w = keywordWeight(r);
    const before = best.get(r.keyword);
    best.set(r.keyword, before === undefined ? w : Math.max(before ?? 0, w ?? 0));
  }
  return [...best].map(([keyword, volume]) => ({ keyword, volume })).sort((a, b) => (b.volume ?? 0) - (a.volume ?? 0));
}
