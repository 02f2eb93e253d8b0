/**
 * Hand-written types for the SP-API operations ListingPilot calls, named after the definitions of
 * Amazon's models in vendor/amazon/spapi-models (Swagger 2.0). Only the fields we read or send are
 * typed; everything else is still accepted at runtime. Types that share a name across models get the
 * model as a prefix (listings `Item` vs catalog `Item`).
 */

/** Login with Amazon token response. */
export type LwaTokenResponse = { access_token: string; token_type: string; expires_in: number; refresh_token?: string };
export type LwaErrorResponse = { error: string; error_description?: string };

/** Every SP-API error body: `{errors: [{code, message, details?}]}`. */
export type SpApiErrorItem = { code: string; message: string; details?: string };
export type ErrorList = { errors: SpApiErrorItem[] };

// sellers.json
export type Marketplace = {
  id: string;
  name: string;
  countryCode: string;
  domainName: string;
  defaultCurrencyCode: string;
  defaultLanguageCode: string;
};
export type Participation = { isParticipating: boolean; hasSuspendedListings: boolean };
export type MarketplaceParticipation = { marketplace: Marketplace; participation: Participation; storeName: string };
export type GetMarketplaceParticipationsResponse = { payload?: MarketplaceParticipation[]; errors?: SpApiErrorItem[] };

// listingsItems_2021-08-01.json
export type ListingsItemImage = { link: string; height: number; width: number };
export type ItemSummaryByMarketplace = {
  marketplaceId: string;
  asin?: string;
  productType: string;
  conditionType?: string;
  status: ('BUYABLE' | 'DISCOVERABLE')[];
  fnSku?: string;
  itemName?: string;
  createdDate: string;
  lastUpdatedDate: string;
  mainImage?: ListingsItemImage;
};
export type IssueEnforcements = { actions: { action: string }[]; exemption: { status: string; expiryDate?: string } };
export type Issue = {
  code: string;
  message: string;
  severity: 'ERROR' | 'WARNING' | 'INFO';
  attributeNames?: string[];
  categories: string[];
  enforcements?: IssueEnforcements;
  marketplaceIds?: string[];
};
/** Free-form: attribute name → array of value objects carrying marketplace_id / language_tag. */
export type ItemAttributes = Record<string, Record<string, unknown>[]>;
export type ListingsItem = {
  sku: string;
  summaries?: ItemSummaryByMarketplace[];
  attributes?: ItemAttributes;
  issues?: Issue[];
  productTypes?: { marketplaceId: string; productType: string }[];
};
export type Pagination = { nextToken?: string; previousToken?: string };
export type ListingsItemSearchResults = { numberOfResults: number; pagination?: Pagination; items: ListingsItem[] };
export type ListingsIncludedData =
  'summaries' | 'attributes' | 'issues' | 'offers' | 'fulfillmentAvailability' | 'procurement' | 'relationships' | 'productTypes';

export type PatchOperation = { op: 'add' | 'replace' | 'merge' | 'delete'; path: string; value?: Record<string, unknown>[] };
export type ListingsItemPatchRequest = { productType: string; patches: PatchOperation[] };
export type ListingsItemSubmissionResponse = {
  sku: string;
  status: 'ACCEPTED' | 'INVALID' | 'VALID';
  submissionId: string;
  issues?: Issue[];
  identifiers?: { marketplaceId: string; asin?: string }[];
};

// reports_2021-06-30.json
export type CreateReportSpecification = {
  reportType: string;
  marketplaceIds: string[];
  reportOptions?: Record<string, string>;
  dataStartTime?: string;
  dataEndTime?: string;
};
export type CreateReportResponse = { reportId: string };
export type ProcessingStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED' | 'FATAL';
export type Report = {
  reportId: string;
  reportType: string;
  marketplaceIds?: string[];
  createdTime: string;
  processingStatus: ProcessingStatus;
  processingStartTime?: string;
  processingEndTime?: string;
  reportDocumentId?: string;
};
export type ReportDocument = { reportDocumentId: string; url: string; compressionAlgorithm?: 'GZIP' };

// catalogItems_2022-04-01.json
export type CatalogItemImage = { variant: string; link: string; height: number; width: number };
export type ItemImagesByMarketplace = { marketplaceId: string; images: CatalogItemImage[] };
export type CatalogItem = {
  asin: string;
  images?: ItemImagesByMarketplace[];
  summaries?: { marketplaceId: string; itemName?: string; brand?: string }[];
};
export type CatalogItemSearchResults = { numberOfResults: number; pagination?: Pagination; items: CatalogItem[] };
export type CatalogIncludedData =
  | 'attributes'
  | 'dimensions'
  | 'identifiers'
  | 'images'
  | 'productTypes'
  | 'relationships'
  | 'salesRanks'
  | 'summaries'
  | 'vendorDetails'
  | 'classifications';

// customerFeedback_2024-06-01.json
export type ItemReviewTopicMetrics = { numberOfMentions?: number; occurrencePercentage?: number; starRatingImpact?: number };
export type ItemReviewSubtopic = {
  subtopic: string;
  metrics: { numberOfMentions?: number; occurrencePercentage?: number };
  reviewSnippets?: string[] | null;
};
export type ItemReviewTopic = {
  topic: string;
  asinMetrics: ItemReviewTopicMetrics;
  reviewSnippets?: string[] | null;
  subtopics?: ItemReviewSubtopic[] | null;
};
export type ItemReviewTopics = { positiveTopics?: ItemReviewTopic[] | null; negativeTopics?: ItemReviewTopic[] | null };
export type ItemReviewTopicsResponse = {
  asin: string;
  itemName: string;
  marketplaceId: string;
  countryCode: string;
  dateRange: { startDate: string; endDate: string };
  topics: ItemReviewTopics;
};
export type ReviewTopicsSortBy = 'MENTIONS' | 'STAR_RATING_IMPACT';

// definitionsProductTypes_2020-09-01.json
export type SchemaLink = { link: { resource: string; verb: 'GET' }; checksum: string };
export type ProductTypeDefinition = {
  metaSchema?: SchemaLink;
  schema: SchemaLink;
  requirements: 'LISTING' | 'LISTING_PRODUCT_ONLY' | 'LISTING_OFFER_ONLY';
  requirementsEnforced: 'ENFORCED' | 'NOT_ENFORCED';
  propertyGroups: Record<string, { title?: string; description?: string; propertyNames?: string[] }>;
  locale: string;
  marketplaceIds: string[];
  productType: string;
  displayName?: string;
  productTypeVersion: { version: string; latest: boolean; releaseCandidate?: boolean };
};
