import { z } from 'zod';

/** Where a keyword row came from: Search Query Performance, the Amazon Ads search term report, or any keyword file. */
export const KEYWORD_SOURCES = ['sqp', 'ads-upload', 'upload'] as const;
export type KeywordSource = (typeof KEYWORD_SOURCES)[number];

/** The state of a marketplace's Search Query Performance import. */
export const SQP_STATUSES = ['queued', 'running', 'ok', 'failed', 'no-brand-analytics'] as const;
export type SqpStatus = (typeof SQP_STATUSES)[number];

const PlacementSchema = z.enum(['title', 'bullets', 'description', 'searchTerms']).nullable();
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ListingKeywordSchema = z.object({
  keyword: z.string(),
  source: z.enum(KEYWORD_SOURCES),
  /** The report period (SQP: a Sunday–Saturday week); for uploads, the day of the upload in both. */
  periodStart: IsoDate.nullable(),
  periodEnd: IsoDate.nullable(),
  /** Searches in the period (SQP) or the file's volume column; null when the source gives none. */
  volume: z.number().int().nullable(),
  /** The listing's own counts: SQP for its ASIN, the Ads report for its ads. */
  impressions: z.number().int().nullable(),
  clicks: z.number().int().nullable(),
  purchases: z.number().int().nullable(),
  /** SQP only: the ASIN's share of the query's impressions, clicks and purchases, in percent. */
  impressionShare: z.number().nullable(),
  clickShare: z.number().nullable(),
  purchaseShare: z.number().nullable(),
  targeted: z.boolean(),
  /** Figures synthesised by the Amazon emulator, labelled "Demo data" in the app. */
  demo: z.boolean(),
  placement: PlacementSchema,
});
export type ListingKeyword = z.infer<typeof ListingKeywordSchema>;

export const SqpStateSchema = z.object({
  marketplaceId: z.string(),
  status: z.enum(SQP_STATUSES),
  /** The last week imported whole; kept when a later report fails. */
  periodStart: IsoDate.nullable(),
  periodEnd: IsoDate.nullable(),
  /** Days since that week ended; null before the first good import. */
  ageDays: z.number().int().nullable(),
  /** Why there is no (new) data and what to do, in the seller's words; null when all is well. */
  message: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type SqpState = z.infer<typeof SqpStateSchema>;

export const KeywordSuggestionSchema = z.object({
  keyword: z.string(),
  field: z.enum(['title', 'bullets']),
  message: z.string(),
});
export type KeywordSuggestion = z.infer<typeof KeywordSuggestionSchema>;

/** GET /api/keywords/{id} */
export const ListingKeywordsResponseSchema = z.object({
  listingId: z.number().int(),
  /** Share of search volume the listing covers, weighted by field (0..1); null without keyword data. */
  coverage: z.number().min(0).max(1).nullable(),
  keywords: z.array(ListingKeywordSchema),
  /** The SQP import of the listing's marketplace; null when the listing is not from a connected account. */
  sqp: SqpStateSchema.nullable(),
  /** Health suggestions from keyword data; they never change the health score. */
  suggestions: z.array(KeywordSuggestionSchema),
});
export type ListingKeywordsResponse = z.infer<typeof ListingKeywordsResponseSchema>;

/** PUT /api/keywords/{id}/targeted */
export const TargetKeywordsRequestSchema = z.object({
  keywords: z.array(z.string().trim().min(1).max(200)).max(200, { error: 'Target at most 200 keywords' }),
});
export type TargetKeywordsRequest = z.infer<typeof TargetKeywordsRequestSchema>;

/** POST /api/keywords/{id}/upload and POST /api/keywords/upload */
export const KeywordUploadResultSchema = z.object({
  format: z.enum(['ads-search-term-report', 'keyword-list']),
  keywords: z.number().int(),
  listings: z.number().int(),
});
export type KeywordUploadResult = z.infer<typeof KeywordUploadResultSchema>;

/** GET /api/keywords/sqp and POST /api/keywords/sqp/import */
export const SqpStatesResponseSchema = z.object({ marketplaces: z.array(SqpStateSchema) });
export type SqpStatesResponse = z.infer<typeof SqpStatesResponseSchema>;
