import type { ImportIssue } from './types.ts';

/** The fields a listing is built from; bullets come from `bullets` or bullet1..bullet10. */
export type ListingField =
  | 'sku'
  | 'asin'
  | 'marketplace'
  | 'brand'
  | 'title'
  | 'bullets'
  | 'description'
  | 'image_url'
  | 'status'
  | 'product_id'
  | 'product_id_type';

export const MAX_BULLET_COLUMNS = 10;

/**
 * Header names (normalised: lower case, spaces and hyphens as `_`) → field. The report's own
 * names (seller-sku, item-name, asin1, …) sit beside ours, so an All Listings Report that was
 * opened in Excel and saved as CSV still reads.
 */
const ALIASES: Readonly<Record<string, ListingField>> = {
  sku: 'sku',
  seller_sku: 'sku',
  asin: 'asin',
  asin1: 'asin',
  marketplace: 'marketplace',
  marketplace_id: 'marketplace',
  brand: 'brand',
  title: 'title',
  item_name: 'title',
  bullets: 'bullets',
  bullet_points: 'bullets',
  description: 'description',
  item_description: 'description',
  image_url: 'image_url',
  status: 'status',
  product_id: 'product_id',
  product_id_type: 'product_id_type',
};

/** Where each field sits in a row, and its name as the file spells it (for messages). */
export type ColumnMap = {
  fields: Partial<Record<ListingField, { index: number; name: string }>>;
  /** bullet1..bullet10 in number order. */
  bullets: { index: number; name: string; n: number }[];
};

export function normaliseHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Columns only the report has; two of them are enough to name its columns in messages. */
const REPORT_ONLY = ['seller_sku', 'item_name', 'listing_id', 'asin1', 'open_date', 'item_is_marketplace', 'fulfillment_channel'];

export function isAllListingsReport(header: readonly string[]): boolean {
  const names = new Set(header.map(normaliseHeader));
  return REPORT_ONLY.filter((c) => names.has(c)).length >= 2;
}

export function mapColumns(header: readonly string[]): { columns: ColumnMap; issues: ImportIssue[] } {
  const columns: ColumnMap = { fields: {}, bullets: [] };
  const issues: ImportIssue[] = [];
  const seen = new Map<string, string>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    const key = normaliseHeader(name);
    if (!key) return;
    const bullet = /^bullet_?(?:point_?)?(\d+)$/.exec(key);
    const target = bullet ? `bullet${Number(bullet[1])}` : ALIASES[key];
    if (!target) return; // Unknown columns are ignored: the report gains columns over time.
    const earlier = seen.get(target);
    if (earlier !== undefined) {
      issues.push({ row: 1, column: name, message: `the column repeats "${earlier}"; keep only one of them` });
      return;
    }
    seen.set(target, name);
    if (bullet) {
      const n = Number(bullet[1]);
      if (n < 1 || n > MAX_BULLET_COLUMNS)
        issues.push({ row: 1, column: name, message: `bullet columns are numbered 1 to ${MAX_BULLET_COLUMNS}` });
      else columns.bullets.push({ index, name, n });
    } else columns.fields[target as ListingField] = { index, name };
  });
  columns.bullets.sort((a, b) => a.n - b.n);
  return { columns, issues };
}

/** 'Missing required column "sku"' for each required field the header lacks. */
export function missingColumns(columns: ColumnMap, isReport: boolean): ImportIssue[] {
  const issues: ImportIssue[] = [];
  if (!columns.fields.sku) issues.push({ message: `Missing required column "${isReport ? 'seller-sku' : 'sku'}"` });
  if (!columns.fields.title) issues.push({ message: `Missing required column "${isReport ? 'item-name' : 'title'}"` });
  return issues;
}
