import { z } from 'zod';
import { LanguageSchema } from '../languages.ts';
import { ListingIssueSchema } from './listings.ts';

/** POST /api/optimize/{id}: body `{language}`. */
export const OptimizeRequestSchema = z.object({ language: LanguageSchema });
export type OptimizeRequest = z.infer<typeof OptimizeRequestSchema>;

/**
 * The AI draft: `{title, bullets, description}` (bullets newline-joined) plus the score the
 * draft gets, the listing's score before, and which guardrails fired while producing it.
 */
export const OptimizeResponseSchema = z.object({
  versionId: z.number().int(),
  title: z.string(),
  bullets: z.string(),
  description: z.string(),
  language: LanguageSchema,
  healthScore: z.number().int().min(0).max(100),
  issues: z.array(ListingIssueSchema),
  previousScore: z.number().int().min(0).max(100),
  notes: z.array(z.string()),
});
export type OptimizeResponse = z.infer<typeof OptimizeResponseSchema>;
