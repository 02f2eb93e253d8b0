import { z } from 'zod';
import { LanguageSchema } from '../languages.ts';
import { CoreTextSchema } from '../listings/content.ts';
import { ListingIssueSchema } from './listings.ts';

/**
 * POST /api/optimize/{id}: body `{language, confirmedKeywords?}`. `confirmedKeywords`: targeted
 * keywords the seller answered "yes" to ("Is this true of your product?"), so the rewrite may state
 * them though the listing's own text does not; any other keyword stays out of the visible copy.
 */
export const OptimizeRequestSchema = z.object({
  language: LanguageSchema,
  confirmedKeywords: z.array(z.string().trim().min(1).max(200)).max(200, { error: 'Confirm at most 200 keywords' }).optional(),
});
export type OptimizeRequest = z.infer<typeof OptimizeRequestSchema>;

/**
 * The AI draft: `{title, bullets, description, searchTerms}` (bullets a list) plus the score the
 * draft gets, the listing's score before, and which guardrails fired while producing it.
 */
export const OptimizeResponseSchema = z.object({
  versionId: z.number().int(),
  ...CoreTextSchema.shape,
  /** Backend search terms of the draft; null when the engine left them as they were. */
  searchTerms: z.string().nullable(),
  language: LanguageSchema,
  healthScore: z.number().int().min(0).max(100),
  issues: z.array(ListingIssueSchema),
  previousScore: z.number().int().min(0).max(100),
  notes: z.array(z.string()),
  /** Where each targeted keyword ended up (null: nowhere); empty when none were targeted. */
  keywordPlacements: z.array(
    z.object({ keyword: z.string(), placement: z.enum(['title', 'bullets', 'description', 'searchTerms']).nullable() }),
  ),
  /**
   * Targeted keywords stating something the listing's own text does not ("waterproof"): kept out of
   * the visible copy until the seller confirms them.
   */
  needsConfirmation: z.array(z.string()).default([]),
  /**
   * Facts of the listing (sizes, counts, materials) the rewrite dropped from a bullet or the title
   * and that went back elsewhere (`to: 'description'`) or nowhere (`to: 'dropped'`); empty when
   * every fact stayed in its field. The success message names them.
   */
  movedFacts: z
    .array(
      z.object({
        fact: z.string(),
        from: z.enum(['title', 'bullets', 'description']),
        to: z.enum(['bullets', 'description', 'dropped']),
      }),
    )
    .default([]),
});
export type OptimizeResponse = z.infer<typeof OptimizeResponseSchema>;
