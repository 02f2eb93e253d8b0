import type { KeywordSource, KeywordUploadResult } from '#core/api/keywords';
import { formatIssue, issuePath, type ImportIssue } from '#core/imports/index';
import { keywordWeight, type KeywordParseResult, type KeywordParseSuccess, type UploadedKeyword } from '#core/keywords/upload';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { workSlices } from '../work-slices.ts';
import { getListing } from '../listings/index.ts';
import * as repo from './repo.ts';
import { MAX_KEYWORDS_PER_LISTING, group, writeKeywords } from './write-keywords.ts';

/**
 * Distinct keywords one file may name for one listing. Only the strongest MAX_KEYWORDS_PER_LISTING
 * are kept; the bound keeps a file's merge and sort small, whatever its size.
 */
export const MAX_FILE_KEYWORDS_PER_LISTING = 10_000;

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

async function storeUploaded(
  db: Db,
  userId: number,
  source: KeywordSource,
  perListing: Map<number, UploadedKeyword[]>,
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const rows: repo.NewListingKeyword[] = [];
  const slices = workSlices();
  for (const [listingId, keywords] of perListing) {
    // Up to 10,000 keywords to merge and sort per listing: other requests run between slices of listings.
    await slices.pause();
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
