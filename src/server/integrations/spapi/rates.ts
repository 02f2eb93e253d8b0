/**
 * Default SP-API usage plans (SPAPI.md §9): rate = requests per second restored to the bucket,
 * burst = bucket size. Amazon applies them per operation and per application + selling partner.
 */
export type RateLimit = { rate: number; burst: number };

export const SPAPI_RATE_LIMITS = {
  searchListingsItems: { rate: 5, burst: 5 },
  getListingsItem: { rate: 5, burst: 10 },
  patchListingsItem: { rate: 5, burst: 5 },
  getDefinitionsProductType: { rate: 5, burst: 10 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  getCatalogItem: { rate: 2, burst: 2 },
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  // The Customer Feedback model publishes no rate (SPAPI.md §7, §9): 1/s with a burst of 5 is a
  // conservative guess that the emulator mirrors; 429s are retried if Amazon's plan is stricter.
  getItemReviewTopics: { rate: 1, burst: 5 },
} as const satisfies Record<string, RateLimit>;

export type SpApiOperation = keyof typeof SPAPI_RATE_LIMITS;

/** Rates scaled by config.amazon.speedFactor (tests and the bench run Amazon's clock faster). */
export function scaledRate(operation: SpApiOperation, speedFactor: number): RateLimit {
  const { rate, burst } = SPAPI_RATE_LIMITS[operation];
  return { rate: rate * speedFactor, burst };
}
