/** Sellers v1: marketplace participations with defaultLanguageCode, and the account. */
import type { FastifyInstance } from 'fastify';
import { findMarketplace } from '#core/marketplaces';
import { MODEL_FILES } from './models.ts';
import { registerOperation } from './operation.ts';
import { findSeller, type EmulatorState } from './state.ts';
import { requestRegion, servesMarketplace, type Region } from './regions.ts';

const DOMAINS: Record<string, string> = {
  US: 'www.amazon.com',
  UK: 'www.amazon.co.uk',
  DE: 'www.amazon.de',
  FR: 'www.amazon.fr',
  IT: 'www.amazon.it',
  ES: 'www.amazon.es',
};

/** The seller's marketplaces that the called region's endpoint serves: an authorisation sees its region only. */
function participations(state: EmulatorState, sellerId: string, region: Region | null) {
  const seller = findSeller(state, sellerId);
  return (seller?.marketplaceIds ?? []).flatMap((id) => {
    if (!servesMarketplace(region, id)) return [];
    const m = findMarketplace(id);
    if (!m || !seller) return [];
    return [
      {
        marketplace: {
          id: m.id,
          name: m.name,
          countryCode: m.country === 'UK' ? 'GB' : m.country,
          defaultCurrencyCode: m.currency,
          defaultLanguageCode: m.languageTag,
          domainName: DOMAINS[m.country] ?? 'www.amazon.com',
        },
        participation: { isParticipating: true, hasSuspendedListings: false },
        storeName: seller.storeName,
      },
    ];
  });
}

export function registerSellersRoutes(app: FastifyInstance, state: EmulatorState): void {
  registerOperation(app, state, MODEL_FILES.sellers, 'getMarketplaceParticipations', (ctx) => ({
    status: 200,
    body: { payload: participations(state, ctx.sellingPartnerId, requestRegion(ctx.request)) },
  }));
  registerOperation(app, state, MODEL_FILES.sellers, 'getAccount', (ctx) => {
    const seller = findSeller(state, ctx.sellingPartnerId);
    return {
      status: 200,
      body: {
        payload: {
          marketplaceParticipationList: participations(state, ctx.sellingPartnerId, requestRegion(ctx.request)),
          businessType: 'PRIVATE_LIMITED',
          sellingPlan: 'PROFESSIONAL',
          business: {
            name: seller?.businessName ?? 'Unknown',
            registeredBusinessAddress: {
              addressLine1: '1 Demo Way',
              city: 'Seattle',
              stateOrProvinceCode: 'WA',
              postalCode: '98109',
              countryCode: seller?.countryCode ?? 'US',
            },
          },
        },
      },
    };
  });
}
