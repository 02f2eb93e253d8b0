import { decodeBytes, findNulCharacter, hasTooManyLines, unstorableText } from '../imports/decode.ts';
import { parseQuoted, parseTabSeparated, sniffDelimiter } from '../imports/delimited.ts';
import type { ImportIssue } from '../imports/types.ts';

/** One review as uploaded; dates are ISO strings or null. */
export type UploadedReview = { text: string; rating: number | null; date: string | null; topic: string | null };

/** Columns a review file may have (README and the upload dialog show the same list). */
export const REVIEW_COLUMNS = [
  { name: 'text', required: true, note: 'the review text (also accepted: review, body, review_text, content)' },
  { name: 'rating', required: false, note: 'stars, 1 to 5' },
  { name: 'date', required: false, note: 'YYYY-MM-DD or an ISO date-time' },
  { name: 'title', required: false, note: 'the review headline (also: summary); joined to the text' },
  { name: 'topic', required: false, note: 'e.g. size, battery, material' },
] as const;

const ALIASES: Record<string, string> = {
  review: 'text',
  body: 'text',
  review_text: 'text',
  content: 'text',
  summary: 'title',
  stars: 'rating',
  review_date: 'date',
};
const MAX_ISSUES = 50;
/** Far more than FAQs use (at most the latest 100): a bound on memory and on one transaction. */
export const MAX_REVIEWS_PER_FILE = 50_000;
const TOO_MANY_REVIEWS = `The file has more than ${MAX_REVIEWS_PER_FILE.toLocaleString('en-US')} reviews. Upload at most ${MAX_REVIEWS_PER_FILE.toLocaleString('en-US')} at a time (FAQs are written from the latest 100).`;
/** Reviews are dated between these years; PostgreSQL cannot store every date Date.parse accepts. */
const FIRST_YEAR = 1970;
const LAST_YEAR = 2100;

export type ParsedReviews = { ok: true; reviews: UploadedReview[] } | { ok: false; issues: ImportIssue[] };

/** CSV / TSV with a header, a JSON array, or JSON Lines. A partly bad file is refused whole. */
export function parseReviewsFile(bytes: Uint8Array): ParsedReviews {
  const { text } = decodeBytes(bytes);
  const trimmed = text.trimStart();
  if (!trimmed) return { ok: false, issues: [{ message: 'The file is empty.' }] };
  const nul = findNulCharacter(text);
  if (nul) return { ok: false, issues: [nul] };
  if (hasTooManyLines(text, MAX_REVIEWS_PER_FILE)) return { ok: false, issues: [{ message: TOO_MANY_REVIEWS }] };
  const records = trimmed.startsWith('[') || trimmed.startsWith('{') ? fromJson(trimmed) : fromDelimited(text);
  if ('issues' in records) return { ok: false, issues: records.issues };
  if (records.rows.length > MAX_REVIEWS_PER_FILE) return { ok: false, issues: [{ message: TOO_MANY_REVIEWS }] };
  const issues: ImportIssue[] = [];
  const reviews: UploadedReview[] = [];
  for (const { row, values } of records.rows) {
    const review = toReview(row, values, issues);
    if (review) reviews.push(review);
    if (issues.length >= MAX_ISSUES) break;
  }
  if (issues.length > 0) return { ok: false, issues };
  if (reviews.length === 0) return { ok: false, issues: [{ message: 'The file has no reviews.' }] };
  return { ok: true, reviews };
}

type Rows = { rows: { row: number; values: Record<string, unknown> }[] } | { issues: ImportIssue[] };

function fromJson(text: string): Rows {
  const rows: { row: number; values: Record<string, unknown> }[] = [];
  if (text.startsWith('[')) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      return { issues: [{ message: `The JSON is not valid: ${(error as Error).message}` }] };
    }
    if (!Array.isArray(data)) return { issues: [{ message: 'The JSON must be an array of reviews.' }] };
    data.forEach((v, i) => rows.push({ row: i + 1, values: isObject(v) ? normaliseKeys(v) : {} }));
    return { rows };
  }
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    if (!line.trim()) continue;
    try {
      const v: unknown = JSON.parse(line);
      rows.push({ row: i + 1, values: isObject(v) ? normaliseKeys(v) : {} });
    } catch {
      return { issues: [{ row: i + 1, message: 'this line is not valid JSON' }] };
    }
  }
  return { rows };
}

function fromDelimited(text: string): Rows {
  const delimiter = sniffDelimiter(text);
  const parsed = delimiter === '\t' ? { records: parseTabSeparated(text), issues: [] } : parseQuoted(text, delimiter);
  if (parsed.issues.length > 0) return { issues: parsed.issues };
  const [header, ...records] = parsed.records;
  const columns = (header?.fields ?? []).map((h) => canonical(h));
  if (!columns.includes('text')) {
    return {
      issues: [
        {
          row: 1,
          message: 'Missing required column "text" (the review text). Columns found: ' + (header?.fields.join(', ') || 'none'),
        },
      ],
    };
  }
  const rows = records
    .filter((r) => r.fields.some((f) => f.trim() !== ''))
    .map((r) => ({ row: r.row, values: Object.fromEntries(columns.map((c, i) => [c, r.fields[i] ?? ''])) }));
  return { rows };
}

function toReview(row: number, v: Record<string, unknown>, issues: ImportIssue[]): UploadedReview | undefined {
  const title = str(v.title);
  const body = str(v.text);
  if (!body) {
    issues.push({ row, column: 'text', message: 'the review text is empty' });
    return undefined;
  }
  let rating: number | null = null;
  const rawRating = str(v.rating);
  if (rawRating) {
    rating = Number(rawRating);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      issues.push({ row, column: 'rating', message: `"${rawRating.slice(0, 20)}" is not a star rating from 1 to 5` });
      return undefined;
    }
  }
  let date: string | null = null;
  const rawDate = str(v.date);
  if (rawDate) {
    const ms = /^\d{9,11}$/.test(rawDate) ? Number(rawDate) * 1000 : Date.parse(rawDate);
    if (Number.isNaN(ms)) {
      issues.push({ row, column: 'date', message: `"${rawDate.slice(0, 30)}" is not a date (use YYYY-MM-DD)` });
      return undefined;
    }
    const year = new Date(ms).getUTCFullYear();
    if (year < FIRST_YEAR || year > LAST_YEAR) {
      issues.push({
        row,
        column: 'date',
        message: `"${rawDate.slice(0, 30)}" is not a date between ${FIRST_YEAR} and ${LAST_YEAR}`,
      });
      return undefined;
    }
    date = new Date(ms).toISOString();
  }
  const text = title && !body.startsWith(title) ? `${title}. ${body}` : body;
  for (const [column, value] of [
    ['text', text],
    ['topic', str(v.topic)],
  ] as const) {
    const why = unstorableText(value);
    if (why) {
      issues.push({ row, column, message: why });
      return undefined;
    }
  }
  if (text.length > 20_000) {
    issues.push({ row, column: 'text', message: 'the review is longer than 20,000 characters' });
    return undefined;
  }
  return { text, rating, date, topic: str(v.topic) || null };
}

function canonical(name: string): string {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ALIASES[key] ?? key;
}

function normaliseKeys(v: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(v).map(([k, val]) => [canonical(k), val]));
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function str(v: unknown): string {
  if (v === undefined || v === null) return '';
  return (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '').trim();
}
