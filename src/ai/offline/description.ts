import type { LanguageCode } from '#core/marketplaces';
import { removeEmoji } from '../text/char-clean.ts';
import { DESC_CUT, DESC_DROP, cutPhrases, dropFlaggedSentences } from './phrase-clean.ts';
import { joinSentences, keepSentences, normalize, splitSentences, stripHtml, tidy } from '../text/text-ops.ts';

export type DescriptionInput = { description: string; brand: string; language: LanguageCode; maxChars: number };

/**
 * Description rules (docs/listing-rules.md#description): plain text (HTML and scripts out, list items become sentences), sentences with
 * contact details, prices, reviews or prohibited claims dropped, time-sensitive and promotional
 * wording cut, and the 2,000-character limit kept at a sentence boundary.
 */
export function rewriteDescription(input: DescriptionInput): string {
  const { language, brand } = input;
  const lines = splitSentences(stripHtml(input.description)).map((s) => normalize(removeEmoji(s)));
  const kept = lines
    .flatMap((line) => dropFlaggedSentences(line, language, DESC_DROP, brand))
    .map((s) => cutPhrases(s, language, DESC_CUT, brand));
  const text = tidy(joinSentences(kept.filter((s) => /\p{L}/u.test(s))));
  return keepSentences(text, input.maxChars);
}
