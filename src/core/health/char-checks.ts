import { EMOJI_RE, findPattern, type PatternHit } from './patterns.ts';
import type { TextField } from './text-field.ts';

/** Title characters banned since 2025-01-21 unless part of the brand [T1], [T3]. */
export const TITLE_BANNED_CHARS: readonly string[] = ['!', '$', '?', '_', '{', '}', '^', '¬', '¦'];
const DIGIT = /[0-9]/;
/** TITLE_BANNED_CHARS by char code (all are below U+0100). */
const BANNED_CODE = new Uint8Array(0x100);
for (const ch of TITLE_BANNED_CHARS) BANNED_CODE[ch.charCodeAt(0)] = 1;

export type CharHit = { char: string; index: number; count: number };

/**
 * Distinct banned characters with first index and count, on normalised text (NFKC folds
 * full-width "！" to "!"). A "$" before a digit is a price, reported by the price rules.
 */
export function findBannedChars(norm: string, skip?: (index: number) => boolean): CharHit[] {
  let out: CharHit[] | null = null;
  for (let i = 0; i < norm.length; i++) {
    const code = norm.charCodeAt(i);
    if (code < 0x100 && BANNED_CODE[code] === 1) out = addBannedChar(out, norm, i, skip);
  }
  return out ?? [];
}

function addBannedChar(out: CharHit[] | null, norm: string, i: number, skip?: (index: number) => boolean): CharHit[] | null {
  const ch = norm[i]!;
  if (ch === '$' && DIGIT.test(norm[i + 1] ?? '')) return out;
  if (skip?.(i)) return out;
  const list = out ?? [];
  const seen = list.find((h) => h.char === ch);
  if (seen) seen.count++;
  else list.push({ char: ch, index: i, count: 1 });
  return list;
}

/** Emoji and pictographs on the raw text; ©, ® and ™ are "non-language" characters, reported separately. */
export function findEmoji(raw: string): PatternHit[] {
  return findPattern(raw, EMOJI_RE);
}

const NO_EMOJI: PatternHit[] = [];

/**
 * findEmoji over the field's raw (or normalised) text. The raw text's profile knows whether it
 * has an emoji at all; without NFKC work the normalised text has the same emoji (curly quotes and
 * spaces are none), otherwise it is scanned.
 */
export function findFieldEmoji(text: TextField, source: 'raw' | 'norm' = 'raw'): PatternHit[] {
  if (text.ascii || (!text.emoji && (source === 'raw' || !text.nfkc))) return NO_EMOJI;
  return findEmoji(text[source]);
}
