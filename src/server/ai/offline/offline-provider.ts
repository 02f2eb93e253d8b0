import { generateFaqs } from '#core/faqs/generate';
import { languageLabel, type Language } from '#core/languages';
import { findMarketplace } from '#core/marketplaces';
import { generateOfflineAplus } from '../../aplus/generator/offline.ts';
import { AppError } from '../../errors.ts';
import type { AiProvider, OptimizeInput } from '../types.ts';
import { rewriteListing } from './rewrite-listing.ts';

/** The default provider: deterministic, no network, never translates (DESIGN §4). */
export function createOfflineProvider(options: { now?: () => Date } = {}): AiProvider {
  return {
    name: 'offline',
    async optimizeListing(input: OptimizeInput) {
      assertOwnLanguage(input);
      return rewriteListing(input.listing, options.now?.());
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

/** "English (US)" reads as "English" inside a sentence that already has brackets. */
export function languageName(code: Language): string {
  return languageLabel(code).replace(/\s*\(.*\)$/, '');
}
