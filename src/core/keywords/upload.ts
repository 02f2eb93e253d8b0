/**
 * Keywords from a file: the Amazon Ads search term report export (recognised by its headers) or any
 * CSV/TSV with a keyword column and optional volume, ASIN and SKU columns. Pure, so the upload
 * route and the CLI (`rewrite --keywords`) read files the same way. Like listing uploads, the whole
 * file is checked first: one bad row fails the file, and every problem names its row and column.
 */
import { decodeBytes, decodeSteps, findNulCharacter, hasTooManyLines, unstorableText } from '#core/imports/decode';
import { quotedSteps, sniffDelimiter, tabSeparatedSteps, type DelimitedRecord } from '#core/imports/delimited';
import { normaliseHeader } from '#core/imports/columns';
import { clean } from '#core/imports/validate-row';
import { INT32_MAX } from '#core/api/int32';
import { MAX_REPORTED_ISSUES, type FileParseFailure, type ImportIssue, type TextEncodingName } from '#core/imports/types';

export type KeywordFileFormat = 'ads-search-term-report' | 'keyword-list';

/** One keyword as read from the file; rows of the Ads report for the same term and product are summed. */
export type UploadedKeyword = {
  /** First row the keyword appears on (1-based, header is row 1). */
  row: number;
  /** Lower case, single spaces: how shoppers' queries are compared. */
  keyword: string;
  /** Search volume from the file; null when it has none (the Ads report counts impressions instead). */
  volume: number | null;
  /** Ads report only: the seller's ad impressions, clicks and 7-day orders for the term. */
  impressions: number | null;
  clicks: number | null;
  orders: number | null;
  /** Which listing the row is for; null when the file names none (then it is for the listing it is uploaded on). */
  asin: string | null;
  sku: string | null;
};

export type KeywordParseSuccess = {
  ok: true;
  format: KeywordFileFormat;
  encoding: TextEncodingName;
  keywords: UploadedKeyword[];
};
export type KeywordParseFailure = FileParseFailure<KeywordFileFormat>;
export type KeywordParseResult = KeywordParseSuccess | KeywordParseFailure;

/** A bound on memory and on the transaction that stores the file; an Ads report has a row per day and campaign. */
export const MAX_KEYWORD_ROWS = 100_000;
/** Longer than any shopper query; Amazon's own search box stops well before. */
export const MAX_KEYWORD_LENGTH = 200;

type Field = 'keyword' | 'volume' | 'asin' | 'sku' | 'impressions' | 'clicks' | 'orders';

/**
 * Header names, normalised as for listing files (lower case, spaces and hyphens as `_`), with any
 * trailing unit in brackets dropped: the Ads console writes "7 Day Total Orders (#)".
 */
const ALIASES: Readonly<Record<string, Field>> = {
  keyword: 'keyword',
  keywords: 'keyword',
  keyword_phrase: 'keyword',
  search_term: 'keyword',
  search_query: 'keyword',
  query: 'keyword',
  phrase: 'keyword',
  customer_search_term: 'keyword',
  volume: 'volume',
  search_volume: 'volume',
  search_query_volume: 'volume',
  searches: 'volume',
  monthly_search_volume: 'volume',
  asin: 'asin',
  advertised_asin: 'asin',
  sku: 'sku',
  seller_sku: 'sku',
  advertised_sku: 'sku',
  impressions: 'impressions',
  clicks: 'clicks',
  '7_day_total_orders': 'orders',
  '14_day_total_orders': 'orders',
  orders: 'orders',
};

/** Headers only the Ads search term report has together. */
const ADS_REPORT_HEADERS = ['customer_search_term', 'impressions', 'clicks'];
const ASIN = /^[A-Z0-9]{10}$/;
/** Product-targeting rows of the Ads report carry the clicked ASIN as the "search term"; it is no keyword. */
const ASIN_TERM = /^b0[a-z0-9]{8}$/;

function headerKey(name: string): string {
  return normaliseHeader(name.replace(/\([^)]*\)\s*$/, ''));
}

/** The shopper's query as compared everywhere: lower case, single spaces. */
export function normaliseKeyword(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Rows read between two pauses of the yielding parse: a few milliseconds of work. */
const ROWS_PER_BATCH = 2000;

export function parseKeywordsFile(bytes: Uint8Array): KeywordParseResult {
  const { text, encoding } = decodeBytes(bytes);
  return parseKeywordsText(text, encoding);
}

/**
 * The same parse, awaiting `pause` between batches of rows, so a server reading a 100,000-row file
 * keeps answering other requests meanwhile (the parse itself stays free of any timer or runtime).
 */
export async function parseKeywordsFileInBatches(bytes: Uint8Array, pause: () => Promise<void>): Promise<KeywordParseResult> {
  const steps = fileSteps(bytes);
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
function* fileSteps(bytes: Uint8Array): Generator<void, KeywordParseResult> {
  yield;
  const { text, encoding } = yield* decodeSteps(bytes);
  yield;
  return yield* keywordSteps(text, encoding);
}

export function parseKeywordsText(text: string, encoding: TextEncodingName = 'utf-8'): KeywordParseResult {
  const steps = keywordSteps(text, encoding);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The parse as steps: it yields after each batch of rows, and returns the result. */
function* keywordSteps(text: string, encoding: TextEncodingName): Generator<void, KeywordParseResult> {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const fail = (format: KeywordFileFormat | null, issues: ImportIssue[]): KeywordParseFailure => ({
    ok: false,
    format,
    encoding,
    issues: sortIssues(issues).slice(0, MAX_REPORTED_ISSUES),
    issueCount: issues.length,
  });
  const nul = findNulCharacter(body);
  if (nul) return fail(null, [nul]);
  if (!body.trim()) return fail(null, [{ message: 'The file is empty' }]);
  const tooMany = {
    message: `The file has more than ${MAX_KEYWORD_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`,
  };
  if (hasTooManyLines(body, MAX_KEYWORD_ROWS)) return fail(null, [tooMany]);
  const delimiter = sniffDelimiter(body);
  let records: DelimitedRecord[];
  const issues: ImportIssue[] = [];
  if (delimiter === '\t') records = yield* tabSeparatedSteps(body);
  else {
    const parsed = yield* quotedSteps(body, delimiter);
    records = parsed.records;
    issues.push(...parsed.issues);
  }
  const [header, ...rows] = records;
  if (!header || header.fields.every((f) => !f.trim())) return fail(null, [{ message: 'The file is empty' }]);
  if (rows.length > MAX_KEYWORD_ROWS) return fail(null, [tooMany]);

  const keys = header.fields.map(headerKey);
  const format: KeywordFileFormat = ADS_REPORT_HEADERS.every((h) => keys.includes(h)) ? 'ads-search-term-report' : 'keyword-list';
  const columns: Partial<Record<Field, { index: number; name: string }>> = {};
  keys.forEach((key, index) => {
    const field = ALIASES[key];
    if (!field) return; // Unknown columns are ignored: exports gain columns over time.
    // The Ads report also has a "Keyword" (the targeting keyword): the shopper's own term wins.
    if (field === 'keyword' && columns.keyword && format === 'ads-search-term-report') {
      if (key !== 'customer_search_term') return;
    } else if (columns[field]) {
      issues.push({
        row: 1,
        column: header.fields[index]!.trim(),
        message: `the column repeats "${columns[field].name}"; keep only one of them`,
      });
      return;
    }
    columns[field] = { index, name: header.fields[index]!.trim() };
  });
  if (!columns.keyword)
    issues.push({
      message:
        'Missing a keyword column: name it "keyword" (or "search term"), or upload the Amazon Ads search term report as exported',
    });
  if (issues.length > 0) return fail(format, issues);
  yield;

  const width = header.fields.length;
  const byKey = new Map<string, UploadedKeyword>();
  let read = 0;
  for (const record of rows) {
    if (++read % ROWS_PER_BATCH === 0) yield;
    const cell = (field: Field) => {
      const c = columns[field];
      return c ? clean(record.fields[c.index]) : '';
    };
    if (record.fields.every((f) => !f.trim())) continue;
    const problem = (field: Field, message: string) =>
      issues.push({ row: record.row, column: columns[field]?.name ?? field, message });
    if (record.fields.length > width && record.fields.slice(width).some((f) => f.trim())) {
      issues.push({
        row: record.row,
        message: `${record.fields.length} values but the header has ${width} columns (a value holding the separator must be in "quotes")`,
      });
      continue;
    }
    const before = issues.length;
    for (const field of Object.keys(columns) as Field[]) {
      const why = unstorableText(cell(field));
      if (why) problem(field, why);
    }
    const keyword = normaliseKeyword(cell('keyword'));
    if (!keyword) problem('keyword', 'the keyword is empty');
    else if ([...keyword].length > MAX_KEYWORD_LENGTH)
      problem('keyword', `the keyword is longer than ${MAX_KEYWORD_LENGTH} characters`);
    const number = (field: Field): number | null => {
      const raw = cell(field);
      if (!raw) return null;
      const value = parseCount(raw);
      if (value === undefined) problem(field, `"${raw}" is not a whole number of 0 or more`);
      else if (value > INT32_MAX) problem(field, `"${raw}" is too large (at most ${INT32_MAX.toLocaleString('en-US')})`);
      return value ?? null;
    };
    const volume = number('volume');
    const impressions = number('impressions');
    const clicks = number('clicks');
    const orders = number('orders');
    const asin = cell('asin').toUpperCase() || null;
    if (asin && !ASIN.test(asin)) problem('asin', `the ASIN "${asin}" is not 10 letters and digits`);
    const sku = cell('sku') || null;
    if (issues.length > before) continue;
    if (format === 'ads-search-term-report' && ASIN_TERM.test(keyword)) continue;

    const key = `${asin ?? ''}\u0000${sku ?? ''}\u0000${keyword}`;
    const earlier = byKey.get(key);
    if (!earlier) {
      byKey.set(key, { row: record.row, keyword, volume, impressions, clicks, orders, asin, sku });
      continue;
    }
    if (format === 'ads-search-term-report') {
      // One row per campaign, ad group and day: the term's totals are the sums.
      earlier.impressions = sum(earlier.impressions, impressions);
      earlier.clicks = sum(earlier.clicks, clicks);
      earlier.orders = sum(earlier.orders, orders);
      if (volume !== null) earlier.volume = Math.max(earlier.volume ?? 0, volume);
    } else if (volume !== null && earlier.volume !== null && volume !== earlier.volume) {
      problem('volume', `"${keyword}" is listed again with another volume (first on row ${earlier.row})`);
    } else if (earlier.volume === null && volume !== null) {
      earlier.volume = volume;
    }
  }
  if (issues.length === 0 && byKey.size === 0) issues.push({ message: 'The file has no keywords, only a header' });
  if (issues.length > 0) return fail(format, issues);
  return { ok: true, format, encoding, keywords: [...byKey.values()] };
}

/** "1,234", "1234" or "1 234" → 1234; spreadsheets write thousands separators into exports. */
function parseCount(raw: string): number | undefined {
  const text = raw.replace(/[,\s\u00a0]/g, '');
  if (!/^\d+(?:\.0+)?$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

function sum(a: number | null, b: number | null): number | null {
  // Saturates: a sum past what the column holds is still "very many", never a database error.
  return a === null && b === null ? null : Math.min(INT32_MAX, (a ?? 0) + (b ?? 0));
}

function sortIssues(issues: ImportIssue[]): ImportIssue[] {
  return issues
    .map((issue, i) => ({ issue, i }))
    .sort((a, b) => (a.issue.row ?? 0) - (b.issue.row ?? 0) || a.i - b.i)
    .map((x) => x.issue);
}

/**
 * The weight a keyword carries in coverage: its search volume, or for the Ads report its
 * impressions (the closest figure it has); null when the file gives neither.
 */
export function keywordWeight(keyword: Pick<UploadedKeyword, 'volume' | 'impressions'>): number | null {
  return keyword.volume ?? keyword.impressions;
}
