import { CAT, getPolicy, getStopWords, scanLexicons } from '#core/health/index';
import { isQueryStopWord, rawWords, stem, stemmedWords } from '#core/keywords/index';
import type { CoreText, ListingContent } from '#core/listings/content';
import { findMarketplace } from '#core/marketplaces';
import { plainText } from '#core/text/plain-text';
import { isFillerWord, sentenceVerbs } from './filler-words.ts';
import { isUsableWord, type KeywordPlan } from './plan.ts';
import { productNames } from './product-names.ts';
import { runTogetherWords } from './run-together.ts';

const TOKEN = /[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu;
const ASIN_LIKE = /^(?:b0[a-z0-9]{8}|\d{9}[\dx])$/;
/** Words Amazon keeps out of search terms: subjective, temporary, offensive, other brands. */
const BANNED = CAT.SEARCH_SUBJECTIVE | CAT.SEARCH_TEMPORARY | CAT.SUBJECTIVE | CAT.PROMO | CAT.TIME | CAT.OFFENSIVE | CAT.BRAND;
const encoder = new TextEncoder();

/**
 * The backend search terms (generic_keyword) of a rewrite: the words of the targeted keywords that
 * the title and bullets do not already carry, strongest keyword first, then the seller's own
 * search terms, then the listing's own words the copy does not carry; lower case, single spaces, each word once (singular and plural count as one), no
 * stop words, brands, ASINs or subjective or temporary words. Kept under the 200-byte safe limit
 * (under Amazon's 249 when the seller's own terms were already longer).
 */
export function buildSearchTerms(
  listing: ListingContent,
  draft: CoreText,
  plan: KeywordPlan | null,
  now?: Date,
  ownWords = true,
): string {
  const policy = getPolicy(listing.marketplaceId, listing.isMedia === true, now);
  const language = plan?.language ?? findMarketplace(listing.marketplaceId)?.language ?? 'en';
  // The title-case stop words hold the search ones (a, and, for, the, with) and more of the same kind.
  const stop = getStopWords(language);
  const indexed = new Set([draft.title, ...draft.bullets, listing.brand ?? ''].flatMap((t) => stemmedWords(t)));
  const existing = listing.searchTerms ?? '';
  const cap =
    byteLength(existing.trim()) >= policy.searchTermsSafeBytes ? policy.searchTermsMaxBytes : policy.searchTermsSafeBytes - 1;

  const used = new Set<string>();
  const out: string[] = [];
  let bytes = 0;
  const add = (word: string) => {
    const lower = word.toLowerCase();
    const key = stem(lower.replace(/[-']/g, ''));
    if (used.has(key) || indexed.has(key) || stop.has(lower) || isQueryStopWord(lower) || ASIN_LIKE.test(lower)) return;
    if (lower.length < 2 && !/\d/.test(lower)) return;
    if (scanLexicons(lower, language).some((h) => (h.mask & BANNED) !== 0)) return;
    const next = bytes + (out.length > 0 ? 1 : 0) + byteLength(lower);
    if (next > cap) return;
    used.add(key);
    out.push(lower);
    bytes = next;
  };
  for (const k of plan?.keywords ?? []) {
    for (const word of rawWords(k.keyword, true)) if (isUsableWord(word, plan!, k)) add(word);
  }
  const flagged = flaggedRanges(existing.toLowerCase(), language);
  for (const m of existing.toLowerCase().matchAll(TOKEN)) if (!flagged.some(([a, b]) => m.index >= a && m.index < b)) add(m[0]);
  // Then the listing's own words that the visible copy does not index: what a shortened title
  // dropped first, then the bullets' and the description's. Nothing the listing does not say.
  const bare = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const brandBare = new Set((listing.brand ?? '').split(/[\s-]+/).map(bare));
  const indexedBare = new Set([draft.title, ...draft.bullets].flatMap((t) => stemmedWords(bare(t))));
  // A curly apostrophe is one too: "Women’sPlus" is "women's" run into "plus", not "splus".
  const texts = ownWords
    ? [listing.title, ...listing.bullets, plainText(listing.description)].map((t) => t.replace(/’/g, "'"))
    : [];
  const verbs = sentenceVerbs(texts, language);
  const runTogether = runTogetherWords(texts, language);
  for (const text of texts) {
    // Any flagged phrase of the listing ("eco-friendly", "FDA approved") stays out whole, not only the banned kinds.
    const own = scanLexicons(text.toLowerCase(), language)
      .filter((h) => (h.mask & ~(CAT.NEUTRAL | CAT.MATERIAL)) !== 0)
      .map((h) => [h.index, h.end] as const);
    for (const m of text.toLowerCase().matchAll(TOKEN))
      // Plain words only: a number without its context ("25-inch" of "1.25-inch") would misstate a
      // size, and a hyphenated name ("rust-oleum") may be a brand the scan reads apart.
      if (
        /^\p{L}+$/u.test(m[0]) &&
        [...m[0]].length >= 3 &&
        !isFillerWord(m[0], language) &&
        !verbs.has(m[0]) &&
        !runTogether.has(m[0]) &&
        !own.some(([a, b]) => m.index >= a && m.index < b) &&
        !brandBare.has(bare(m[0])) &&
        !indexedBare.has(stem(bare(m[0])))
      )
        add(m[0]);
  }
  // Last, the product's other names and its product type's name: what a shopper may type for it
  // that the listing's own words do not say.
  if (ownWords) for (const word of productNames(listing.title, listing.productType)) add(word);
  return out.join(' ');
}

/** Multi-word brand names ("new balance") and phrases in the seller's own terms, removed whole. */
function flaggedRanges(lower: string, language: KeywordPlan['language']): [number, number][] {
  return scanLexicons(lower, language)
    .filter((h) => (h.mask & BANNED) !== 0)
    .map((h) => [h.index, h.end]);
}

export function byteLength(text: string): number {
  return encoder.encode(text).length;
}
