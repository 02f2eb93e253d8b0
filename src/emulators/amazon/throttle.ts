/**
 * Token buckets per (operation, seller) with Amazon's default rates (docs/amazon.md#operations-and-why). `speedFactor` scales
 * both refill rate and the reported header, so tests can run fast while keeping the real ratios.
 */
import { nowMs, type EmulatorState } from './state.ts';

export type RateLimit = { rate: number; burst: number };

const PREVIEW_BUCKET = 'patchListingsItem:VALIDATION_PREVIEW';

/** The bucket a call draws from: its operation, except for previews, which Amazon limits apart. */
export function rateBucket(operationId: string, query: unknown): string {
  const mode = (query as { mode?: unknown } | null | undefined)?.mode;
  return operationId === 'patchListingsItem' && mode === 'VALIDATION_PREVIEW' ? PREVIEW_BUCKET : operationId;
}

/** rate = requests per second, burst = bucket size. */
export const RATE_LIMITS: Record<string, RateLimit> = {
  searchListingsItems: { rate: 5, burst: 5 },
  getListingsItem: { rate: 5, burst: 10 },
  patchListingsItem: { rate: 5, burst: 5 },
  // Amazon throttles previews (mode=VALIDATION_PREVIEW) of put and patch to one request per second,
  // in a bucket of their own; no burst is published, so the bucket holds one.
  [PREVIEW_BUCKET]: { rate: 1, burst: 1 },
  deleteListingsItem: { rate: 5, burst: 5 },
  putListingsItem: { rate: 5, burst: 10 },
  getDefinitionsProductType: { rate: 5, burst: 10 },
  searchDefinitionsProductTypes: { rate: 5, burst: 10 },
  createReport: { rate: 0.0167, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReports: { rate: 0.0222, burst: 10 },
  cancelReport: { rate: 0.0222, burst: 10 },
  getCatalogItem: { rate: 2, burst: 2 },
  searchCatalogItems: { rate: 2, burst: 2 },
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  getAccount: { rate: 0.016, burst: 15 },
  // The Customer Feedback model publishes no rate; 1/5 is a conservative stand-in.
  getItemReviewTopics: { rate: 1, burst: 5 },
  getItemReviewTrends: { rate: 1, burst: 5 },
  getItemBrowseNode: { rate: 1, burst: 5 },
  // Notifications v1: 1 per second, burst 5, for every operation.
  getSubscription: { rate: 1, burst: 5 },
  createSubscription: { rate: 1, burst: 5 },
  getSubscriptionById: { rate: 1, burst: 5 },
  deleteSubscriptionById: { rate: 1, burst: 5 },
  getDestinations: { rate: 1, burst: 5 },
  createDestination: { rate: 1, burst: 5 },
  getDestination: { rate: 1, burst: 5 },
  deleteDestination: { rate: 1, burst: 5 },
};

export function getRateLimit(operationId: string): RateLimit {
  return RATE_LIMITS[operationId] ?? { rate: 5, burst: 10 };
}

/** The header value Amazon sends, e.g. "5.0" or "0.0167". */
export function formatRateHeader(state: EmulatorState, bucket: string): string {
  const rate = getRateLimit(bucket).rate * state.opts.speedFactor;
  return Number.isInteger(rate) ? rate.toFixed(1) : String(rate);
}

/** Take one token from `bucketName` (default: the operation's); false when it is empty or a forced throttle of the operation is pending. */
export function takeToken(state: EmulatorState, operationId: string, sellerId: string, bucketName = operationId): boolean {
  const forced = state.forcedThrottles.get(operationId) ?? 0;
  if (forced > 0) {
    state.forcedThrottles.set(operationId, forced - 1);
    return false;
  }
  const { rate, burst } = getRateLimit(bucketName);
  const key = `${bucketName}\u0000${sellerId}`;
  const now = nowMs(state);
  const bucket = state.buckets.get(key) ?? { tokens: burst, updatedAt: now };
  const refill = (Math.max(0, now - bucket.updatedAt) / 1000) * rate * state.opts.speedFactor;
  bucket.tokens = Math.min(burst, bucket.tokens + refill);
  bucket.updatedAt = now;
  state.buckets.set(key, bucket);
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}
