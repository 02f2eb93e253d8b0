import { generateFaqs } from '#core/faqs/generate';
import { findMarketplace } from '#core/marketplaces';
import { generateOfflineAplus } from '../aplus/offline/offline.ts';
import { AppError } from '#core/errors';
import { languageName } from '../language-name.ts';
import type { AiProvider, OptimizeInput } from '../types.ts';
import { keywordPlanOf } from '../keywords/plan.ts';
import { rewriteListing } from './rewrite-listing.ts';

/** The default provider: deterministic, no network, never translates (docs/decisions/0006-offline-ai-engine.md). */
export function createOfflineProvider(options: { now?: () => Date } = {}): AiProvider {
  return {
    name: 'offline',
    async optimizeListing(input: OptimizeInput) {
      assertOwnLanguage(input);
      return rewriteListing(input.listing, options.now?.(), keywordPlanOf(input));
    },
    // The offline engines build only from the listing and the evidence, in its marketplace's
    // language; temperature does not apply (creativity picks seeded phrasings inside the A+ engine).
    generateFaqs: async (input) => generateFaqs(input.listing, input.reviews, input.language),
    generateAplus: async (input) => generateOfflineAplus(input.source, input.settings, input.seedKey),
  };
}

/** Rewriting into another language needs a model; say so instead of returning untranslated text. */
export function assertOwnLanguage({ listing, language }: OptimizeInput): void {
  const own = findMarketplace(listing.marketplaceId)?.language ?? 'en';
  if (language === own) return;
  throw new AppError(
    'UNPROCESSABLE',
    `Rewriting into ${languageName(language)} needs an AI provider (set LLM_PROVIDER). The offline engine keeps the listing's own language (${languageName(own)}).`,
  );
}
