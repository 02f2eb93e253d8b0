import { countChars, getStopWords } from '#core/health/index';
import type { LanguageCode } from '#core/marketplaces';
import { cutAtWord, tidy } from './text-ops.ts';

const SEPARATOR = /\s*(?:,|;|\s[-–—|/]\s|\|)\s*/;
const HAS_DIGIT = /\p{N}/u;
const MAX_ATTRIBUTE_CHARS = 24;
const MIN_HEAD_CHARS = 40;

/**
 * TITLE_LENGTH without cutting a word: keep the first segment (brand + product noun), then the
 * trailing segments that fit, preferring short ones with a number (size, count, capacity); the
 * least informative trailing segments go first. When shortening is needed at all, aim below the
 * TITLE_LENGTH_NEAR band so Amazon's own edits have headroom.
 */
export function shortenTitle(title: string, opts: { maxChars: number; nearChars: number; language: LanguageCode }): string {
  if (countChars(title) <= opts.maxChars) return title;
  const max = Math.min(opts.maxChars, opts.nearChars - 1);
  // A bracketed group is a segment of its own, so a cut never leaves "(Red, Blue" unclosed.
  const flat = title.replace(/\s*[([]([^()[\]]*)[)\]]\s*/g, ', $1, ').replace(/[()[\]]/g, ' ');
  const [head = '', ...tail] = flat.split(SEPARATOR).filter((s) => s.trim().length > 0);
  const attributes = tail.filter((s) => HAS_DIGIT.test(s) && countChars(s) <= MAX_ATTRIBUTE_CHARS);
  const joinLen = (parts: readonly string[]) => countChars(parts.join(', '));

  if (countChars(head) <= max) {
    const kept = new Set<string>([head]);
    const fits = (seg: string) => joinLen([...tail.filter((t) => kept.has(t)), head, seg]) <= max;
    for (const seg of tail) if (HAS_DIGIT.test(seg) && fits(seg)) kept.add(seg);
    for (const seg of tail) if (!kept.has(seg) && fits(seg)) kept.add(seg);
    return tidy([head, ...tail.filter((t) => kept.has(t))].join(', '));
  }
  let extras = attributes.slice(0, 2);
  while (extras.length > 0 && max - joinLen(['', ...extras]) < MIN_HEAD_CHARS) extras = extras.slice(0, -1);
  const budget = max - (extras.length > 0 ? joinLen(['', ...extras]) : 0);
  return tidy([trimDangling(cutAtWord(head, budget), opts.language), ...extras].join(', '));
}

/** A cut must not end on "for", "with", "and", "&" or a hyphen: drop the dangling connector. */
function trimDangling(text: string, language: LanguageCode): string {
  const stop = getStopWords(language);
  const words = text.split(/\s+/);
  while (words.length > 1 && (stop.has(words[words.length - 1]!.toLowerCase()) || /^[-–—&+/|]+$/.test(words[words.length - 1]!)))
    words.pop();
  return tidy(words.join(' '));
}
