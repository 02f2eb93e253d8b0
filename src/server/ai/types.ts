import type { Language } from '#core/languages';
import type { ListingContent } from '#core/listings/content';

/** The rewritable text of a listing; bullets as a list (the API joins them with newlines). */
export type ListingText = { title: string; bullets: string[]; description: string };

export type OptimizeInput = { listing: ListingContent; language: Language };

export type ProviderName = 'offline' | 'openai' | 'anthropic' | 'openai-compatible';

/**
 * One interface for the AI jobs (DESIGN §4). Only `optimizeListing` exists so far: FAQ and A+
 * generation will join it with their own input/output types when those features are built.
 */
export type AiProvider = {
  readonly name: ProviderName;
  optimizeListing(input: OptimizeInput): Promise<ListingText>;
  /**
   * One repair round with the guardrail findings (LLMs can take feedback). The offline engine has
   * none: it is deterministic, so asking again would return the same text.
   */
  repairListing?(input: OptimizeInput, draft: ListingText, findings: readonly string[]): Promise<ListingText>;
};
