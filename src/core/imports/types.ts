/** Shapes shared by the file parsers (listings from a file). */

import type { ListingStatus } from '#core/api/listings';
import type { CoreText } from '#core/listings/content';

/** What the file turned out to be; the All Listings Report is recognised by its header. */
export type ImportFormat = 'all-listings-report' | 'csv' | 'tsv' | 'jsonl' | 'json';

export type TextEncodingName = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/**
 * One problem in the file. `row` is 1-based and counts the header as row 1 (as a spreadsheet
 * shows it); in JSON Lines it is the line number. `column` is the name as written in the file.
 */
export type ImportIssue = { row?: number; column?: string; message: string };

/** One listing as read from the file, already validated and trimmed. */
export type ImportedListing = CoreText & {
  row: number;
  sku: string;
  /** '' when the file has none (a file listing may not be on Amazon yet). */
  asin: string;
  marketplaceId: string;
  brand: string | null;
  imageUrl: string;
  /** ACTIVE / INACTIVE / INCOMPLETE from the report's status column; null when absent. */
  status: ListingStatus | null;
};

export type ParseSuccess = {
  ok: true;
  format: ImportFormat;
  encoding: TextEncodingName;
  listings: ImportedListing[];
};

/** An uploaded file that did not parse; `Format` is the formats a file of its kind can be in. */
export type FileParseFailure<Format> = {
  ok: false;
  format: Format | null;
  encoding: TextEncodingName;
  /** The first MAX_REPORTED_ISSUES problems, in file order. */
  issues: ImportIssue[];
  /** How many problems were found in all (may exceed issues.length). */
  issueCount: number;
};

export type ParseFailure = FileParseFailure<ImportFormat>;

export type ParseResult = ParseSuccess | ParseFailure;

/** Enough to fix a file in one pass without building a huge answer for a broken 10,000-row file. */
export const MAX_REPORTED_ISSUES = 50;
