/**
 * Default SP-API usage plans from Amazon's API models (docs/amazon.md#operations-and-why): rate = requests per second restored to the bucket,
 * burst = bucket size. Amazon applies them per operation and per application + selling partner.
 */
export type RateLimit = { rate: number; burst: number };

export const SPAPI_RATE_LIMITS = {
  searchListingsItems: { rate: 5, burst: 5 },
  getListingsItem: { rate: 5, burst: 10 },
  patchListingsItem: { rate: 5, burst: 5 },
  // Amazon limits previews (mode=VALIDATION_PREVIEW) to one request per second, apart from real
  // patches; a push previews first, so this bucket paces every push.
  patchListingsItemPreview: { rate: 1, burst: 1 },
  getDefinitionsProductType: { rate: 5, burst: 10 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  getCatalogItem: { rate: 2, burst: 2 },
  searchCatalogItems: { rate: 2, burst: 2 },
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  // The Customer Feedback model publishes no rate: 1/s with a burst of 5 is a
  // conservative guess that the emulator mirrors; 429s are retried if Amazon's plan is stricter.
  getItemReviewTopics: { rate: 1, burst: 5 },
  // Notifications v1: 1 per second, burst 5, for every operation.
  getSubscription: { rate: 1, burst: 5 },
  createSubscription: { rate: 1, burst: 5 },
  deleteSubscriptionById: { rate: 1, burst: 5 },
  getDestinations: { rate: 1, burst: 5 },
  createDestination: { rate: 1, burst: 5 },
  // A+ Content and Uploads: 10 rps / burst 10 for every operation, upload destinations included.
  createUploadDestinationForResource: { rate: 10, burst: 10 },
  validateContentDocumentAsinRelations: { rate: 10, burst: 10 },
  createContentDocument: { rate: 10, burst: 10 },
  updateContentDocument: { rate: 10, burst: 10 },
  getContentDocument: { rate: 10, burst: 10 },
  postContentDocumentAsinRelations: { rate: 10, burst: 10 },
  postContentDocumentApprovalSubmission: { rate: 10, burst: 10 },
  postContentDocumentSuspendSubmission: { rate: 10, burst: 10 },
} as const satisfies Record<string, RateLimit>;

export type SpApiOperation = keyof typeof SPAPI_RATE_LIMITS;

/** Rates scaled by config.amazon.speedFactor (tests and the bench run Amazon's clock faster). */
export function scaledRate(operation: SpApiOperation, speedFactor: number): RateLimit {
  const { rate, burst } = SPAPI_RATE_LIMITS[operation];
  return { rate: rate * speedFactor, burst };
}
