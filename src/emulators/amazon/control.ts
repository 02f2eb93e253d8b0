/**
 * Control API under /__emulator/* for tests and the offline demo. Never called by production code;
 * nothing here exists at Amazon.
 */
import type { FastifyInstance } from 'fastify';
import { buildTextAttributes } from './sample/attributes.ts';
import { buildSyntheticListings } from './sample/synthetic.ts';
import { findMarketplace } from '#core/marketplaces';
import { DEMO_SELLER_ID } from './sample/sellers.ts';
import { FAULT_KINDS, isFaultKind } from './faults.ts';
import { addToCatalogues, catalogueKeys, controlTargets } from './accounts.ts';
import { signInOf } from './sign-in.ts';
import {
  FORCED_REPORT_OUTCOMES,
  findSeller,
  listingKey,
  nowMs,
  resetState,
  type Attributes,
  type EmulatorState,
  type ForcedReportOutcome,
  type ListingImage,
  type StoredListing,
} from './state.ts';

const bad = (message: string) => ({ error: message });

type PlantBody = {
  sellerId?: string;
  sku?: string;
  asin?: string;
  marketplaceId?: string;
  productType?: string;
  conditionType?: string;
  title?: string;
  brand?: string;
  bullets?: string[];
  description?: string;
  keywords?: string;
  attributes?: Attributes;
  images?: ListingImage[];
  price?: number;
  quantity?: number;
  browseNode?: { id: string; name: string };
};

export function registerControlRoutes(app: FastifyInstance, state: EmulatorState): void {
  app.post('/__emulator/reset', async () => {
    resetState(state);
    return { ok: true, listings: state.listings.size };
  });

  app.post<{ Body: { count?: number; sellerId?: string; marketplaceId?: string } }>(
    '/__emulator/seed',
    async (request, reply) => {
      const { count, sellerId = DEMO_SELLER_ID, marketplaceId } = request.body ?? {};
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 200_000)
        return reply.code(400).send(bad('count must be an integer between 1 and 200000'));
      const seller = findSeller(state, sellerId);
      if (!seller) return reply.code(400).send(bad(`unknown sellerId ${sellerId}`));
      const mp = marketplaceId ?? seller.marketplaceIds[0] ?? 'ATVPDKIKX0DER';
      const started = performance.now();
      const listings = buildSyntheticListings(sellerId, mp, state.settings.seedCounter, count, Date.UTC(2026, 0, 15));
      state.settings.seedCounter += count;
      addToCatalogues(state, sellerId, listings);
      return { ok: true, added: count, total: state.listings.size, ms: Math.round(performance.now() - started) };
    },
  );

  // Another seller at Amazon, with no listings until seeded: a fleet of sellers for the bench and tests.
  app.post<{ Body: { sellerId?: string; storeName?: string; brandAnalytics?: boolean; marketplaceIds?: string[] } }>(
    '/__emulator/sellers',
    async (request, reply) => {
      const { sellerId, storeName, brandAnalytics = true, marketplaceIds = ['ATVPDKIKX0DER'] } = request.body ?? {};
      if (typeof sellerId !== 'string' || !/^A[0-9A-Z]{9,20}$/.test(sellerId))
        return reply.code(400).send(bad('sellerId must be A followed by 9 to 20 capital letters or digits'));
      if (findSeller(state, sellerId)) return reply.code(400).send(bad(`sellerId ${sellerId} exists`));
      if (!Array.isArray(marketplaceIds) || marketplaceIds.length === 0 || !marketplaceIds.every((m) => findMarketplace(m)))
        return reply.code(400).send(bad('marketplaceIds must be known marketplace ids'));
      const seller = {
        sellerId,
        storeName: storeName ?? `Store ${sellerId}`,
        marketplaceIds,
        demoRefreshToken: `Atzr|demo-refresh-token-${sellerId}`,
        businessName: storeName ?? `Store ${sellerId}`,
        countryCode: 'US',
        brandAnalytics: brandAnalytics === true,
      };
      // A copy: the demo sellers' list is shared by every emulator of the process.
      state.sellers = [...state.sellers, seller];
      state.refreshTokens.set(seller.demoRefreshToken, { sellerId, clientId: state.opts.clientId, region: null });
      return { ok: true, sellers: state.sellers.length };
    },
  );

  app.post<{ Body: { operation?: string; count?: number } }>('/__emulator/throttle', async (request, reply) => {
    const { operation, count = 1 } = request.body ?? {};
    if (!operation) return reply.code(400).send(bad('operation is required'));
    state.forcedThrottles.set(operation, count);
    return { ok: true };
  });

  app.post<{ Body: { operation?: string; kind?: string; count?: number; timeoutMs?: number } }>(
    '/__emulator/faults',
    async (request, reply) => {
      const { operation, kind, count = 1, timeoutMs = 15_000 } = request.body ?? {};
      if (!operation) return reply.code(400).send(bad('operation is required'));
      if (!isFaultKind(kind))
        return reply.code(400).send(bad(`kind must be one of ${FAULT_KINDS.map((k) => `'${k}'`).join(', ')}`));
      state.faults.set(operation, { kind, count, timeoutMs });
      return { ok: true };
    },
  );

  app.post<{ Body: { operation?: string } }>('/__emulator/hold', async (request, reply) => {
    const operation = request.body?.operation;
    if (!operation) return reply.code(400).send(bad('operation is required'));
    if (!state.holds.has(operation)) {
      let release = (): void => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      state.holds.set(operation, { released, release });
    }
    return { ok: true };
  });

  app.post<{ Body: { operation?: string } }>('/__emulator/release', async (request, reply) => {
    const operation = request.body?.operation;
    if (!operation) return reply.code(400).send(bad('operation is required'));
    state.holds.get(operation)?.release();
    state.holds.delete(operation);
    return { ok: true };
  });

  app.post<{ Body: { advanceSeconds?: number } }>('/__emulator/clock', async (request, reply) => {
    const s = request.body?.advanceSeconds;
    if (typeof s !== 'number' || !Number.isFinite(s) || s < 0)
      return reply.code(400).send(bad('advanceSeconds must be a non-negative number'));
    state.clockOffsetMs += s * 1000;
    return { ok: true, now: new Date(nowMs(state)).toISOString() };
  });

  /**
   * Knobs: forced CANCELLED/FATAL/MALFORMED outcome of the next report (of nextReportType when given), polls and Amazon seconds to DONE, patch processing delay,
   * and publicUrl (for servers started on port 0, whose URL is known only after listen).
   */
  app.post<{
    Body: {
      nextReportOutcome?: ForcedReportOutcome;
      nextReportType?: string;
      reportPollsToDone?: number;
      reportProcessingSeconds?: number;
      patchApplyDelayMs?: number;
      publicUrl?: string;
    };
  }>('/__emulator/settings', async (request) => {
    const b = request.body ?? {};
    if (typeof b.publicUrl === 'string' && /^https?:\/\//.test(b.publicUrl))
      state.opts.publicUrl = b.publicUrl.replace(/\/+$/, '');
    if (FORCED_REPORT_OUTCOMES.includes(b.nextReportOutcome as ForcedReportOutcome))
      state.settings.nextReportOutcome = {
        outcome: b.nextReportOutcome as ForcedReportOutcome,
        ...(typeof b.nextReportType === 'string' ? { reportType: b.nextReportType } : {}),
      };
    if (typeof b.reportPollsToDone === 'number') state.settings.reportPollsToDone = Math.max(1, Math.floor(b.reportPollsToDone));
    if (typeof b.reportProcessingSeconds === 'number' && Number.isFinite(b.reportProcessingSeconds))
      state.settings.reportProcessingSeconds = Math.max(0, b.reportProcessingSeconds);
    if (typeof b.patchApplyDelayMs === 'number') state.settings.patchApplyDelayMs = Math.max(0, b.patchApplyDelayMs);
    return { ok: true, settings: state.settings };
  });

  // The seller's newest copy that has the SKU (the one the latest consent sees), else the base; an account key reads that copy.
  app.get<{ Params: { sellerId: string; sku: string } }>('/__emulator/listings/:sellerId/:sku', async (request, reply) => {
    const keys = catalogueKeys(state, request.params.sellerId).reverse();
    const l = keys.map((key) => state.listings.get(listingKey(key, request.params.sku))).find((found) => found !== undefined);
    if (!l) return reply.code(404).send(bad('listing not found'));
    return l;
  });

  /** Removes a listing from the seller's catalogue and every copy of it, as if the seller deleted it at Amazon. */
  app.delete<{ Params: { sellerId: string; sku: string } }>('/__emulator/listings/:sellerId/:sku', async (request, reply) => {
    let removed = 0;
    for (const key of catalogueKeys(state, request.params.sellerId))
      if (state.listings.delete(listingKey(key, request.params.sku))) removed++;
    if (removed === 0) return reply.code(404).send(bad('listing not found'));
    return { ok: true, removed };
  });

  /** Plant a listing as-is (tests plant XSS payloads and HTML; fields are deliberately not sanitised). */
  app.post<{ Body: PlantBody }>('/__emulator/listings', async (request, reply) => {
    const b = request.body ?? {};
    const sellerId = b.sellerId ?? DEMO_SELLER_ID;
    const marketplaceId = b.marketplaceId ?? 'ATVPDKIKX0DER';
    const market = findMarketplace(marketplaceId);
    if (!b.sku || !market) return reply.code(400).send(bad('sku and a known marketplaceId are required'));
    const now = nowMs(state);
    const listing: StoredListing = {
      sellerId,
      sku: b.sku,
      asin: b.asin ?? `B0PLANT${String(state.listings.size % 1000).padStart(3, '0')}`,
      marketplaceId,
      productType: b.productType ?? 'PRODUCT',
      conditionType: b.conditionType ?? 'new_new',
      createdAt: now,
      updatedAt: now,
      attributes:
        b.attributes ??
        buildTextAttributes({
          marketplaceId,
          languageTag: market.languageTag,
          brand: b.brand ?? null,
          title: b.title ?? b.sku,
          bullets: b.bullets ?? [],
          description: b.description ?? null,
          keywords: b.keywords ?? null,
        }),
      images: b.images ?? [{ variant: 'MAIN', width: 2000, height: 2000 }],
      price: b.price ?? 19.99,
      quantity: b.quantity ?? 10,
      fulfillmentChannel: 'DEFAULT',
      ...(b.browseNode ? { browseNode: b.browseNode } : {}),
    };
    // From a browser whose Seller Central user has a copy of the seller: that copy only, as the
    // change controls do, so one demo user's planted listing never reaches another's import.
    addToCatalogues(state, sellerId, [listing], controlTargets(state, sellerId, signInOf(request)));
    return reply.code(201).send(listing);
  });

  app.get('/__emulator/calls', async () => ({ calls: state.calls }));
  app.get('/__emulator/violations', async () => ({ violations: state.responseViolations }));
}
