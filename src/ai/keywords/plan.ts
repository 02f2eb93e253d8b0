import { CAT, scanLexicons } from '#core/health/index';
import { isQueryStopWord, queryWords, stem, stemmedWords, type WeightedKeyword } from '#core/keywords/index';
import type { ListingContent } from '#core/listings/content';
import { findMarketplace, type LanguageCode } from '#core/marketplaces';
import type { OptimizeInput } from '../types.ts';

/** One targeted keyword, read against the listing. */
export type PlannedKeyword = {
  keyword: string;
  volume: number | null;
  /** Its words, stemmed, stop words out: what "covered" means (core/keywords). */
  words: string[];
  /** Every word is stated by the listing's own text (or the seller confirmed the keyword). */
  supported: boolean;
  /** Words naming another brand than the listing's: never in the copy or the search terms. */
  competitorWords: ReadonlySet<string>;
};

export type KeywordPlan = {
  /** Strongest first: by volume, then in the order given. */
  keywords: PlannedKeyword[];
  /** The stemmed words of the listing's own text. */
  sourceWords: ReadonlySet<string>;
  /** Keywords stating something the listing does not say ("waterproof"): for the seller to confirm. */
  needsConfirmation: string[];
  language: LanguageCode;
};

/**
 * Reads the targeted keywords against the listing: which the listing's own text supports (every
 * word stated somewhere in brand, title, bullets or description), which name a competitor, and
 * their order of strength. `confirmed` keywords were confirmed by the seller as true of the product.
 */
export function planKeywords(
  listing: ListingContent,
  keywords: readonly WeightedKeyword[],
  language: LanguageCode,
  confirmed: readonly string[] = [],
): KeywordPlan {
  const sourceWords = new Set(
    [listing.brand ?? '', listing.title, ...listing.bullets, listing.description].flatMap((t) => stemmedWords(t)),
  );
  const confirmedSet = new Set(confirmed.map((k) => k.trim().toLowerCase()));
  const ownBrand = new Set(stemmedWords(listing.brand ?? ''));
  const seen = new Set<string>();
  const planned: PlannedKeyword[] = [];
  for (const k of keywords) {
    const keyword = k.keyword.trim().replace(/\s+/g, ' ');
    const key = keyword.toLowerCase();
    const words = queryWords(keyword);
    if (words.length === 0 || seen.has(key)) continue;
    seen.add(key);
    const competitorWords = new Set(competitorBrandWords(key, language).filter((w) => !ownBrand.has(w)));
    const supported = confirmedSet.has(key) || words.every((w) => sourceWords.has(w) || isQueryStopWord(w));
    planned.push({ keyword, volume: k.volume, words, supported, competitorWords });
  }
  const strength = (k: PlannedKeyword) => (k.volume === null || !Number.isFinite(k.volume) ? -1 : k.volume);
  const ordered = planned.map((k, i) => ({ k, i })).sort((a, b) => strength(b.k) - strength(a.k) || a.i - b.i);
  return {
    keywords: ordered.map((x) => x.k),
    sourceWords,
    needsConfirmation: planned.filter((k) => !k.supported).map((k) => k.keyword),
    language,
  };
}

/** Stemmed words of the brand names the health engine knows (its BRAND lexicon) inside a lower-case text. */
export function competitorBrandWords(lower: string, language: LanguageCode): string[] {
  return scanLexicons(lower, language)
    .filter((h) => (h.mask & CAT.BRAND) !== 0)
    .flatMap((h) => stemmedWords(lower.slice(h.index, h.end)));
}

/** A keyword word the copy may carry: stated by the listing, and no competitor's name. */
export function isUsableWord(word: string, plan: KeywordPlan, keyword: PlannedKeyword): boolean {
  const s = stem(word);
  return !keyword.competitorWords.has(s) && (keyword.supported || plan.sourceWords.has(s));
}

/** The plan of an optimize request, or undefined when it targets no keyword. */
export function keywordPlanOf(input: OptimizeInput): KeywordPlan | undefined {
  if (!input.keywords || input.keywords.length === 0) return undefined;
  const language = findMarketplace(input.listing.marketplaceId)?.language ?? 'en';
  return planKeywords(input.listing, input.keywords, language, input.confirmedKeywords);
}
