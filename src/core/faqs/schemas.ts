import { z } from 'zod';

/** Review counts 10, 25, 50, 100 (default 25). */
export const REVIEW_COUNTS = [10, 25, 50, 100] as const;
export const DEFAULT_REVIEW_COUNT = 25;

/** Where a stored review came from: the user's upload, or Amazon's Customer Feedback topics at sync. */
export const REVIEW_SOURCES = ['upload', 'customer_feedback'] as const;
export const ReviewSourceSchema = z.enum(REVIEW_SOURCES);
export type ReviewSource = z.infer<typeof ReviewSourceSchema>;
/** The side of Amazon's Customer Feedback topic a snippet came from (its positive or negative topics). */
export const REVIEW_SIDES = ['positive', 'negative'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

export const GenerateFaqRequestSchema = z.object({
  reviewCount: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)], {
    error: 'reviewCount must be 10, 25, 50 or 100',
  }),
  /** Regenerate: replace the stored list instead of returning it. */
  force: z.boolean().optional(),
});
export type GenerateFaqRequest = z.infer<typeof GenerateFaqRequestSchema>;

export const FaqItemSchema = z.object({
  question: z.string(),
  answer: z.string(),
  topic: z.string().optional(),
  /** How many of the analysed reviews speak to this question. */
  support: z.number().int(),
  /** Up to three short quotes a seller can check the answer against. */
  quotes: z.array(z.string()),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const FaqListSchema = z.array(FaqItemSchema);

export const REVIEW_FETCH_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Amazon review topics still on their way for the listing's region: while the import runs (`total`
 * null: not counted yet), then products done of the total.
 */
export const ReviewFetchSchema = z.object({ done: z.number().int(), total: z.number().int().nullable() });
export type ReviewFetch = z.infer<typeof ReviewFetchSchema>;

export const ReviewSummarySchema = z.object({
  total: z.number().int(),
  uploaded: z.number().int(),
  fromAmazon: z.number().int(),
  fetching: ReviewFetchSchema.nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const ReviewUploadResultSchema = z.object({ imported: z.number().int(), total: z.number().int() });
