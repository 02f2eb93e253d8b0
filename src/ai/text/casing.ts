const UNIT_SET: ReadonlySet<string> = new Set([...UNITS, 'inch', 'inches', 'pcs', 'x']);
import { UNITS, CAPS_ALLOW_SET, getStopWords } from '#core/health/index';
import type { LanguageCode } from '#core/marketplaces';

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
const HAS_DIGIT = /\p{N}/u;

/** Words written like "iPhone", "USB-C", "4K" or "XL": the seller's casing is deliberate. */
function isDeliberate(word: string, brandWords: ReadonlySet<string>): boolean {
  const lower = word.toLowerCase();
  if (brandWords.has(lower) || CAPS_ALLOW_SET.has(lower) || HAS_DIGIT.test(word)) return true;
  return /\p{Ll}\p{Lu}/u.test(word) || (word.length <= 2 && word === word.toUpperCase());
}

/** Share of words of 3+ letters that are fully upper-case (TITLE_ALL_CAPS / BULLET_ALL_CAPS measure). */
export function isShouting(text: string, brandWords: ReadonlySet<string>): boolean {
  let upper = 0;
  let eligible = 0;
  for (const w of text.match(WORD) ?? []) {
    if (w.replace(/\P{L}/gu, '').length < 3 || isDeliberate(w, brandWords)) continue;
    eligible++;
    if (w === w.toUpperCase()) upper++;
  }
  return eligible >= 2 && upper * 2 > eligible;
}

/**
 * English title case (TITLE_CASE, TITLE_ALL_CAPS, TITLE_ALL_LOWER): capitalise every word but stop
 * words; words in capitals are lowered first only when the whole text shouts. Other languages
 * keep their own casing rules (German nouns, French sentence case), so only shouting is fixed there.
 */
export function toTitleCase(text: string, language: LanguageCode, brand: string): string {
  const brandWords = new Set(brand.toLowerCase().split(/\s+/).filter(Boolean));
  const shouting = isShouting(text, brandWords);
  const stop = getStopWords(language);
  let first = true;
  return text.replace(WORD, (w, offset: number) => {
    // A word after a colon, dash or bracket starts a new phrase ("Author: The Host").
    const isFirst = first || /[:(\-–—]\s*$/.test(text.slice(Math.max(0, offset - 3), offset));
    first = false;
    const lower = w.toLowerCase();
    // "50 ft", "3 x 4": units after a number keep their lower case.
    if (w === lower && UNIT_SET.has(lower) && /\p{N}\s*$/u.test(text.slice(Math.max(0, offset - 3), offset))) return w;
    if (brandWords.has(lower) || HAS_DIGIT.test(w) || CAPS_ALLOW_SET.has(lower)) return w;
    const base = shouting && w === w.toUpperCase() ? lower : w;
    if (base !== lower && !(shouting && base === lower)) {
      // Inner capitals ("iPhone") or an acronym in a calm title: the seller meant it.
      if (/\p{Ll}\p{Lu}/u.test(base) || base === base.toUpperCase()) return base;
    }
    if (language !== 'en') return isFirst ? upperFirst(base) : base;
    if (!isFirst && stop.has(lower)) return lower;
    return upperFirst(base);
  });
}

/** Sentence case for a shouting bullet body: lower-case, then the first letter back up. */
export function toSentenceCase(text: string, brand: string): string {
  const brandWords = new Set(brand.toLowerCase().split(/\s+/).filter(Boolean));
  if (!isShouting(text, brandWords)) return text;
  const lowered = text.replace(WORD, (w) =>
    (w.length <= 3 && isDeliberate(w, brandWords)) || HAS_DIGIT.test(w) || brandWords.has(w.toLowerCase()) ? w : w.toLowerCase(),
  );
  return upperFirst(lowered).replace(/([.!?]\s+)(\p{Ll})/gu, (_m, p: string, c: string) => p + c.toUpperCase());
}

export function upperFirst(word: string): string {
  return word.length === 0 ? word : word[0]!.toUpperCase() + word.slice(1);
}
