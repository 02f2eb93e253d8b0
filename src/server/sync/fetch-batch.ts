import type { SpApiClient, CatalogItem, ListingsIncludedData, ListingsItem } from '../integrations/spapi/index.ts';
import { asinOf, mapListingsItem, type ImportedListing } from './listing-mapper.ts';

/** searchListingsItems and searchCatalogItems take at most 20 identifiers and return at most 20 items per page. */
export const BATCH_SIZE = 20;
const INCLUDED: ListingsIncludedData[] = ['summaries', 'attributes', 'issues', 'offers', 'fulfillmentAvailability'];

export type ListingsPage = { items: ListingsItem[]; numberOfResults: number; nextToken?: string };

/**
 * One page of the seller's listings in a marketplace, oldest first: a listing created meanwhile
 * lands at the end instead of shifting the pages still to come. Amazon pages through at most 1,000
 * results; the All Listings report completes larger catalogues.
 */
export async function fetchListingsPage(
  client: SpApiClient,
  marketplaceId: string,
  pageToken: string | undefined,
): Promise<ListingsPage> {
  const page = await client.searchListingsItems({
    marketplaceIds: [marketplaceId],
    includedData: INCLUDED,
    sortBy: 'createdDate',
    sortOrder: 'ASC',
    pageSize: BATCH_SIZE,
    pageToken,
  });
  return { items: page.items, numberOfResults: page.numberOfResults, nextToken: page.pagination?.nextToken };
}

/**
 * Details for up to 20 SKUs of one marketplace. One searchListingsItems call by SKU identifiers
 * returns all of them: as fast as paging (20 per call) but without the 1,000-result cap of a
 * paged search. SKUs the search cannot carry (a comma would split the CSV parameter)
 * or did not return fall back to getListingsItem; a 404 there means Amazon no longer has it.
 */
export async function fetchListingsBatch(client: SpApiClient, marketplaceId: string, skus: string[]): Promise<ListingsItem[]> {
  const items = new Map<string, ListingsItem>();
  const searchable = skus.filter((s) => !s.includes(','));
  let pageToken: string | undefined;
  while (searchable.length > 0) {
    const page = await client.searchListingsItems({
      marketplaceIds: [marketplaceId],
      identifiers: searchable,
      identifiersType: 'SKU',
      includedData: INCLUDED,
      pageSize: BATCH_SIZE,
      pageToken,
    });
    for (const item of page.items) items.set(item.sku, item);
    pageToken = page.pagination?.nextToken;
    if (!pageToken) break;
  }
  const wanted = new Set(skus);
  const missing = skus.filter((s) => !items.has(s));
  for (const sku of missing) {
    const item = await client.getListingsItem(sku, { marketplaceIds: [marketplaceId], includedData: INCLUDED });
    if (item) items.set(sku, item);
  }
  return [...items.values()].filter((i) => wanted.has(i.sku));
}

const IMAGE_LOCATOR = /_image_locator(_\d+)?$/;

/**
 * Whether the listing leaves an image size unknown: the listing gives the main image's size in its
 * summary but only the links of the other variants, and the image rules need every size.
 */
export function needsCatalogImages(item: ListingsItem, marketplaceId: string): boolean {
  const summary = item.summaries?.find((s) => s.marketplaceId === marketplaceId);
  const locators = Object.keys(item.attributes ?? {}).filter((name) => IMAGE_LOCATOR.test(name));
  return !summary?.mainImage || locators.some((name) => name !== 'main_product_image_locator');
}

/**
 * Catalog Items for image variants and sizes, up to 20 ASINs per searchCatalogItems call.
 * Catalogue data is an enrichment: a refused call or an unknown ASIN keeps the listing's own images.
 */
export async function fetchCatalogImages(
  client: SpApiClient,
  marketplaceId: string,
  asins: string[],
): Promise<Map<string, CatalogItem>> {
  const unique = [...new Set(asins.filter((a) => a.length > 0))];
  const found = new Map<string, CatalogItem>();
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += BATCH_SIZE) chunks.push(unique.slice(i, i + BATCH_SIZE));
  await Promise.all(
    chunks.map(async (identifiers) => {
      try {
        const res = await client.searchCatalogItems({
          marketplaceIds: [marketplaceId],
          identifiers,
          identifiersType: 'ASIN',
          includedData: ['images'],
          pageSize: BATCH_SIZE,
        });
        for (const item of res.items) found.set(item.asin, item);
      } catch (error) {
        const status = (error as { status?: number }).status ?? 0;
        if (status === 400 || status === 403 || status === 404) return;
        throw error;
      }
    }),
  );
  return found;
}

/** Catalogue data of the listings that lack image sizes (one call per 20 of them); none when all have theirs. */
export async function catalogForLacking(
  client: SpApiClient,
  marketplaceId: string,
  items: ListingsItem[],
): Promise<Map<string, CatalogItem>> {
  const lacking = items.filter((i) => needsCatalogImages(i, marketplaceId)).map((i) => asinOf(i, marketplaceId));
  return lacking.length > 0 ? fetchCatalogImages(client, marketplaceId, lacking) : new Map<string, CatalogItem>();
}

/** Listings ready to score: Catalog Items asked only for the ASINs whose listing lacks image sizes. */
export async function completeListings(
  client: SpApiClient,
  marketplaceId: string,
  items: ListingsItem[],
): Promise<ImportedListing[]> {
  const catalog = await catalogForLacking(client, marketplaceId, items);
  return items.map((item) => mapListingsItem(item, marketplaceId, catalog.get(asinOf(item, marketplaceId))));
}
