import { z } from 'zod';

/** What the browser may know about the server's setup (never secrets). */
export const PublicConfigSchema = z.object({
  googleSignIn: z.boolean(),
  /** True when the built-in Amazon emulator stands in for Seller Central (demo mode). */
  amazonEmulator: z.boolean(),
  llmProvider: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
