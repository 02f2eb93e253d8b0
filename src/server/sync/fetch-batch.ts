import type { SpApiClient } from '../integrations/spapi/index.ts';
import type { CatalogItem, ListingsIncludedData, ListingsItem } from '../integrations/spapi/types.ts';
import { mapListingsItem, type ImportedListing } from './listing-mapper.ts';

/** searchListingsItems takes at most 20 identifiers and returns at most 20 items per page. */
export const BATCH_SIZE = 20;
const INCLUDED: ListingsIncludedData[] = ['summaries', 'attributes', 'issues'];

/**
 * Details for up to 20 SKUs of one marketplace. One searchListingsItems call by SKU identifiers
 * returns all of them: as fast as paging (20 per call) but without the 1,000-result cap of a
 * paged search (SPAPI.md §3). SKUs the search cannot carry (a comma would split the CSV parameter)
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

/**
 * Catalog Items for image variants and sizes (the listing itself only knows the main image's size).
 * Catalogue data is an enrichment: a refused or unknown ASIN keeps the listing's own images.
 */
export async function fetchCatalogImages(client: SpApiClient, marketplaceId: string, asins: string[]): Promise<Map<string, CatalogItem | undefined>> {
  const unique = [...new Set(asins.filter((a) => a.length > 0))];
  const entries = await Promise.all(
    unique.map(async (asin) => {
      try {
        return [asin, await client.getCatalogItem(asin, { marketplaceIds: [marketplaceId], includedData: ['images'] })] as const;
      } catch (error) {
        const status = (error as { status?: number }).status ?? 0;
        if (status === 400 || status === 403 || status === 404) return [asin, undefined] as const;
        throw error;
      }
    }),
  );
  return new Map(entries);
}

export async function importBatch(client: SpApiClient, marketplaceId: string, skus: string[]): Promise<ImportedListing[]> {
  const items = await fetchListingsBatch(client, marketplaceId, skus);
  const asins = items.map((i) => i.summaries?.find((s) => s.marketplaceId === marketplaceId)?.asin ?? '');
  const catalog = await fetchCatalogImages(client, marketplaceId, asins);
  return items.map((item, i) => mapListingsItem(item, marketplaceId, catalog.get(asins[i] ?? '')));
}
