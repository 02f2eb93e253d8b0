/** Catalog Items 2022-04-01 getCatalogItem and searchCatalogItems from the seeded listings. */
import type { FastifyInstance } from 'fastify';
import { imageName } from './sample/attributes.ts';
import { invalidInput, notFound } from './errors.ts';
import { listingAttributes, listingTitle } from './item-view.ts';
import { MODEL_FILES } from './models.ts';
import { queryList, queryString, registerOperation, type OperationContext } from './operation.ts';
import type { EmulatorState, StoredListing } from './state.ts';

function firstValue(l: StoredListing, attr: string): string | undefined {
  const v = l.attributes[attr]?.[0]?.['value'];
  return typeof v === 'string' ? v : undefined;
}

/** Amazon pages through at most this many catalogue items per search (its model says so). */
export const CATALOG_SEARCH_CAP = 1000;

/** One catalogue Item in the shape of the model, or undefined when no marketplace asked for has the ASIN. */
function catalogItem(
  state: EmulatorState,
  asin: string,
  marketplaceIds: string[],
  includedData: string[],
): Record<string, unknown> | undefined {
  // Catalogue data is ASIN-level: any seller's offer of the ASIN in the marketplace contributes.
  const byMarketplace = new Map<string, StoredListing>();
  for (const l of state.listings.values()) {
    if (l.asin === asin && marketplaceIds.includes(l.marketplaceId) && !byMarketplace.has(l.marketplaceId))
      byMarketplace.set(l.marketplaceId, l);
  }
  if (byMarketplace.size === 0) return undefined;
  const listings = [...byMarketplace.values()];
  const body: Record<string, unknown> = { asin };
  if (includedData.includes('attributes')) {
    const merged: Record<string, unknown[]> = {};
    for (const l of listings)
      for (const [k, v] of Object.entries(listingAttributes(state, l))) merged[k] = [...(merged[k] ?? []), ...v];
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
      images: l.images.map((img) => ({
        variant: img.variant,
        link: `${state.opts.publicUrl}/images/${imageName(l.asin, img)}`,
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

function encodeToken(offset: number, filter: string): string {
  return Buffer.from(JSON.stringify({ o: offset, f: filter })).toString('base64url');
}

function decodeToken(token: string, filter: string): number | undefined {
  try {
    const t = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { o?: unknown; f?: unknown };
    return typeof t.o === 'number' && t.f === filter ? t.o : undefined;
  } catch {
    return undefined;
  }
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
  const pageSize = (ctx.query['pageSize'] as number | undefined) ?? 10;
  if (pageSize < 1) return { status: 400, body: invalidInput('pageSize must be between 1 and 20.') };

  let asins: string[];
  if (identifiers.length > 0) {
    // Amazon answers the identifiers it finds, in the order asked, each once.
    asins = identifiersType === 'ASIN' ? [...new Set(identifiers)] : [];
  } else {
    const found = new Set<string>();
    for (const l of state.listings.values()) {
      const title = (listingTitle(l) ?? '').toLowerCase();
      if (marketplaceIds.includes(l.marketplaceId) && keywords.every((k) => title.includes(k))) found.add(l.asin);
    }
    asins = [...found].sort();
  }
  const items = asins
    .map((asin) => catalogItem(state, asin, marketplaceIds, includedData))
    .filter((i): i is Record<string, unknown> => i !== undefined);

  const filter = JSON.stringify({ ...ctx.query, pageToken: undefined, pageSize: undefined });
  const token = queryString(ctx, 'pageToken');
  let offset = 0;
  if (token !== undefined) {
    const decoded = decodeToken(token, filter);
    if (decoded === undefined) return { status: 400, body: invalidInput('Invalid pageToken.') };
    offset = decoded;
  }
  const reachable = Math.min(items.length, CATALOG_SEARCH_CAP);
  const end = Math.min(offset + pageSize, reachable);
  const pagination: Record<string, string> = {};
  if (end < reachable) pagination['nextToken'] = encodeToken(end, filter);
  if (offset > 0) pagination['previousToken'] = encodeToken(Math.max(0, offset - pageSize), filter);
  return {
    status: 200,
    body: {
      numberOfResults: items.length,
      ...(Object.keys(pagination).length > 0 ? { pagination } : {}),
      ...(keywords.length > 0 ? { refinements: { brands: [], classifications: [] } } : {}),
      items: items.slice(offset, end),
    },
  };
}

export function registerCatalogRoutes(app: FastifyInstance, state: EmulatorState): void {
  registerOperation(app, state, MODEL_FILES.catalog, 'getCatalogItem', (ctx) => {
    const asin = ctx.params['asin'] ?? '';
    const body = catalogItem(state, asin, queryList(ctx, 'marketplaceIds'), queryList(ctx, 'includedData'));
    if (!body) return { status: 404, body: notFound(`Requested item '${asin}' not found in the requested marketplaces.`) };
    return { status: 200, body };
  });
  registerOperation(app, state, MODEL_FILES.catalog, 'searchCatalogItems', searchCatalog);
}
