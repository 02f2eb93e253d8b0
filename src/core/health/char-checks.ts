import { EMOJI_RE, findPattern, type PatternHit } from './patterns.ts';

/** Title characters banned since 2025-01-21 unless part of the brand [T1], [T3]. */
export const TITLE_BANNED_CHARS: readonly string[] = ['!', '$', '?', '_', '{', '}', '^', '¬', '¦'];
const DIGIT = /[0-9]/;

export type CharHit = { char: string; index: number; count: number };

/**
 * Distinct banned characters with first index and count, on normalised text (NFKC folds
 * full-width "！" to "!"). A "$" before a digit is a price, reported by the price rules.
 */
export function findBannedChars(norm: string, skip?: (index: number) => boolean): CharHit[] {
  const out: CharHit[] = [];
  for (let i = 0; i < norm.length; i++) {
    const ch = norm[i]!;
    if (!TITLE_BANNED_CHARS.includes(ch)) continue;
    if (ch === '$' && DIGIT.test(norm[i + 1] ?? '')) continue;
    if (skip?.(i)) continue;
    const seen = out.find((h) => h.char === ch);
    if (seen) seen.count++;
    else out.push({ char: ch, index: i, count: 1 });
  }
  return out;
}

/** Emoji and pictographs on the raw text; ©, ® and ™ are "non-language" characters, reported separately. */
export function findEmoji(raw: string): PatternHit[] {
  return findPattern(raw, EMOJI_RE);
}
