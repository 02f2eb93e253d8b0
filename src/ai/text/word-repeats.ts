import { getStopWords, isCountableWord } from '#core/health/index';
import type { LanguageCode } from '#core/marketplaces';
import { tidy } from './text-ops.ts';

const WORD = /[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu;

/**
 * TITLE_WORD_REPEAT: a word (brand included since 2026-07-27) at most `max` times; stop words and
 * bare numbers are exempt. Later copies go, the first ones carry the meaning.
 */
export function limitWordRepeats(title: string, language: LanguageCode, max: number): string {
  const stop = getStopWords(language);
  const seen = new Map<string, number>();
  let changed = false;
  const out = title.replace(WORD, (w) => {
    const key = w.toLowerCase();
    if (!isCountableWord(key, stop)) return w;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n <= max) return w;
    changed = true;
    return '';
  });
  return changed ? tidy(out) : title;
}
