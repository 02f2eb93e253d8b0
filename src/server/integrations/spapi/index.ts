import { setMaxListeners } from 'node:events';
import { REGIONS, type Region } from '#core/regions';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { createSpApiClient, type SpApiClient } from './client.ts';
import type { SpApiTransport } from './http.ts';
import { createAccessTokenCache, createLwaClient, type AccessTokenCache, type LwaClient } from './lwa.ts';
import { createDbRateLimiter, type RateLimiter } from './rate-limiter.ts';
import {
  createDestinationClient,
  createSubscriptionClient,
  grantlessTokens,
  NOTIFICATIONS_SCOPE,
  type DestinationClient,
  type SubscriptionClient,
} from './notifications-client.ts';

export { WATCH_NOTIFICATION_TYPES, type WatchNotificationType } from './notifications-client.ts';
export type { DestinationClient, SubscriptionClient } from './notifications-client.ts';

export type { SpApiClient } from './client.ts';
export { downloadReportDocument, parseFlatFile } from './report-document.ts';
export { runJsonReport, waitForReport } from './report-runner.ts';
export type { JsonReportOutcome, JsonReportRequest, RunReportOptions } from './report-runner.ts';
export {
  REPORT_SCHEMA_FILES,
  SALES_AND_TRAFFIC_REPORT,
  SEARCH_CATALOG_PERFORMANCE_REPORT,
  SEARCH_QUERY_PERFORMANCE_REPORT,
} from './report-types.ts';
export type {
  BrandAnalyticsPeriod,
  CurrencyAmount,
  JsonReportDocuments,
  JsonReportType,
  SalesAndTrafficByAsin,
  SalesAndTrafficReport,
  SearchCatalogPerformanceData,
  SearchCatalogPerformanceReport,
  SearchQueryPerformanceData,
  SearchQueryPerformanceReport,
} from './report-types.ts';
export { reportSchemaErrors } from './report-schemas.ts';
export { FIELD_ATTRIBUTES, attributeValues, buildListingPatch, fieldOfAttribute, readListingText } from './listing-text.ts';
export type { ListingPatch } from './listing-text.ts';
export { UPLOAD_OPERATION, createAplusClient, uploadToDestination } from './aplus-client.ts';
export type { AplusClient } from './aplus-client.ts';
export type { ContentDocument, ContentModule, ImageComponent, TextComponent } from './aplus-types.ts';
export { LwaError, SpApiError } from './errors.ts';
export { sleep } from './rate-limiter.ts';
export type {
  CatalogItem,
  Issue,
  ItemAttributes,
  ItemReviewTopic,
  ItemReviewTopicsResponse,
  ListingsIncludedData,
  ListingsItem,
  ListingsItemSubmissionResponse,
  PatchOperation,
  Report,
  SpApiErrorItem,
} from './types.ts';

export type SellerAuth = { sellingPartnerId: string; region: Region; refreshToken: string };
/** `background`: bulk work nobody waits for, which leaves part of each rate burst to interactive calls. */
export type ClientOptions = { signal?: AbortSignal; background?: boolean };

/**
 * One per process: the LWA client and access-token cache of each region (a refresh token works
 * only at its own region's LWA host), and the shared rate limiter.
 */
export type SpApi = {
  lwa: Record<Region, LwaClient>;
  tokens: Record<Region, AccessTokenCache>;
  limiter: RateLimiter;
  /** How calls reach Amazon as this seller: what every client (SpApiClient, the A+ client) sends through. */
  transportFor(seller: SellerAuth, opts?: ClientOptions): SpApiTransport;
  clientFor(seller: SellerAuth, opts?: ClientOptions): SpApiClient;
  /** The application's grantless Notifications calls in a region (destinations, deleting subscriptions). */
  destinationClient(region: Region): DestinationClient;
  /** A seller's Notifications subscriptions in its region. */
  subscriptionClient(seller: SellerAuth, opts?: ClientOptions): SubscriptionClient;
};

export type SpApiOptions = {
  amazon: Config['amazon'];
  db: Db;
  fetch?: typeof fetch;
  onExchange?: SpApiTransport['onExchange'];
  onLwaRequest?: Parameters<typeof createLwaClient>[0]['onRequest'];
};

export const USER_AGENT = 'ListingPilot/0.1 (Language=TypeScript/5; Platform=Node/20)';

/** Base URLs and credentials come from config only: the emulator is just another endpoint. */
export function createSpApi(opts: SpApiOptions): SpApi {
  const perRegion = <T>(make: (region: Region) => T) =>
    Object.fromEntries(REGIONS.map((region) => [region, make(region)])) as Record<Region, T>;
  const lwa = perRegion((region) =>
    createLwaClient({
      tokenUrl: opts.amazon.lwaTokenUrls[region],
      clientId: opts.amazon.clientId,
      clientSecret: opts.amazon.clientSecret,
      fetch: opts.fetch,
      onRequest: opts.onLwaRequest,
    }),
  );
  const tokens = perRegion((region) => createAccessTokenCache(lwa[region]));
  const limiter = createDbRateLimiter(opts.db);
  const transportFor = (seller: SellerAuth, transportOpts: ClientOptions = {}): SpApiTransport => {
    // Every call waiting for its rate-limit slot listens on the job's signal; dozens is normal.
    if (transportOpts.signal) setMaxListeners(0, transportOpts.signal);
    return {
      endpoint: opts.amazon.endpoints[seller.region],
      sellerKey: `${seller.sellingPartnerId}:${seller.region}`,
      refreshToken: seller.refreshToken,
      tokens: tokens[seller.region],
      limiter,
      speedFactor: opts.amazon.speedFactor,
      userAgent: USER_AGENT,
      signal: transportOpts.signal,
      ...(transportOpts.background ? { background: true } : {}),
      fetch: opts.fetch,
      onExchange: opts.onExchange,
    };
  };
  const grantless = perRegion((region) => grantlessTokens(lwa[region]));
  return {
    lwa,
    tokens,
    limiter,
    transportFor,
    destinationClient: (region) =>
      createDestinationClient({
        ...transportFor({ sellingPartnerId: 'application', region, refreshToken: NOTIFICATIONS_SCOPE }),
        tokens: grantless[region],
      }),
    subscriptionClient: (seller, clientOpts) => createSubscriptionClient(transportFor(seller, clientOpts)),
    clientFor: (seller, clientOpts) =>
      createSpApiClient({ ...transportFor(seller, clientOpts), sellerId: seller.sellingPartnerId }),
  };
}
