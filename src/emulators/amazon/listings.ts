/** Listings Items 2021-08-01: search, get, patch, delete. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorList, invalidInput, notFound } from './errors.ts';
import { listingIssues, listingStatus, toItem } from './item-view.ts';
import { clearDetailPageOverrides } from './detail-page.ts';
import { applyPatches, validatePatches, type PatchOperation } from './listing-patch.ts';
import { demoHealthScore } from './demo-figures.ts';
import { MODEL_FILES } from './models.ts';
import { queryList, queryString, registerOperation, type OperationContext } from './operation.ts';
import { pageSizeOf, searchPage } from './search-paging.ts';
import { listingKey, nowMs, type EmulatorState, type StoredListing } from './state.ts';

/** Amazon lets a search page through at most this many SKUs (1,000; larger catalogues need the All Listings report). */
export const SEARCH_RESULT_CAP = 1000;

function timeFilter(ctx: OperationContext, name: string): number | undefined {
  const v = queryString(ctx, name);
  return v === undefined ? undefined : Date.parse(v);
}

function searchListings(ctx: OperationContext): { status: number; body: unknown } {
  const { state } = ctx;
  const marketplaceIds = queryList(ctx, 'marketplaceIds');
  const identifiers = queryList(ctx, 'identifiers');
  const identifiersType = queryString(ctx, 'identifiersType');
  if (identifiers.length > 0 && !identifiersType)
    return { status: 400, body: invalidInput('identifiersType is required when identifiers is provided.') };
  if (identifiersType && identifiers.length === 0)
    return { status: 400, body: invalidInput('identifiers is required when identifiersType is provided.') };
  if (identifiers.length > 20) return { status: 400, body: invalidInput('identifiers accepts at most 20 values.') };
  const times = {
    ca: timeFilter(ctx, 'createdAfter'),
    cb: timeFilter(ctx, 'createdBefore'),
    ua: timeFilter(ctx, 'lastUpdatedAfter'),
    ub: timeFilter(ctx, 'lastUpdatedBefore'),
  };
  if (Object.values(times).some((t) => t !== undefined && Number.isNaN(t)))
    return { status: 400, body: invalidInput('Dates must be ISO 8601 date-time values.') };
  const withStatus = queryList(ctx, 'withStatus');
  const withoutStatus = queryList(ctx, 'withoutStatus');
  const withIssueSeverity = queryList(ctx, 'withIssueSeverity');
  const sortBy = queryString(ctx, 'sortBy') ?? 'lastUpdatedDate';
  const sortOrder = queryString(ctx, 'sortOrder') ?? 'DESC';
  const pageSize = pageSizeOf(ctx);
  if (typeof pageSize !== 'number') return { status: 400, body: pageSize.error };

  const matches: StoredListing[] = [];
  for (const l of state.listings.ofSeller(ctx.sellerId)) {
    if (!marketplaceIds.includes(l.marketplaceId)) continue;
    if (identifiersType === 'SKU' && !identifiers.includes(l.sku)) continue;
    if (identifiersType === 'ASIN' && !identifiers.includes(l.asin)) continue;
    if (identifiersType && identifiersType !== 'SKU' && identifiersType !== 'ASIN') continue; // no EAN/UPC data in the sample
    if (times.ca !== undefined && l.createdAt <= times.ca) continue;
    if (times.cb !== undefined && l.createdAt >= times.cb) continue;
    if (times.ua !== undefined && l.updatedAt <= times.ua) continue;
    if (times.ub !== undefined && l.updatedAt >= times.ub) continue;
    const status = listingStatus(l);
    if (withStatus.length > 0 && !withStatus.every((s) => status.includes(s as 'BUYABLE'))) continue;
    if (withoutStatus.some((s) => status.includes(s as 'BUYABLE'))) continue;
    if (withIssueSeverity.length > 0 && !listingIssues(l).some((i) => withIssueSeverity.includes(i.severity))) continue;
    matches.push(l);
  }
  const key = (l: StoredListing) => (sortBy === 'sku' ? l.sku : sortBy === 'createdDate' ? l.createdAt : l.updatedAt);
  matches.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const c = ka < kb ? -1 : ka > kb ? 1 : a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0;
    return sortOrder === 'ASC' ? c : -c;
  });

  const page = searchPage(ctx, pageSize, matches.length, SEARCH_RESULT_CAP);
  if ('error' in page) return { status: 400, body: page.error };
  const includedData = queryList(ctx, 'includedData');
  return {
    status: 200,
    body: {
      numberOfResults: matches.length,
      ...(page.pagination ? { pagination: page.pagination } : {}),
      items: matches.slice(page.offset, page.end).map((l) => toItem(state, l, includedData)),
    },
  };
}

function getListing(ctx: OperationContext): { status: number; body: unknown } {
  const sku = ctx.params['sku'] ?? '';
  if (sku === 'BadSKU') return { status: 400, body: errorList('BAD_REQUEST', 'Invalid input', 'Invalid input') };
  const l = ctx.state.listings.get(listingKey(ctx.sellerId, sku));
  const marketplaceIds = queryList(ctx, 'marketplaceIds');
  if (!l || !marketplaceIds.includes(l.marketplaceId))
    return { status: 404, body: notFound(`SKU '${sku}' not found in marketplace ${marketplaceIds.join(',')}`) };
  return { status: 200, body: toItem(ctx.state, l, queryList(ctx, 'includedData')) };
}

function patchListing(ctx: OperationContext): { status: number; body: unknown } {
  const { state } = ctx;
  const sku = ctx.params['sku'] ?? '';
  const body = ctx.body as { productType: string; patches: PatchOperation[] };
  const marketplaceIds = queryList(ctx, 'marketplaceIds');
  const includedData = queryList(ctx, 'includedData');
  const preview = queryString(ctx, 'mode') === 'VALIDATION_PREVIEW';
  const submissionId = randomUUID();
  const withIssues = includedData.includes('issues');
  const respond = (status: 'ACCEPTED' | 'INVALID' | 'VALID', issues: object[], asin?: string, marketplaceId?: string) => ({
    status: 200,
    body: {
      sku,
      status,
      submissionId,
      ...(withIssues ? { issues } : {}),
      ...(preview && includedData.includes('identifiers')
        ? { identifiers: asin && marketplaceId ? [{ marketplaceId, asin }] : [] }
        : {}),
    },
  });
  // The model's sandbox SKUs answer as the model examples do.
  if (sku === 'BadSKU') return { status: 400, body: errorList('BAD_REQUEST', 'Invalid input', 'Invalid input') };
  if (sku === 'VALIDATION_VALID' && preview) return respond('VALID', [], 'B07N4M94X4', marketplaceIds[0]);
  if (sku === 'VALIDATION_INVALID' && preview) {
    return respond('INVALID', [
      {
        code: '90000900',
        message: 'The attributes are invalid.',
        severity: 'ERROR',
        attributeNames: ['fake_attribute'],
        categories: ['INVALID_ATTRIBUTE'],
        enforcements: { actions: [{ action: 'ATTRIBUTE_SUPPRESSED' }], exemption: { status: 'NOT_EXEMPT' } },
      },
    ]);
  }
  if (marketplaceIds.length !== 1)
    return { status: 400, body: invalidInput('Exactly one marketplaceId must be provided for this operation.') };
  const l = state.listings.get(listingKey(ctx.sellerId, sku));
  if (!l || l.marketplaceId !== marketplaceIds[0]) {
    return respond('INVALID', [
      {
        code: '4000004',
        message: `SKU '${sku}' does not exist in marketplace ${marketplaceIds[0]}. Use putListingsItem to create it.`,
        severity: 'ERROR',
        attributeNames: [],
        categories: ['INVALID_ATTRIBUTE'],
      },
    ]);
  }
  const issues =
    body.productType !== l.productType
      ? [
          {
            code: '4000001',
            message: `The product type ${body.productType} does not match the listing's product type ${l.productType}.`,
            severity: 'ERROR',
            attributeNames: [],
            categories: ['INVALID_ATTRIBUTE'],
          },
        ]
      : validatePatches(l.productType, l.marketplaceId, marketplaceIds, body.patches);
  const withMarket = issues.map((i) => ({ ...i, marketplaceIds: [l.marketplaceId] }));
  if (issues.length > 0) return respond('INVALID', withMarket, l.asin, l.marketplaceId);
  if (preview) return respond('VALID', [], l.asin, l.marketplaceId);
  const apply = () => {
    const current = state.listings.get(listingKey(l.sellerId, l.sku));
    if (!current) return;
    const before = demoHealthScore(current);
    current.attributes = applyPatches(current.attributes, body.patches);
    current.updatedAt = nowMs(state);
    (current.pushes ??= []).push({ at: current.updatedAt, scoreDelta: demoHealthScore(current) - before });
    // The seller's own contribution wins back the detail page for what it patched.
    clearDetailPageOverrides(
      state,
      current.sellerId,
      current.asin,
      body.patches.map((p) => p.path.replace(/^\/attributes\//, '')),
    );
  };
  if (state.settings.patchApplyDelayMs > 0)
    state.pendingPatches.push({ sellerId: l.sellerId, sku, applyAt: nowMs(state) + state.settings.patchApplyDelayMs, apply });
  else apply();
  return respond('ACCEPTED', []);
}

export function registerListingsRoutes(app: FastifyInstance, state: EmulatorState): void {
  registerOperation(app, state, MODEL_FILES.listings, 'searchListingsItems', searchListings);
  registerOperation(app, state, MODEL_FILES.listings, 'getListingsItem', getListing);
  registerOperation(app, state, MODEL_FILES.listings, 'patchListingsItem', patchListing);
  registerOperation(app, state, MODEL_FILES.listings, 'deleteListingsItem', (ctx) => {
    const sku = ctx.params['sku'] ?? '';
    const key = listingKey(ctx.sellerId, sku);
    const l = state.listings.get(key);
    if (!l || !queryList(ctx, 'marketplaceIds').includes(l.marketplaceId)) {
      return {
        status: 200,
        body: {
          sku,
          status: 'INVALID',
          submissionId: randomUUID(),
          issues: [{ code: '4000004', message: `SKU '${sku}' does not exist.`, severity: 'ERROR', categories: [] }],
        },
      };
    }
    state.listings.delete(key);
    return { status: 200, body: { sku, status: 'ACCEPTED', submissionId: randomUUID(), issues: [] } };
  });
}
