/** Catalog Items 2022-04-01 getCatalogItem (SPAPI.md §6, §11 item 11) from the seeded listings. */
import type { FastifyInstance } from 'fastify';
import { imageName } from './sample/attributes.ts';
import { notFound } from './errors.ts';
import { listingAttributes, listingTitle } from './item-view.ts';
import { MODEL_FILES } from './models.ts';
import { queryList, registerOperation } from './operation.ts';
import type { EmulatorState, StoredListing } from './state.ts';

function firstValue(l: StoredListing, attr: string): string | undefined {
  const v = l.attributes[attr]?.[0]?.['value'];
  return typeof v === 'string' ? v : undefined;
}

export function registerCatalogRoutes(app: FastifyInstance, state: EmulatorState): void {
  registerOperation(app, state, MODEL_FILES.catalog, 'getCatalogItem', (ctx) => {
    const asin = ctx.params['asin'] ?? '';
    const marketplaceIds = queryList(ctx, 'marketplaceIds');
    const includedData = queryList(ctx, 'includedData');
    // Catalogue data is ASIN-level: any seller's offer of the ASIN in the marketplace contributes.
    const byMarketplace = new Map<string, StoredListing>();
    for (const l of state.listings.values()) {
      if (l.asin === asin && marketplaceIds.includes(l.marketplaceId) && !byMarketplace.has(l.marketplaceId)) byMarketplace.set(l.marketplaceId, l);
    }
    if (byMarketplace.size === 0) return { status: 404, body: notFound(`Requested item '${asin}' not found in the requested marketplaces.`) };
    const listings = [...byMarketplace.values()];
    const body: Record<string, unknown> = { asin };
    if (includedData.includes('attributes')) {
      const merged: Record<string, unknown[]> = {};
      for (const l of listings) for (const [k, v] of Object.entries(listingAttributes(state, l))) merged[k] = [...(merged[k] ?? []), ...v];
      body['attributes'] = merged;
    }
    if (includedData.includes('summaries')) {
      body['summaries'] = listings.map((l) => {
        const brand = firstValue(l, 'brand');
        const color = firstValue(l, 'color');
        const title = listingTitle(l);
        return {
          marketplaceId: l.marketplaceId,
          ...(brand ? { brand, manufacturer: brand } : {}),
          ...(color ? { color } : {}),
          ...(title ? { itemName: title } : {}),
          itemClassification: 'BASE_PRODUCT',
          ...(l.browseNode ? { browseClassification: { displayName: l.browseNode.name, classificationId: l.browseNode.id } } : {}),
          websiteDisplayGroupName: l.browseNode?.name ?? 'Home',
        };
      });
    }
    if (includedData.includes('images')) {
      body['images'] = listings.map((l) => ({
        marketplaceId: l.marketplaceId,
        images: l.images.map((img) => ({ variant: img.variant, link: `${state.opts.publicUrl}/images/${imageName(l.asin, img)}`, height: img.height, width: img.width })),
      }));
    }
    if (includedData.includes('productTypes')) body['productTypes'] = listings.map((l) => ({ marketplaceId: l.marketplaceId, productType: l.productType }));
    if (includedData.includes('classifications')) {
      body['classifications'] = listings.map((l) => ({ marketplaceId: l.marketplaceId, classifications: l.browseNode ? [{ displayName: l.browseNode.name, classificationId: l.browseNode.id }] : [] }));
    }
    if (includedData.includes('identifiers')) body['identifiers'] = listings.map((l) => ({ marketplaceId: l.marketplaceId, identifiers: [] }));
    return { status: 200, body };
  });
}
