import { z } from 'zod';

/** What the model must answer (structured output): the three rewritable fields. */
export const RewriteSchema = z.object({
  title: z.string().describe('The rewritten product title'),
  bullets: z.array(z.string()).describe('Exactly five bullet points, each "Key Phrase: rest", no ending punctuation'),
  description: z.string().describe('The rewritten product description, plain text without HTML'),
});
export type Rewrite = z.infer<typeof RewriteSchema>;
