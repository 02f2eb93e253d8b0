/**
 * Amazon's regions as the emulator serves them. Each region answers under its own path (`/na`,
 * `/eu`, `/fe`), standing for Amazon's separate hosts (Seller Central, LWA and SP-API of the region):
 * a consent on a region's Seller Central authorises that region only, its refresh token works only
 * at that region's LWA, and its access tokens only at that region's SP-API endpoint, which knows
 * only its own marketplaces. Paths without a region prefix are the emulator's historical single host:
 * they serve every marketplace and accept tokens of any region (the control-driven unit tests and
 * the SDK contract test use it).
 */
import type { FastifyRequest } from 'fastify';
import { REGIONS, type Region } from '#core/regions';

export { REGIONS, type Region };

/** The hosts a region's requests stand for, recorded in the call log. */
export const REGION_HOSTS: Record<Region, { sellerCentral: string; lwa: string; spapi: string }> = {
  NA: { sellerCentral: 'sellercentral.amazon.com', lwa: 'api.amazon.com', spapi: 'sellingpartnerapi-na.amazon.com' },
  EU: {
    sellerCentral: 'sellercentral-europe.amazon.com',
    lwa: 'api.amazon.co.uk',
    spapi: 'sellingpartnerapi-eu.amazon.com',
  },
  FE: { sellerCentral: 'sellercentral.amazon.co.jp', lwa: 'api.amazon.co.jp', spapi: 'sellingpartnerapi-fe.amazon.com' },
};

/** Amazon's marketplace ids per region (all of them, not only those ListingPilot supports). */
const REGION_MARKETPLACES: Record<Region, readonly string[]> = {
  // US, CA, MX, BR
  NA: ['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2', 'A1AM78C64UM0Y8', 'A2Q3Y263D00KWC'],
  // UK, DE, FR, IT, ES, NL, SE, PL, BE, TR, AE, SA, EG, IN
  EU: [
    'A1F83G8C2ARO7P',
    'A1PA6795UKMFR9',
    'A13V1IB3VIYZZH',
    'APJ6JRA9NG5V4',
    'A1RKKUPIHCS9HS',
    'A1805IZSGTT6HS',
    'A2NODRKZP88ZB9',
    'A1C3SOZRARQ6R3',
    'AMEN7PMS3EDWL',
    'A33AVAJ2PDY3EV',
    'A2VIGQ35RCS4UG',
    'A17E79C6D8DWNP',
    'ARBP9OOSHTCHU',
    'A21TJRUUN4KGV',
  ],
  // JP, AU, SG
  FE: ['A1VC38T7YXB528', 'A39IBJ37TRP1C6', 'A19VAU5U5O7RUS'],
};

export function marketplaceRegion(marketplaceId: string): Region | undefined {
  return REGIONS.find((r) => REGION_MARKETPLACES[r].includes(marketplaceId));
}

/** Whether a region's endpoint serves this marketplace; the unprefixed host serves all. */
export function servesMarketplace(region: Region | null, marketplaceId: string): boolean {
  return region === null || marketplaceRegion(marketplaceId) === region;
}

export function regionPrefix(region: Region): string {
  return `/${region.toLowerCase()}`;
}

/** The region a request came in on (null: the unprefixed host). */
export function requestRegion(request: FastifyRequest): Region | null {
  return request.amazonRegion;
}

/** The Amazon host a call stands for, by what it asks for: consent, LWA or SP-API. */
export function hostOf(region: Region | null, localPath: string): string {
  if (region === null) return 'emulator';
  const hosts = REGION_HOSTS[region];
  if (localPath.includes('/apps/authorize/')) return hosts.sellerCentral;
  if (localPath.includes('/auth/o2/')) return hosts.lwa;
  return hosts.spapi;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** The region whose host the request reached (regions.ts); null on the unprefixed host. */
    amazonRegion: Region | null;
  }
}
