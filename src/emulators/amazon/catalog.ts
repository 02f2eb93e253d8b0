/** Catalog Items 2022-04-01 getCatalogItem and searchCatalogItems from the seeded listings. */
import type { FastifyInstance } from 'fastify';
import { imageName } from './sample/attributes.ts';
import { invalidInput, notFound } from './errors.ts';
import { detailPageOverrides } from './detail-page.ts';
import { listingAttributes, listingTitle } from './item-view.ts';
import { MODEL_FILES } from './models.ts';
import { queryList, queryString, registerOperation, type OperationContext } from './operation.ts';
import { pageSizeOf, searchPage } from './search-paging.ts';
import type { EmulatorState, StoredListing } from './state.ts';

function firstValue(l: StoredListing, attr: string): string | undefined {
  const v = l.attributes[attr]?.[0]?.['value'];
  return typeof v === 'string' ? v : undefined;
}

/** Amazon pages through at most this many catalogue items per search (its model says so). */
export const CATALOG_SEARCH_CAP = 1000;

/**
 * Per ASIN, its first listing in each marketplace asked for, in one pass over the listings.
 * Catalogue data is ASIN-level: any seller's offer of the ASIN in the marketplace contributes.
 */
function listingsByAsin(
  state: EmulatorState,
  marketplaceIds: string[],
  { only, matches, own }: { only?: ReadonlySet<string>; matches?: (l: StoredListing) => boolean; own?: string },
) {
  const byAsin = new Map<string, Map<string, StoredListing>>();
  const matched = new Set<string>();
  // By identifiers: only those ASINs' listings, not every seller's.
  const candidates = only ? [...only].flatMap((asin) => [...state.listings.ofAsin(asin)]) : state.listings.values();
  for (const l of candidates) {
    if (!marketplaceIds.includes(l.marketplaceId) || (only && !only.has(l.asin))) continue;
    let byMarketplace = byAsin.get(l.asin);
    if (!byMarketplace) byAsin.set(l.asin, (byMarketplace = new Map()));
    // The caller's own listing of the ASIN is what its copy of the page is built from.
    if (!byMarketplace.has(l.marketplaceId) || l.sellerId === own) byMarketplace.set(l.marketplaceId, l);
    if (matches?.(l)) matched.add(l.asin);
  }
  return { byAsin, matched };
}

/** One catalogue Item in the shape of the model, from the ASIN's listings (one per marketplace). */
function catalogItem(
  state: EmulatorState,
  asin: string,
  byMarketplace: Map<string, StoredListing>,
  includedData: string[],
  accountKey: string,
): Record<string, unknown> {
  const listings = [...byMarketplace.values()];
  const body: Record<string, unknown> = { asin };
  const overrides = detailPageOverrides(state, accountKey, asin);
  if (includedData.includes('attributes')) {
    const merged: Record<string, unknown[]> = {};
    for (const l of listings)
      for (const [k, v] of Object.entries(listingAttributes(state, l))) merged[k] = [...(merged[k] ?? []), ...v];
    body['attributes'] = { ...merged, ...overrides };
  }
  if (includedData.includes('summaries')) {
    body['summaries'] = listings.map((l) => {
      const brand = firstValue(l, 'brand');
      const color = firstValue(l, 'color');
      const overridden = overrides['item_name']?.find((v) => v['marketplace_id'] === l.marketplaceId)?.['value'];
      const title = typeof overridden === 'string' ? overridden : listingTitle(l);
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
    const mainOverride = overrides['main_product_image_locator']?.[0]?.['media_location'];
    body['images'] = listings.map((l) => ({
      marketplaceId: l.marketplaceId,
      images: l.images.map((img) => ({
        variant: img.variant,
        link:
          img.variant === 'MAIN' && typeof mainOverride === 'string'
            ? mainOverride
            : `${state.opts.publicUrl}/images/${imageName(l.asin, img)}`,
        height: img.height,
        width: img.width,
      })),
    }));
  }
  if (includedData.includes('productTypes'))
    body['productTypes'] = listings.map((l) => ({ marketplaceId: l.marketplaceId, productType: l.productType }));
  if (includedData.includes('classifications')) {
    body['classifications'] = listings.map((l) => ({
      marketplaceId: l.marketplaceId,
      classifications: l.browseNode ? [{ displayName: l.browseNode.name, classificationId: l.browseNode.id }] : [],
    }));
  }
  if (includedData.includes('identifiers'))
    body['identifiers'] = listings.map((l) => ({ marketplaceId: l.marketplaceId, identifiers: [] }));
  return body;
}

/**
 * searchCatalogItems by identifiers (ASIN only: the sample has no EAN/UPC data) or by keywords
 * (matched against titles), in pages of pageSize (default 10, at most 20).
 */
function searchCatalog(ctx: OperationContext): { status: number; body: unknown } {
  const { state } = ctx;
  const marketplaceIds = queryList(ctx, 'marketplaceIds');
  const identifiers = queryList(ctx, 'identifiers');
  const identifiersType = queryString(ctx, 'identifiersType');
  const keywords = queryList(ctx, 'keywords').map((k) => k.toLowerCase());
  const includedData = queryList(ctx, 'includedData');
  if (identifiers.length > 0 && keywords.length > 0)
    return { status: 400, body: invalidInput('Cannot include identifiers and keywords in the same request.') };
  if (identifiers.length === 0 && keywords.length === 0)
    return { status: 400, body: invalidInput('Either identifiers or keywords must be provided.') };
  if (identifiers.length > 0 && !identifiersType)
    return { status: 400, body: invalidInput('identifiersType is required when identifiers is provided.') };
  const pageSize = pageSizeOf(ctx);
  if (typeof pageSize !== 'number') return { status: 400, body: pageSize.error };

  const titleMatches = (l: StoredListing) => {
    const title = (listingTitle(l) ?? '').toLowerCase();
    return keywords.every((k) => title.includes(k));
  };
  // Amazon answers the identifiers it finds (ASIN only: the sample has no EAN/UPC data), in the
  // order asked, each once; a keyword search in ASIN order.
  const asked = new Set(identifiersType === 'ASIN' ? identifiers : []);
  const { byAsin, matched } =
    identifiers.length > 0
      ? listingsByAsin(state, marketplaceIds, { only: asked, own: ctx.sellerId })
      : listingsByAsin(state, marketplaceIds, { matches: titleMatches, own: ctx.sellerId });
  const asins = identifiers.length > 0 ? [...asked].filter((asin) => byAsin.has(asin)) : [...matched].sort();
  const page = searchPage(ctx, pageSize, asins.length, CATALOG_SEARCH_CAP);
  if ('error' in page) return { status: 400, body: page.error };
  return {
    status: 200,
    body: {
      numberOfResults: asins.length,
      ...(page.pagination ? { pagination: page.pagination } : {}),
      ...(keywords.length > 0 ? { refinements: { brands: [], classifications: [] } } : {}),
      items: asins
        .slice(page.offset, page.end)
        .map((asin) => catalogItem(state, asin, byAsin.get(asin)!, includedData, ctx.sellerId)),
    },
  };
}

export function registerCatalogRoutes(app: FastifyInstance, state: EmulatorState): void {
  registerOperation(app, state, MODEL_FILES.catalog, 'getCatalogItem', (ctx) => {
    const asin = ctx.params['asin'] ?? '';
    const listings = listingsByAsin(state, queryList(ctx, 'marketplaceIds'), {
      only: new Set([asin]),
      own: ctx.sellerId,
    }).byAsin.get(asin);
    if (!listings) return { status: 404, body: notFound(`Requested item '${asin}' not found in the requested marketplaces.`) };
    return { status: 200, body: catalogItem(state, asin, listings, queryList(ctx, 'includedData'), ctx.sellerId) };
  });
  registerOperation(app, state, MODEL_FILES.catalog, 'searchCatalogItems', searchCatalog);
}
