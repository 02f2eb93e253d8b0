import type { ImportedListing } from '#core/imports/index';
import type { WeightedKeyword } from '#core/keywords/index';
import { parseKeywordsFile, type UploadedKeyword } from '#core/keywords/upload';
import { readInputFile, rejectInputFile } from './input-file.ts';

/** The keywords of a file, and which listing each is for. */
export type KeywordsByListing = (listing: ImportedListing) => WeightedKeyword[];

/**
 * `--keywords FILE`: the same format as the keyword upload (a keyword column with optional volume,
 * ASIN and SKU columns, or the Amazon Ads search term report). A row naming an ASIN or SKU targets
 * that listing; a row naming neither targets every listing of the file. A bad file exits with code 2
 * and its row-level problems, before any listing is rewritten.
 */
export async function readKeywords(file: string, cwd: string): Promise<KeywordsByListing> {
  const parsed = parseKeywordsFile(await readInputFile(file, cwd, 'Keywords file'));
  if (!parsed.ok) rejectInputFile(file, parsed);
  const rows = parsed.keywords;
  return (listing) => {
    const asin = listing.asin.toUpperCase();
    const mine = rows.filter((k) =>
      k.asin === null && k.sku === null
        ? true
        : (k.asin !== null && k.asin.toUpperCase() === asin && asin !== '') || k.sku === listing.sku,
    );
    return merge(mine);
  };
}

/**
 * One entry per keyword. The Ads report has no search volume: its impressions (the searches the
 * seller's ads were shown on) stand in, so the strongest terms still come first.
 */
function merge(rows: readonly UploadedKeyword[]): WeightedKeyword[] {
  const byKeyword = new Map<string, WeightedKeyword>();
  for (const k of rows) {
    const volume = k.volume ?? k.impressions;
    const seen = byKeyword.get(k.keyword);
    if (!seen) byKeyword.set(k.keyword, { keyword: k.keyword, volume });
    else if (volume !== null) seen.volume = Math.max(seen.volume ?? 0, volume);
  }
  return [...byKeyword.values()];
}
