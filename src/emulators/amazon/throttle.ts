/**
 * Token buckets per (operation, seller) with the default rates of SPAPI.md §9. `speedFactor` scales
 * both refill rate and the reported header, so tests can run fast while keeping the real ratios.
 */
import { nowMs, type EmulatorState } from './state.ts';

export type RateLimit = { rate: number; burst: number };

/** rate = requests per second, burst = bucket size. */
export const RATE_LIMITS: Record<string, RateLimit> = {
  searchListingsItems: { rate: 5, burst: 5 },
  getListingsItem: { rate: 5, burst: 10 },
  patchListingsItem: { rate: 5, burst: 5 },
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
  // The Customer Feedback model publishes no rate; 1/5 is a conservative stand-in (SPAPI.md §9).
  getItemReviewTopics: { rate: 1, burst: 5 },
  getItemReviewTrends: { rate: 1, burst: 5 },
  getItemBrowseNode: { rate: 1, burst: 5 },
};

export function getRateLimit(operationId: string): RateLimit {
  return RATE_LIMITS[operationId] ?? { rate: 5, burst: 10 };
}

/** The header value Amazon sends, e.g. "5.0" or "0.0167". */
export function formatRateHeader(state: EmulatorState, operationId: string): string {
  const rate = getRateLimit(operationId).rate * state.opts.speedFactor;
  return Number.isInteger(rate) ? rate.toFixed(1) : String(rate);
}

/** Take one token; false when the bucket is empty or a forced throttle is pending. */
export function takeToken(state: EmulatorState, operationId: string, sellerId: string): boolean {
  const forced = state.forcedThrottles.get(operationId) ?? 0;
  if (forced > 0) {
    state.forcedThrottles.set(operationId, forced - 1);
    return false;
  }
  const { rate, burst } = getRateLimit(operationId);
  const key = `${operationId}\u0000${sellerId}`;
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
