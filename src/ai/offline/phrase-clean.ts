import {
  CAT,
  scanLexicons,
  ASIN_RE,
  findContacts,
  findDiseaseClaims,
  findPattern,
  getStopWords,
  HTML_TAG_RE,
  PRICE_RE,
} from '#core/health/index';
import type { LanguageCode } from '#core/marketplaces';
import { factsIn } from '../text/fact-reader.ts';
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
 * A flagged sentence goes whole: what is left of "30-day returns, just contact us" or "Kills 99.9%
 * of germs, bacteria and viruses" says nothing. Only a claim outside these categories ("FDA
 * cleared") lets the sentence keep a clause that states a fact and is itself clean: "FDA cleared,
 * 510K approved" keeps "510K approved", "…for OTC use; Cut-off Level: 50ng/mL" the cut-off level.
 */
export const WHOLE_SENTENCE = CAT.GUARANTEE | CAT.PRICE | CAT.CONTACT | CAT.REVIEW_QUOTE | CAT.REVIEW_SOLICIT | CAT.AI_ARTIFACT;
const CLAUSE = /(;\s*|,\s+)/;

/** Drops every sentence that carries flagged wording, keeping only the clean clauses with a fact that WHOLE_SENTENCE allows. */
export function dropFlaggedSentences(text: string, language: LanguageCode, mask: number, brand = ''): string[] {
  const flagged = (s: string, m: number) =>
    findLexiconRanges(s, language, m, brand).length > 0 || findStructuralRanges(s, brand).length > 0;
  // A kept clause must be clean by every rule: "prevents COVID-19 and flu" states "19" but claims a cure.
  const clean = (clause: string) => !flagged(clause, mask) && findDiseaseClaims(clause.toLowerCase(), language).length === 0;
  return splitSentences(text).flatMap((s) => {
    if (!flagged(s, mask)) return [s];
    if (flagged(s, mask & WHOLE_SENTENCE)) return [];
    const parts = s.split(CLAUSE);
    let out = '';
    for (let i = 0; i < parts.length; i += 2) {
      const clause = parts[i]!;
      if (factsIn(clause).length === 0 || !clean(clause)) continue;
      out += out === '' ? clause : `${parts[i - 1]!}${clause}`;
    }
    out = withoutLeadingConnectors(out, language).trim();
    return /\p{L}/u.test(out) ? [out] : [];
  });
}

/** A kept clause opened by "and", "und", "et", "y"…: its first half is gone. */
function withoutLeadingConnectors(text: string, language: LanguageCode): string {
  const stop = getStopWords(language);
  const words = text.trim().split(/\s+/);
  let k = 0;
  while (k < words.length - 1 && (stop.has(words[k]!.toLowerCase()) || /^[&+]$/.test(words[k]!))) k++;
  return words.slice(k).join(' ');
}

function insideBrand(lower: string, index: number, brand: string): boolean {
  if (!brand) return false;
  for (let at = lower.indexOf(brand); at >= 0; at = lower.indexOf(brand, at + 1)) {
    if (index >= at && index < at + brand.length) return true;
  }
  return false;
}
