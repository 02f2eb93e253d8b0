import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ListingKeyword, ListingKeywordsResponse, SqpState, KeywordUploadResult, KeywordSource } from '#core/api/keywords';
import { searchCoverage, type WeightedKeyword } from '#core/keywords/index';
import { formatIssue, issuePath, type ImportIssue } from '#core/imports/index';
import { keywordWeight, type KeywordParseResult, type KeywordParseSuccess, type UploadedKeyword } from '#core/keywords/upload';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { getListing, type ListingRow } from '../listings/index.ts';
import * as repo from './repo.ts';
import { ageInDays } from './sqp-periods.ts';
import { keywordSuggestions, weight } from './suggestions.ts';

/** Keywords kept per listing and source: the strongest first; enough for any listing's copy. */
export const MAX_KEYWORDS_PER_LISTING = 1000;
/** Ticked for the seller the first time a listing gets keywords: the strongest by purchases, else volume. */
export const PRESELECTED = 5;
/**
 * Distinct keywords one file may name for one listing. Only the strongest MAX_KEYWORDS_PER_LISTING
 * are kept; the bound keeps a file's merge and sort small, whatever its size.
 */
export const MAX_FILE_KEYWORDS_PER_LISTING = 10_000;

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

/** A refused file: the first problem as the message, every listed problem in `issues` (as listing uploads). */
export function refuseFile(issues: readonly ImportIssue[], issueCount: number): AppError {
  const more = issueCount > issues.length ? ` (${issueCount} problems in all; the first ${issues.length} are listed)` : '';
  return new AppError('VALIDATION', `${formatIssue(issues[0]!)}${more}`, {
    issues: issues.map((i) => ({ path: issuePath(i), message: formatIssue(i) })),
  });
}

function parsed(result: KeywordParseResult): KeywordParseSuccess {
  if (!result.ok) throw refuseFile(result.issues, result.issueCount);
  return result;
}

function sourceOf(file: KeywordParseSuccess): KeywordSource {
  return file.format === 'ads-search-term-report' ? 'ads-upload' : 'upload';
}

/**
 * Keywords for one listing. Rows naming another listing's ASIN or SKU are left out (an Ads report
 * covers every advertised product); the rest replace this listing's keywords from the same kind
 * of file, all in one transaction.
 */
export async function uploadListingKeywords(
  db: Db,
  userId: number,
  listingId: number,
  result: KeywordParseResult,
  now = new Date(),
): Promise<KeywordUploadResult> {
  const listing = await getListing(db, userId, listingId);
  const file = parsed(result);
  const mine = file.keywords.filter((k) => (!k.asin || k.asin === listing.asin) && (!k.sku || k.sku === listing.sku));
  if (mine.length === 0) {
    const message = `No row of the file is for this listing (SKU ${listing.sku}${listing.asin ? `, ASIN ${listing.asin}` : ''})`;
    throw new AppError('VALIDATION', message, { issues: [{ path: 'file', message }] });
  }
  assertFileBound(mine.length, listing);
  await storeUploaded(db, userId, sourceOf(file), new Map([[listing.id, mine]]), now);
  return { format: file.format, keywords: mine.length, listings: 1 };
}

/**
 * Keywords for the whole catalogue: each row names its listing by ASIN or SKU. A row that names
 * none, or a listing the seller does not have, fails the file, and nothing is stored.
 */
export async function uploadCatalogueKeywords(
  db: Db,
  userId: number,
  result: KeywordParseResult,
  now = new Date(),
): Promise<KeywordUploadResult> {
  const file = parsed(result);
  const current = await repo.findCurrentListings(db, userId);
  const bySku = group(current, (l) => l.sku);
  const byAsin = group(
    current.filter((l) => l.asin),
    (l) => l.asin,
  );
  const issues: ImportIssue[] = [];
  const perListing = new Map<number, UploadedKeyword[]>();
  for (const k of file.keywords) {
    if (!k.asin && !k.sku) {
      issues.push({
        row: k.row,
        message:
          'the row names no ASIN or SKU, so it is for no listing (add an ASIN or SKU column, or upload the file on one listing)',
      });
      continue;
    }
    const matches = k.sku ? bySku.get(k.sku) : byAsin.get(k.asin!);
    if (!matches) {
      issues.push({
        row: k.row,
        column: k.sku ? 'sku' : 'asin',
        message: k.sku ? `no listing has the SKU "${k.sku}"` : `no listing has the ASIN "${k.asin}"`,
      });
      continue;
    }
    for (const l of matches) {
      const list = perListing.get(l.id);
      if (list) list.push(k);
      else perListing.set(l.id, [k]);
    }
  }
  if (issues.length > 0) throw refuseFile(issues.slice(0, 50), issues.length);
  const byId = new Map(current.map((l) => [l.id, l]));
  for (const [id, keywords] of perListing) assertFileBound(keywords.length, byId.get(id)!);
  await storeUploaded(db, userId, sourceOf(file), perListing, now);
  return { format: file.format, keywords: file.keywords.length, listings: perListing.size };
}

/** A file naming more keywords for one listing than are read is refused whole, naming the listing. */
function assertFileBound(count: number, listing: { sku: string }): void {
  if (count <= MAX_FILE_KEYWORDS_PER_LISTING) return;
  const message = `The file has ${count.toLocaleString('en-US')} keywords for SKU ${listing.sku}; a file can have at most ${MAX_FILE_KEYWORDS_PER_LISTING.toLocaleString('en-US')} per listing. Keep the strongest keywords, or split the file.`;
  throw new AppError('VALIDATION', message, { issues: [{ path: 'file', message }] });
}

function group<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

async function storeUploaded(
  db: Db,
  userId: number,
  source: KeywordSource,
  perListing: Map<number, UploadedKeyword[]>,
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const rows: repo.NewListingKeyword[] = [];
  for (const [listingId, keywords] of perListing) {
    // Up to 10,000 keywords to merge and sort per listing: other requests run between listings.
    await nextTurn();
    // The same query can reach one listing through its ASIN and its SKU: one row, strongest figures.
    const merged = new Map<string, UploadedKeyword>();
    for (const k of keywords) {
      const before = merged.get(k.keyword);
      if (!before || (keywordWeight(k) ?? -1) > (keywordWeight(before) ?? -1)) merged.set(k.keyword, k);
    }
    const strongest = [...merged.values()]
      .sort((a, b) => (keywordWeight(b) ?? -1) - (keywordWeight(a) ?? -1))
      .slice(0, MAX_KEYWORDS_PER_LISTING);
    for (const k of strongest)
      rows.push({
        userId,
        listingId,
        keyword: k.keyword,
        source,
        periodStart: day,
        periodEnd: day,
        volume: k.volume,
        impressions: k.impressions,
        clicks: k.clicks,
        purchases: k.orders,
      });
  }
  await writeKeywords(db, userId, source, [...perListing.keys()], rows);
}

/** Replaces a source's keywords of these listings, ticking the strongest on listings the seller never targeted. */
export async function writeKeywords(
  db: Db,
  userId: number,
  source: KeywordSource,
  listingIds: readonly number[],
  rows: repo.NewListingKeyword[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const chosen = await repo.listingsWithTargets(tx, userId, listingIds);
    const byListing = group(rows, (r) => String(r.listingId));
    for (const [id, listingRows] of byListing) {
      if (chosen.has(Number(id))) continue;
      const anyPurchases = listingRows.some((r) => (r.purchases ?? 0) > 0);
      const rank = (r: repo.NewListingKeyword) => (anyPurchases ? (r.purchases ?? 0) : (r.volume ?? r.impressions ?? 0));
      [...listingRows]
        .sort((a, b) => rank(b) - rank(a))
        .slice(0, PRESELECTED)
        .forEach((r) => (r.targeted = true));
    }
    await repo.replaceKeywords(tx, userId, source, listingIds, rows);
  });
}
