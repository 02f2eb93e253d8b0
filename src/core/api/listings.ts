import { z } from 'zod';
import { CoreTextSchema } from '../listings/content.ts';
import { int32Param } from './int32.ts';

export const SeveritySchema = z.enum(['error', 'warning', 'info']);

/** An issue: `{severity, description}` plus the health engine's detail for the richer UI. */
export const ListingIssueSchema = z.object({
  severity: SeveritySchema,
  description: z.string(),
  ruleId: z.string(),
  field: z.string(),
  fix: z.string(),
  source: z.string(),
  gain: z.number(),
  match: z.string().optional(),
});
export type ListingIssue = z.infer<typeof ListingIssueSchema>;

export const AmazonIssueSchema = z.object({
  code: z.string(),
  message: z.string(),
  severity: z.string(),
  attributeNames: z.array(z.string()).optional(),
  enforcement: z.string().optional(),
});

export const ListingStateSchema = z.enum(['active', 'removed', 'archived']);
export type ListingState = z.infer<typeof ListingStateSchema>;

/** 'amazon' (synced) or 'file' (uploaded). */
export const LISTING_SOURCES = ['amazon', 'file'] as const;
export const ListingSourceSchema = z.enum(LISTING_SOURCES);
export type ListingSource = z.infer<typeof ListingSourceSchema>;

/** Amazon's offer status as imported: a sync knows ACTIVE/INACTIVE, a report or file also INCOMPLETE. */
export const LISTING_STATUSES = ['ACTIVE', 'INACTIVE', 'INCOMPLETE'] as const;
export const ListingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof ListingStatusSchema>;

/** A listing; bullets is a list, one entry per bullet point. */
export const ListingSchema = z.object({
  id: z.number().int(),
  asin: z.string(),
  sku: z.string(),
  marketplaceId: z.string(),
  source: ListingSourceSchema,
  productType: z.string().nullable(),
  brand: z.string().nullable(),
  ...CoreTextSchema.shape,
  /** Backend search terms (generic_keyword); null when Amazon or the file did not say. */
  searchTerms: z.string().nullable(),
  imageUrl: z.string(),
  /**
   * The images and media flag the health score reads: with them the browser scores edited text as
   * the server scores the listing. null: not known (a file without image data).
   */
  images: z
    .array(
      z.object({
        url: z.string(),
        variant: z.string().optional(),
        width: z.number().nullable().optional(),
        height: z.number().nullable().optional(),
      }),
    )
    .nullable()
    .optional(),
  isMedia: z.boolean().optional(),
  status: ListingStatusSchema,
  healthScore: z.number().int().min(0).max(100).nullable(),
  issues: z.array(ListingIssueSchema),
  amazonIssues: z.array(AmazonIssueSchema),
  policyVersion: z.string().nullable(),
  updatedAt: z.string(),
  /** The Amazon seller account it was synced from; null for an uploaded file. */
  sellingPartnerId: z.string().nullable(),
  /**
   * `active`; `removed`: a complete sync no longer found it at Amazon (kept, with its history);
   * `archived`: its seller account is not the connected one (read-only, kept until deleted).
   */
  state: ListingStateSchema,
  /** When Amazon no longer had it (ISO), or null. */
  removedAt: z.string().nullable(),
  /** When it was archived (ISO), or null. */
  archivedAt: z.string().nullable(),
});
export type Listing = z.infer<typeof ListingSchema>;

export const HealthBandFilterSchema = z.enum(['optimized', 'good', 'needs_work', 'poor', 'not_analyzed']);

/** Without page parameters GET /api/listings answers a plain array; with them, a page. */
export const ListingsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000, 'page must be at most 100000')
    .optional(),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(100, 'pageSize must be at most 100')
    .optional(),
  search: z.string().trim().max(200).optional(),
  band: HealthBandFilterSchema.optional(),
  sort: z.enum(['score_asc', 'score_desc', 'title', 'updated']).optional(),
  /** My Listings (active and removed-from-Amazon listings, the default) or the Archived view. */
  view: z.enum(['current', 'archived'], { error: "view must be 'current' or 'archived'" }).optional(),
});
export type ListingsQuery = z.infer<typeof ListingsQuerySchema>;

/**
 * A row of a listings page: what a table shows. The description and the issue list (most of a
 * listing's bytes) stay on GET /api/listings/:id, so a page of 25 is a few KB, not 130.
 */
export const ListingPageItemSchema = ListingSchema.omit({
  description: true,
  searchTerms: true,
  images: true,
  isMedia: true,
  issues: true,
  policyVersion: true,
}).extend({
  issueCount: z.number().int(),
});
export type ListingPageItem = z.infer<typeof ListingPageItemSchema>;

export const ListingsPageSchema = z.object({
  items: z.array(ListingPageItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListingsPage = z.infer<typeof ListingsPageSchema>;

export const ListingIdParamsSchema = z.object({
  id: int32Param('Listing id'),
});

/** GET /api/listings/summary: dashboard figures computed in the database, exact at any size. */
export const ListingsSummarySchema = z.object({
  total: z.number().int(),
  averageScore: z.number().int().nullable(),
  optimized: z.number().int(),
  bands: z.object({
    optimized: z.number().int(),
    good: z.number().int(),
    needs_work: z.number().int(),
    poor: z.number().int(),
    not_analyzed: z.number().int(),
  }),
  recent: z.array(ListingSchema),
});
export type ListingsSummary = z.infer<typeof ListingsSummarySchema>;

/** DELETE /api/listings/archived and DELETE /api/listings/:id. */
export const DeleteListingsResponseSchema = z.object({ deleted: z.number().int() });
export type DeleteListingsResponse = z.infer<typeof DeleteListingsResponseSchema>;
