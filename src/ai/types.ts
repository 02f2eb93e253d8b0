import type { AplusModule } from '#core/aplus/modules';
import type { AplusSettings } from '#core/aplus/settings';
import type { ReviewEvidence } from '#core/faqs/generate';
import type { FaqItem } from '#core/faqs/schemas';
import type { Language } from '#core/languages';
import type { KeywordPlacement, WeightedKeyword } from '#core/keywords/index';
import type { CoreText, ListingContent } from '#core/listings/content';
import type { LanguageCode } from '#core/marketplaces';

/** The listing facts the A+ generator may use; it never adds claims beyond these. */
export type AplusSource = CoreText & {
  marketplaceId: string;
  brand: string | null;
  images: string[];
  /** Review texts (newest first), used only for an explicitly requested testimonial. */
  reviews: { text: string; rating: number | null }[];
};

/** A title to rewrite, with the limits of its marketplace and category. */
export type TitleInput = {
  title: string;
  brand: string;
  language: LanguageCode;
  maxChars: number;
  nearChars: number;
  maxRepeats: number;
  /** Stemmed words of the targeted keywords: a shortened title keeps those it has. */
  keep?: ReadonlySet<string>;
  /** A book, film or album: its title is the work's, with no brand put in front. */
  isWork?: boolean;
};

/**
 * `keywords`: the queries the seller targets; the rewrite works them into the copy and the backend
 * search terms, strongest (by volume) first. `confirmedKeywords`: targeted keywords the seller
 * confirmed as true of the product, though the listing's text does not say so.
 */
export type OptimizeInput = {
  listing: ListingContent;
  language: Language;
  keywords?: readonly WeightedKeyword[];
  confirmedKeywords?: readonly string[];
};

/**
 * What a rewrite returns beside the visible copy: the backend search terms (generic_keyword), where
 * each targeted keyword ended up, and the targeted keywords that state something the listing never
 * says ("waterproof"), kept out of the copy for the seller to confirm ("Is this true of your product?").
 */
export type RewriteKeywords = {
  searchTerms: string;
  keywordPlacements: KeywordPlacement[];
  needsConfirmation: string[];
};

/** FAQs from reviews: the listing's own text plus the review evidence the seller chose. */
export type FaqInput = {
  listing: CoreText & { marketplaceId: string; brand?: string | null };
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
  optimizeListing(input: OptimizeInput): Promise<CoreText>;
  /**
   * One repair round with the guardrail findings (LLMs can take feedback). The offline engine has
   * none: it is deterministic, so asking again would return the same text.
   */
  repairListing?(input: OptimizeInput, draft: CoreText, findings: readonly string[]): Promise<CoreText>;
  /** LLM answers carry no trusted support counts or quotes: the FAQ guardrails compute them. */
  generateFaqs(input: FaqInput): Promise<FaqDraft[]>;
  repairFaqs?(input: FaqInput, draft: readonly FaqDraft[], findings: readonly string[]): Promise<FaqDraft[]>;
  generateAplus(input: AplusInput): Promise<AplusModule[]>;
  repairAplus?(input: AplusInput, draft: readonly AplusModule[], findings: readonly string[]): Promise<AplusModule[]>;
};
