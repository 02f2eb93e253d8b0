import { CAT, scanLexicons, ASIN_RE, findContacts, findPattern, HTML_TAG_RE, PRICE_RE } from '#core/health/index';
import type { LanguageCode } from '#core/marketplaces';
import { removeRanges, splitSentences, type Range } from '../text/text-ops.ts';

/**
 * Wording the health rules flag (docs/health-rules.md), grouped by how the offline engine fixes it:
 * adjectives and slogans are cut out of the sentence; claims, contact details and prices take their
 * whole sentence with them, because the rest of such a sentence rarely stands on its own.
 */
export const TITLE_CUT =
  CAT.PROMO |
  CAT.SUBJECTIVE |
  CAT.TIME |
  CAT.RESTRICTED |
  CAT.GUARANTEE |
  CAT.PRICE |
  CAT.CONTACT |
  CAT.ENVIRONMENTAL |
  CAT.PESTICIDE |
  CAT.FDA |
  CAT.SABOTAGE |
  CAT.AI_ARTIFACT |
  CAT.MATERIAL |
  CAT.OFFENSIVE;
export const BULLET_CUT = CAT.UNSUBSTANTIATED | CAT.SUBJECTIVE | CAT.PROMO | CAT.ENVIRONMENTAL;
export const BULLET_DROP =
  CAT.PLACEHOLDER |
  CAT.GUARANTEE |
  CAT.MATERIAL |
  CAT.PESTICIDE |
  CAT.FDA |
  CAT.CONTACT |
  CAT.PRICE |
  CAT.REVIEW_QUOTE |
  CAT.REVIEW_SOLICIT |
  CAT.AI_ARTIFACT |
  CAT.SABOTAGE |
  CAT.COMPETITOR |
  CAT.OTHER_PRODUCTS |
  CAT.OFFENSIVE;
export const DESC_CUT = CAT.TIME | CAT.SUBJECTIVE | CAT.PROMO | CAT.ENVIRONMENTAL;
export const DESC_DROP = BULLET_DROP;

/** Lexicon hits of `mask` in `text`, skipping those inside the brand (the brand's wording is its own). */
export function findLexiconRanges(text: string, language: LanguageCode, mask: number, brand = ''): Range[] {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return [];
  const b = brand.toLowerCase();
  return scanLexicons(lower, language).filter((h) => (h.mask & mask) !== 0 && !insideBrand(lower, h.index, b));
}

/** Prices, contact details, ASINs and stray tags: structural matches, not word lists. */
export function findStructuralRanges(text: string, brand = ''): Range[] {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return [];
  const b = brand.toLowerCase();
  const hits = [
    ...findPattern(lower, PRICE_RE),
    ...findContacts(lower),
    ...findPattern(lower, ASIN_RE),
    ...findPattern(lower, HTML_TAG_RE),
  ];
  return hits.filter((h) => !insideBrand(lower, h.index, b));
}

export function cutPhrases(text: string, language: LanguageCode, mask: number, brand = ''): string {
  return removeRanges(text, findLexiconRanges(text, language, mask, brand));
}

/**
 * Promises, prices, contact details and review wording take the whole sentence: what is left of
 * "30-day returns, just contact us" says nothing. Other flagged wording ("FDA cleared") takes only
 * its clause, so "FDA cleared, 510K approved" keeps "510K approved" and "…for OTC use; Cut-off
 * Level: 50ng/mL" keeps the cut-off level.
 */
const WHOLE_SENTENCE = CAT.GUARANTEE | CAT.PRICE | CAT.CONTACT | CAT.REVIEW_QUOTE | CAT.REVIEW_SOLICIT;
const CLAUSE = /(;\s*|,\s+)/;

/** Drops every sentence that carries a flagged claim, price or contact detail (or only its clause, see WHOLE_SENTENCE). */
export function dropFlaggedSentences(text: string, language: LanguageCode, mask: number, brand = ''): string[] {
  const flagged = (s: string, m: number) =>
    findLexiconRanges(s, language, m, brand).length > 0 || findStructuralRanges(s, brand).length > 0;
  return splitSentences(text).flatMap((s) => {
    if (!flagged(s, mask)) return [s];
    if (flagged(s, mask & WHOLE_SENTENCE)) return [];
    const parts = s.split(CLAUSE);
    let out = '';
    for (let i = 0; i < parts.length; i += 2) {
      const clause = parts[i]!;
      if (!/\p{L}/u.test(clause) || flagged(clause, mask)) continue;
      out += out === '' ? clause : `${parts[i - 1]!}${clause}`;
    }
    out = out.replace(/^(?:and|or|&)\s+/i, '').trim();
    return /\p{L}/u.test(out) ? [out] : [];
  });
}

function insideBrand(lower: string, index: number, brand: string): boolean {
  if (!brand) return false;
  for (let at = lower.indexOf(brand); at >= 0; at = lower.indexOf(brand, at + 1)) {
    if (index >= at && index < at + brand.length) return true;
  }
  return false;
}
