import type { ListingStatus } from '#core/api/listings';
import { splitBullets } from '#core/listings/content';
import type { ListingField } from './columns.ts';
import { FORMULA_START } from './csv-write.ts';
import { unstorableText } from './decode.ts';
import { MARKETPLACE_CHOICES, resolveMarketplace } from './marketplace.ts';
import type { ImportedListing, ImportIssue } from './types.ts';

/** One row as read, before validation; every format (report, CSV, JSON Lines) becomes this. */
export type RawListing = {
  row: number;
  values: Partial<Record<ListingField, string>>;
  /** From bullet1..bullet10 columns or a JSON array; otherwise `values.bullets` is split on lines. */
  bulletValues?: string[];
  /** How the file names each field, so messages quote the seller's own header. */
  names: Partial<Record<ListingField, string>>;
};

/** Amazon's limit on seller SKUs. */
export const MAX_SKU_LENGTH = 40;
const ASIN = /^[A-Z0-9]{10}$/;
/** product-id-type 1 is an ASIN in the All Listings Report (2 ISBN, 3 UPC, 4 EAN). */
const PRODUCT_ID_TYPE_ASIN = '1';
const STATUSES: Readonly<Record<string, ListingStatus>> = { active: 'ACTIVE', inactive: 'INACTIVE', incomplete: 'INCOMPLETE' };

/**
 * Our CSV export writes `'=...` so spreadsheets don't run formulas (OWASP CSV injection); the
 * apostrophe is removed again on import so an export can be re-imported unchanged.
 */
export function clean(value: string | undefined): string {
  const text = (value ?? '').trim();
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export function isBlank(raw: RawListing): boolean {
  return Object.values(raw.values).every((v) => !v?.trim()) && (raw.bulletValues ?? []).every((b) => !b.trim());
}

export function validateListing(
  raw: RawListing,
  defaultMarketplaceId: string,
): { listing?: ImportedListing; issues: ImportIssue[] } {
  const issues: ImportIssue[] = [];
  const problem = (field: ListingField, message: string) =>
    issues.push({ row: raw.row, column: raw.names[field] ?? field, message });
  const v = (field: ListingField) => clean(raw.values[field]);
  for (const [field, value] of Object.entries(raw.values)) {
    const why = value ? unstorableText(value) : undefined;
    if (why) problem(field as ListingField, why);
  }
  const badBullet = raw.bulletValues?.map(unstorableText).find((why) => why !== undefined);
  if (badBullet) problem('bullets', badBullet);

  const sku = v('sku');
  if (!sku) problem('sku', 'the SKU is empty');
  else if ([...sku].length > MAX_SKU_LENGTH) problem('sku', `the SKU is longer than ${MAX_SKU_LENGTH} characters`);

  const title = v('title');
  if (!title) problem('title', 'the title is empty');

  let asin = v('asin').toUpperCase();
  if (!asin && v('product_id_type') === PRODUCT_ID_TYPE_ASIN) asin = v('product_id').toUpperCase();
  if (asin && !ASIN.test(asin)) problem('asin', `the ASIN "${asin}" is not 10 letters and digits`);

  let marketplaceId = defaultMarketplaceId;
  const marketplaceInput = v('marketplace');
  if (marketplaceInput) {
    const found = resolveMarketplace(marketplaceInput);
    if (found) marketplaceId = found.id;
    else problem('marketplace', `unknown marketplace "${marketplaceInput}" (use ${MARKETPLACE_CHOICES})`);
  }

  const imageUrl = v('image_url');
  if (imageUrl && !/^https?:\/\/\S+$/i.test(imageUrl)) problem('image_url', 'the image URL must start with http:// or https://');

  const bullets = raw.bulletValues
    ? raw.bulletValues.map((b) => clean(b)).filter((b) => b.length > 0)
    : splitBullets(v('bullets')).map((b) => clean(b));
  const status = STATUSES[v('status').toLowerCase()] ?? null;

  if (issues.length > 0) return { issues };
  return {
    issues,
    listing: {
      row: raw.row,
      sku,
      asin,
      marketplaceId,
      brand: v('brand') || null,
      title,
      bullets,
      description: v('description'),
      imageUrl,
      status,
    },
  };
}
