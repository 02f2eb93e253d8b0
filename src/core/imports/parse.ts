import { findMarketplace } from '#core/marketplaces';
import { decodeBytes, decodeSteps, findNulCharacter, hasTooManyLines } from './decode.ts';
import { quotedSteps, sniffDelimiter, tabSeparatedSteps } from './delimited.ts';
import { readJson } from './json-lines.ts';
import { tableSteps } from './table.ts';
import { isBlank, validateListing, type RawListing } from './validate-row.ts';
import {
  MAX_REPORTED_ISSUES,
  type ImportFormat,
  type ImportIssue,
  type ImportedListing,
  type ParseResult,
  type TextEncodingName,
} from './types.ts';

/** A bound on memory and on the one transaction that writes the file. */
export const MAX_LISTINGS_PER_FILE = 50_000;
const TOO_MANY_LISTINGS = `The file has more than ${MAX_LISTINGS_PER_FILE.toLocaleString('en-US')} listings. Split it into files of at most ${MAX_LISTINGS_PER_FILE.toLocaleString('en-US')} rows.`;

export type ParseOptions = {
  /** The file name, used only as a hint when the content is ambiguous. */
  fileName?: string;
  /** Marketplace id for rows without a marketplace column (the report never has one). */
  marketplaceId: string;
};

/** Reads a listings file from its bytes; see parseListingsText. */
export function parseListingsFile(bytes: Uint8Array, options: ParseOptions): ParseResult {
  const { text, encoding } = decodeBytes(bytes);
  return parseListingsText(text, options, encoding);
}

/**
 * The same parse, awaiting `pause` between batches of rows, so a server reading a 50,000-row file
 * keeps answering other requests meanwhile (the parse itself stays free of any timer or runtime).
 */
export async function parseListingsFileInBatches(
  bytes: Uint8Array,
  options: ParseOptions,
  pause: () => Promise<void>,
): Promise<ParseResult> {
  const steps = fileSteps(bytes, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/**
 * The decoding of the file's bytes, then the parse, as steps. The first step comes before any
 * work, so that reading the upload and decoding it can fall on two turns of the event loop.
 */
function* fileSteps(bytes: Uint8Array, options: ParseOptions): Generator<void, ParseResult> {
  yield;
  const { text, encoding } = yield* decodeSteps(bytes);
  yield;
  return yield* listingSteps(text, options, encoding);
}

/**
 * Validates the whole file before anything is imported: one bad row fails the file, and every
 * problem names its row and column so the seller can fix the file in one pass.
 */
export function parseListingsText(text: string, options: ParseOptions, encoding: TextEncodingName = 'utf-8'): ParseResult {
  const steps = listingSteps(text, options, encoding);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Rows validated between two pauses of the yielding parse: a millisecond or two of work. */
const ROWS_PER_STEP = 200;

/** The parse as steps: it yields after each batch of rows, and returns the result. */
function* listingSteps(text: string, options: ParseOptions, encoding: TextEncodingName): Generator<void, ParseResult> {
  if (!findMarketplace(options.marketplaceId)) throw new Error(`Unknown marketplace id ${options.marketplaceId}`);
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const nul = findNulCharacter(body);
  if (nul) return { ok: false, format: null, encoding, issues: [nul], issueCount: 1 };
  const tooMany = { ok: false as const, format: null, encoding, issues: [{ message: TOO_MANY_LISTINGS }], issueCount: 1 };
  if (hasTooManyLines(body, MAX_LISTINGS_PER_FILE)) return tooMany;
  const { format, rows, issues } = yield* readRows(body, options.fileName);
  if (rows.length > MAX_LISTINGS_PER_FILE) return { ...tooMany, format };

  const listings: ImportedListing[] = [];
  const firstRow = new Map<string, number>();
  let read = 0;
  for (const raw of rows) {
    if (++read % ROWS_PER_STEP === 0) yield;
    if (isBlank(raw)) continue;
    const result = validateListing(raw, options.marketplaceId);
    issues.push(...result.issues);
    const listing = result.listing;
    if (!listing) continue;
    const key = `${listing.marketplaceId}\u0000${listing.sku}`;
    const first = firstRow.get(key);
    if (first !== undefined) {
      const country = findMarketplace(listing.marketplaceId)?.country ?? listing.marketplaceId;
      issues.push({
        row: raw.row,
        column: raw.names.sku ?? 'sku',
        message: `SKU "${listing.sku}" appears more than once for marketplace ${country} (first on row ${first})`,
      });
      continue;
    }
    firstRow.set(key, raw.row);
    listings.push(listing);
  }
  if (issues.length === 0 && listings.length === 0) issues.push({ message: 'The file has no listings, only a header' });
  if (issues.length > 0)
    return { ok: false, format, encoding, issues: sortIssues(issues).slice(0, MAX_REPORTED_ISSUES), issueCount: issues.length };
  return { ok: true, format: format!, encoding, listings };
}

function* readRows(
  text: string,
  fileName: string | undefined,
): Generator<void, { format: ImportFormat | null; rows: RawListing[]; issues: ImportIssue[] }> {
  if (!text.trim()) return { format: null, rows: [], issues: [{ message: 'The file is empty' }] };
  const first = text.trimStart()[0];
  const ext = fileName?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  if (first === '{' || first === '[' || ext === 'jsonl' || ext === 'json' || ext === 'ndjson') {
    return { format: first === '[' ? 'json' : 'jsonl', ...readJson(text) };
  }
  const delimiter = sniffDelimiter(text);
  if (delimiter === '\t') {
    const records = yield* tabSeparatedSteps(text);
    yield;
    const table = yield* tableSteps(records);
    return { format: table.isReport ? 'all-listings-report' : 'tsv', rows: table.rows, issues: table.issues };
  }
  const parsed = yield* quotedSteps(text, delimiter);
  yield;
  const table = yield* tableSteps(parsed.records);
  return {
    format: table.isReport ? 'all-listings-report' : 'csv',
    rows: table.rows,
    issues: [...parsed.issues, ...table.issues],
  };
}

/** File-wide problems first, then by row, so the first message is the one to fix first. */
function sortIssues(issues: ImportIssue[]): ImportIssue[] {
  return issues
    .map((issue, i) => ({ issue, i }))
    .sort((a, b) => (a.issue.row ?? 0) - (b.issue.row ?? 0) || a.i - b.i)
    .map((x) => x.issue);
}

/** 'Row 7, column "title": the title is empty'; file-wide problems read as they are. */
export function formatIssue(issue: ImportIssue): string {
  if (issue.row === undefined) return issue.column ? `Column "${issue.column}": ${issue.message}` : issue.message;
  return issue.column ? `Row ${issue.row}, column "${issue.column}": ${issue.message}` : `Row ${issue.row}: ${issue.message}`;
}

/** The API's `issues[].path`: 'row 7.title', 'row 3', or the column alone for header problems. */
export function issuePath(issue: ImportIssue): string {
  const parts = [issue.row !== undefined ? `row ${issue.row}` : '', issue.column ?? ''].filter(Boolean);
  return parts.join('.') || 'file';
}
