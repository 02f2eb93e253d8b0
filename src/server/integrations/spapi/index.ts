import { setMaxListeners } from 'node:events';
import type { Region } from '#core/marketplaces';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createSpApiClient, type SpApiClient } from './client.ts';
import type { SpApiTransport } from './http.ts';
import { createAccessTokenCache, createLwaClient, type AccessTokenCache, type LwaClient } from './lwa.ts';
import { createDbRateLimiter, type RateLimiter } from './rate-limiter.ts';

export type { SpApiClient } from './client.ts';
export { SpApiError, LwaError } from './errors.ts';
export { downloadReportDocument, parseFlatFile } from './report-document.ts';

export type SellerAuth = { sellingPartnerId: string; region: Region; refreshToken: string };

/** One per process: the LWA client, the access-token cache and the shared rate limiter. */
export type SpApi = {
  lwa: LwaClient;
  tokens: AccessTokenCache;
  limiter: RateLimiter;
  clientFor(seller: SellerAuth, opts?: { signal?: AbortSignal }): SpApiClient;
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
  const lwa = createLwaClient({
    tokenUrl: opts.amazon.lwaTokenUrl,
    clientId: opts.amazon.clientId,
    clientSecret: opts.amazon.clientSecret,
    fetch: opts.fetch,
    onRequest: opts.onLwaRequest,
  });
  const tokens = createAccessTokenCache(lwa);
  const limiter = createDbRateLimiter(opts.db);
  return {
    lwa,
    tokens,
    limiter,
    clientFor(seller, clientOpts = {}) {
      // Every call waiting for its rate-limit slot listens on the job's signal; dozens is normal.
      if (clientOpts.signal) setMaxListeners(0, clientOpts.signal);
      return createSpApiClient({
        endpoint: opts.amazon.endpoints[seller.region],
        sellerId: seller.sellingPartnerId,
        sellerKey: `${seller.sellingPartnerId}:${seller.region}`,
        refreshToken: seller.refreshToken,
        tokens,
        limiter,
        speedFactor: opts.amazon.speedFactor,
        userAgent: USER_AGENT,
        signal: clientOpts.signal,
        fetch: opts.fetch,
        onExchange: opts.onExchange,
      });
    },
  };
}
