import type { AplusModule } from '#core/aplus/modules';
import type { AplusSettings } from '#core/aplus/settings';
import type { ListingFacts, ReviewEvidence } from '#core/faqs/generate';
import type { FaqItem } from '#core/faqs/schemas';
import type { Language } from '#core/languages';
import type { ListingContent } from '#core/listings/content';
import type { AplusSource } from './aplus/source.ts';

/** The rewritable text of a listing; bullets as a list (the API joins them with newlines). */
export type ListingText = { title: string; bullets: string[]; description: string };

export type OptimizeInput = { listing: ListingContent; language: Language };

/** FAQs from reviews: the listing's own text plus the review evidence the seller chose. */
export type FaqInput = {
  listing: ListingFacts & { marketplaceId: string; brand?: string | null };
  reviews: readonly ReviewEvidence[];
  language: Language;
};

/** A+ modules: the generator's input plus a sampling temperature (creativityToTemperature). */
export type AplusInput = { source: AplusSource; settings: AplusSettings; seedKey: string; temperature: number };

/**
 * An FAQ as a provider answers it. The offline engine fills support and quotes from its own exact
 * grouping; an LLM leaves them out and names a topic and keywords the server matches instead.
 */
export type FaqDraft = Pick<FaqItem, 'question' | 'answer' | 'topic'> & {
  keywords?: string[];
  support?: number;
  quotes?: string[];
};

export type ProviderName = 'offline' | 'openai' | 'anthropic' | 'openai-compatible';

/**
 * One interface for the three AI jobs (docs/decisions/0006-offline-ai-engine.md): optimise a listing, FAQs from reviews, A+
 * modules. Answers are drafts: the guardrails in this folder check every one before it is stored.
 */
export type AiProvider = {
  readonly name: ProviderName;
  optimizeListing(input: OptimizeInput): Promise<ListingText>;
  /**
   * One repair round with the guardrail findings (LLMs can take feedback). The offline engine has
   * none: it is deterministic, so asking again would return the same text.
   */
  repairListing?(input: OptimizeInput, draft: ListingText, findings: readonly string[]): Promise<ListingText>;
  /** LLM answers carry no trusted support counts or quotes: the FAQ guardrails compute them. */
  generateFaqs(input: FaqInput): Promise<FaqDraft[]>;
  repairFaqs?(input: FaqInput, draft: readonly FaqDraft[], findings: readonly string[]): Promise<FaqDraft[]>;
  generateAplus(input: AplusInput): Promise<AplusModule[]>;
  repairAplus?(input: AplusInput, draft: readonly AplusModule[], findings: readonly string[]): Promise<AplusModule[]>;
};
