import { countChars } from '#core/health/index';
import type { CoreTextSource } from '#core/listings/content';
import type { LanguageCode } from '#core/marketplaces';
import { cleanBulletChars, removeCurrency } from '../text/char-clean.ts';
import { dropRepeatedItems } from '../text/item-repeats.ts';
import { withKeyPhrases } from './key-phrase.ts';
import { BULLET_CUT, BULLET_DROP, cutPhrases, dropFlaggedSentences } from './phrase-clean.ts';
import { restructureBullets, type BulletLimits } from './restructure-bullets.ts';
import {
  joinSentences,
  keepSentences,
  normalize,
  splitSentences,
  stripHtml,
  tidy,
  withoutDanglingEnd,
} from '../text/text-ops.ts';

export type { BulletLimits } from './restructure-bullets.ts';
export type BulletsInput = Pick<CoreTextSource, 'bullets' | 'description'> & {
  titleOverflow?: string;
  brand: string;
  language: LanguageCode;
  limits: BulletLimits;
};

const GLUED_UNIT =
  /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)(mm|cm|ml|oz|lbs|lb|kg|mg|mah|gb|tb|mb|hz|ghz|mhz|kw|fl)(?![\p{L}\p{N}])/giu;

/**
 * Bullet rules (docs/listing-rules.md#bullets): cleaned sentences first (flagged sentences out, symbols to words), then five
 * bullets from the listing's own sentences, each "Key Phrase: rest" without end punctuation and
 * within the per-bullet and total limits.
 */
export function rewriteBullets(input: BulletsInput): string[] {
  const { language, brand, limits } = input;
  const cleaned = input.bullets.map((b) => cleanBulletText(b, language, brand)).filter((b) => countChars(b) >= limits.minChars);
  const spare = cleanBulletText(input.description, language, brand);
  const restructured = restructureBullets(cleaned, splitSentences(spare), limits);
  // The title's leftover words end wherever the shortened title stopped taking them ("… Times to").
  const overflow = input.titleOverflow ? withoutDanglingEnd(cleanBulletText(input.titleOverflow, language, brand)) : '';
  if (restructured.length === 0 && countChars(overflow) >= limits.minChars) restructured.push(overflow);
  const spaced = restructured.map((b) => stripEnd(b.replace(GLUED_UNIT, '$1 $2')));
  const shaped = withKeyPhrases(spaced, language, brand)
    .map((b) => (countChars(b) <= limits.maxChars ? b : stripEnd(keepSentences(b, limits.maxChars))))
    .filter((b) => countChars(b) >= limits.minChars);
  return fitTotal(shaped, limits.totalMaxChars);
}

export function cleanBulletText(text: string, language: LanguageCode, brand: string): string {
  const plain = normalize(cleanBulletChars(stripHtml(text), language));
  const kept = dropFlaggedSentences(plain, language, BULLET_DROP, brand).map((s) => cutFlagged(s, language, brand));
  return tidy(dropRepeatedItems(joinSentences(kept.filter((s) => /\p{L}/u.test(s))), language));
}

/** A sentence without its flagged wording; a cut at its end ("up to with the sale") leaves no word hanging. */
function cutFlagged(sentence: string, language: LanguageCode, brand: string): string {
  const plain = removeCurrency(sentence);
  const cut = cutPhrases(plain, language, BULLET_CUT, brand);
  return cut === plain ? cut : withoutDanglingEnd(cut);
}

function stripEnd(text: string): string {
  return tidy(text.replace(/[\s.!?]+$/u, ''));
}

/** BULLETS_TOTAL_LENGTH: shorten the longest bullet by a sentence (or words) until all fit. */
function fitTotal(bullets: string[], totalMax: number): string[] {
  const out = [...bullets];
  const total = () => out.reduce((n, b) => n + countChars(b), 0);
  for (let guard = 0; total() > totalMax && guard < 50; guard++) {
    const i = out.reduce((best, b, j) => (countChars(b) > countChars(out[best]!) ? j : best), 0);
    const b = out[i]!;
    const target = Math.max(countChars(b) - (total() - totalMax), Math.floor(countChars(b) / 2));
    out[i] = stripEnd(keepSentences(b, target));
  }
  return out;
}
