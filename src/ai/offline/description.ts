import type { LanguageCode } from '#core/marketplaces';
import { removeEmoji } from '../text/char-clean.ts';
import { DESC_CUT, DESC_DROP, cutPhrases, dropFlaggedSentences } from './phrase-clean.ts';
import { descriptionSentences } from '#core/text/description-blocks';
import { joinSentences, keepSentences, normalize, tidy } from '../text/text-ops.ts';

export type DescriptionInput = { description: string; brand: string; language: LanguageCode; maxChars: number };

/**
 * Description rules (docs/listing-rules.md#description): plain text read as its layout (a heading leads its
 * lines, list items keep their numbers; scripts out), sentences with
 * contact details, prices, reviews or prohibited claims dropped, time-sensitive and promotional
 * wording cut, and the 2,000-character limit kept at a sentence boundary.
 */
export function rewriteDescription(input: DescriptionInput): string {
  const { language, brand } = input;
  const lines = descriptionSentences(stripScripts(input.description)).map((s) => normalize(removeEmoji(s)));
  const kept = lines
    .flatMap((line) => dropFlaggedSentences(line, language, DESC_DROP, brand))
    .map((s) => cutPhrases(s, language, DESC_CUT, brand));
  const text = tidy(joinSentences(kept.filter((s) => /\p{L}/u.test(s))));
  return keepSentences(text, input.maxChars);
}

/** Executable blocks and "javascript:" never reach the text, whatever their tags. */
function stripScripts(html: string): string {
  return html
    .replace(/<\s*(script|style|iframe|object|embed|applet|form)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, ' ')
    .replace(/javascript\s*:/gi, '');
}
