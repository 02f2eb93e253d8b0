import { z } from 'zod';

/** What the model must answer (structured output): the three rewritable fields. */
export const RewriteSchema = z.object({
  title: z.string().describe('The rewritten product title'),
  bullets: z.array(z.string()).describe('Exactly five bullet points, each "Key Phrase: rest", no ending punctuation'),
  description: z.string().describe('The rewritten product description, plain text without HTML'),
});
export type Rewrite = z.infer<typeof RewriteSchema>;

/**
 * One FAQ as the model answers it. No support count or quotes: the server computes those from the
 * evidence (a model's counts cannot be trusted); `topic` and `keywords` tell it what to match.
 */
export const FaqDraftSchema = z.object({
  question: z.string().describe('The question a shopper asks, at most 150 characters'),
  answer: z.string().describe('The answer, plain text, at most 600 characters, only facts from the listing or the reviews'),
  topic: z.string().describe('One of the topic ids listed in the instructions, or "other"'),
  keywords: z.array(z.string()).describe('Two to five words the reviews behind this question use'),
});
export const FaqAnswerSchema = z.object({
  faqs: z.array(FaqDraftSchema).describe('Three to eight questions, most discussed first'),
});
export type FaqAnswer = z.infer<typeof FaqAnswerSchema>;

/**
 * One A+ module as the model answers it: text only. Images are the seller's own and are attached
 * by the server, so the model cannot invent image URLs; testimonials are not offered (A+ rules
 * forbid customer quotes).
 */
export const AplusModuleDraftSchema = z.object({
  type: z.enum(['header', 'image_text', 'comparison']).describe('Module kind, in the order of the template'),
  title: z.string().describe('The module headline'),
  content: z.string().describe('The module body text, at most three sentences per paragraph'),
  items: z
    .array(
      z.object({
        text: z.string().describe('A highlight, at most 100 characters'),
        icon: z.string().describe('check, shield, zap, ruler, droplet, battery, leaf, sparkles, package or settings'),
      }),
    )
    .describe('Highlights, only for comparison modules; empty otherwise'),
});
export const AplusAnswerSchema = z.object({ modules: z.array(AplusModuleDraftSchema) });
export type AplusAnswer = z.infer<typeof AplusAnswerSchema>;
