import type { CoreText, ListingImage } from '#core/listings/content';
import { isMediaProductType } from '#core/listings/media-types';
import type { AmazonIssueRow } from '../db/schema/index.ts';
import {
  attributeValues,
  readListingText,
  type CatalogItem,
  type Issue,
  type ListingsItem,
} from '../integrations/spapi/index.ts';

/** What one imported listing contributes, before scoring. */
export type ImportedListing = CoreText & {
  marketplaceId: string;
  sku: string;
  asin: string;
  productType: string | null;
  brand: string | null;
  /** null when Amazon's attributes have none: unknown, unlike an empty text. */
  searchTerms: string | null;
  images: ListingImage[] | null;
  imageUrl: string;
  isMedia: boolean;
  status: 'ACTIVE' | 'INACTIVE';
  amazonIssues: AmazonIssueRow[];
};

function toIssue(issue: Issue): AmazonIssueRow {
  const actions = issue.enforcements?.actions?.map((a) => a.action) ?? [];
  return {
    code: issue.code,
    message: issue.message,
    severity: issue.severity,
    ...(issue.attributeNames && issue.attributeNames.length > 0 ? { attributeNames: issue.attributeNames } : {}),
    ...(actions.length > 0 ? { enforcement: actions.join(', ') } : {}),
  };
}

/**
 * Catalog images give every variant with its size; Amazon lists several renditions per variant, so
 * the largest stands for the variant. null when the catalogue had nothing for this marketplace.
 */
export function catalogImages(catalog: CatalogItem | undefined, marketplaceId: string): ListingImage[] | null {
  const set = catalog?.images?.find((i) => i.marketplaceId === marketplaceId);
  if (!set) return null;
  const byVariant = new Map<string, ListingImage>();
  for (const image of set.images) {
    const current = byVariant.get(image.variant);
    if (!current || image.width * image.height > (current.width ?? 0) * (current.height ?? 0)) {
      byVariant.set(image.variant, { url: image.link, variant: image.variant, width: image.width, height: image.height });
    }
  }
  return [...byVariant.values()].sort((a, b) =>
    a.variant === 'MAIN' ? -1 : b.variant === 'MAIN' ? 1 : (a.variant ?? '').localeCompare(b.variant ?? ''),
  );
}

/** Without catalogue data: image locators of the listing, sized only where the summary says (main). */
function listingImages(item: ListingsItem, marketplaceId: string): ListingImage[] {
  const summary = item.summaries?.find((s) => s.marketplaceId === marketplaceId);
  const images: ListingImage[] = [];
  const locators = Object.entries(item.attributes ?? {}).filter(([name]) => /_image_locator(_\d+)?$/.test(name));
  for (const [name, values] of locators) {
    const url = values.find((v) => v['marketplace_id'] === undefined || v['marketplace_id'] === marketplaceId)?.[
      'media_location'
    ];
    if (typeof url !== 'string') continue;
    const isMain = name === 'main_product_image_locator';
    const main = isMain && summary?.mainImage;
    images.push({
      url,
      variant: isMain ? 'MAIN' : undefined,
      width: main ? main.width : null,
      height: main ? main.height : null,
    });
  }
  if (images.length === 0 && summary?.mainImage)
    images.push({
      url: summary.mainImage.link,
      variant: 'MAIN',
      width: summary.mainImage.width,
      height: summary.mainImage.height,
    });
  return images.sort((a, b) => (a.variant === 'MAIN' ? -1 : b.variant === 'MAIN' ? 1 : 0));
}

/** The listing's summary for this marketplace; Amazon may answer with another marketplace's only. */
function summaryOf(item: ListingsItem, marketplaceId: string): NonNullable<ListingsItem['summaries']>[number] | undefined {
  return item.summaries?.find((s) => s.marketplaceId === marketplaceId) ?? item.summaries?.[0];
}

/** The ASIN the imported listing gets, the key of its catalogue data; '' when Amazon gave none. */
export function asinOf(item: ListingsItem, marketplaceId: string): string {
  return summaryOf(item, marketplaceId)?.asin ?? '';
}

export function mapListingsItem(item: ListingsItem, marketplaceId: string, catalog: CatalogItem | undefined): ImportedListing {
  const summary = summaryOf(item, marketplaceId);
  const text = readListingText(item.attributes, marketplaceId);
  const productType =
    summary?.productType ?? item.productTypes?.find((p) => p.marketplaceId === marketplaceId)?.productType ?? null;
  const images = catalogImages(catalog, marketplaceId) ?? listingImages(item, marketplaceId);
  return {
    marketplaceId,
    sku: item.sku,
    asin: summary?.asin ?? '',
    productType,
    brand: attributeValues(item.attributes, 'brand', marketplaceId)[0] ?? null,
    title: text.title || summary?.itemName || '',
    bullets: text.bullets,
    description: text.description,
    searchTerms: text.searchTerms,
    images,
    imageUrl: images.find((i) => i.variant === 'MAIN')?.url ?? images[0]?.url ?? '',
    isMedia: isMediaProductType(productType),
    status: summary?.status.includes('BUYABLE') ? 'ACTIVE' : 'INACTIVE',
    amazonIssues: (item.issues ?? []).filter((i) => !i.marketplaceIds || i.marketplaceIds.includes(marketplaceId)).map(toIssue),
  };
}
