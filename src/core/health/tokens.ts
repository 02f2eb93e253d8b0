import { ASCII_CHAR_BITS, CH } from './char-profile.ts';
import { hashStep, internSpan, lastInternFlags, spanHash, type Word } from './word-table.ts';

/**
 * Hand-written tokenizer: runs of letters/digits. ~10x faster than a Unicode-property regex
 * over listing-sized text, and the lexicon scan and all word rules share its output.
 */
export type Tokens = { count: number; starts: number[]; ends: number[] };

/**
 * One pass over a field's lower-cased text: the tokens (what lexicon phrases match on) and the
 * words rules count ("men's", "anti-slip" joined), each as start offsets plus interned words
 * (a span ends at start + word.text.length), and the CH bits of the characters seen.
 */
export type TextWords = {
  starts: number[];
  tokenWords: Word[];
  wordStarts: number[];
  words: Word[];
  /** Indices of the tokens whose word has a flag (word-table `defineWordFlag`), in text order. */
  flagged: number[];
  /** The flag bits of each `flagged` token. */
  flaggedBits: number[];
  /** All flag bits of the tokens, ORed (0: no flagged token). */
  flags: number;
  /** Flag bits of the tokens right after a "." (".com"), ORed. */
  dotFlags: number;
  chars: number;
};

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** WORD_CHAR per UTF-16 unit (1 word, 2 not; 0 = not looked up yet), ASCII filled in up front. */
const UNIT_CLASS = new Uint8Array(0x10000);
for (let c = 0; c < 0x80; c++)
  UNIT_CLASS[c] = (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) ? 1 : 2;

function unitClass(c: number): number {
  let k = UNIT_CLASS[c]!;
  if (k === 0) UNIT_CLASS[c] = k = WORD_CHAR.test(String.fromCharCode(c)) ? 1 : 2;
  return k;
}

/** Whether the unit `c` belongs to a token; a low surrogate continues a started token (astral letters). */
export function isWordUnit(c: number, inToken: boolean): boolean {
  if (c < 0x80) return UNIT_CLASS[c] === 1;
  return (c >= 0xdc00 && c <= 0xdfff && inToken) || unitClass(c) === 1;
}

export function tokenize(text: string): Tokens {
  const starts: number[] = [];
  const ends: number[] = [];
  let start = -1;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const word = isWordUnit(text.charCodeAt(i), start >= 0);
    if (word && start < 0) start = i;
    else if (!word && start >= 0) {
      starts.push(start);
      ends.push(i);
      start = -1;
    }
  }
  if (start >= 0) {
    starts.push(start);
    ends.push(text.length);
  }
  return { count: starts.length, starts, ends };
}

/** ASCII code → its CH bits, plus TOKEN_UNIT when it belongs to a token: one table load per char. */
const TOKEN_UNIT = 1 << 15;
const ASCII_CLASS = new Uint16Array(0x80);
for (let c = 0; c < 0x80; c++) ASCII_CLASS[c] = ASCII_CHAR_BITS[c]! | (UNIT_CLASS[c] === 1 ? TOKEN_UNIT : 0);

/**
 * Scratch arrays reused by every call: a field's spans are collected here and copied out at their
 * exact size, instead of growing fresh arrays step by step (less garbage per listing).
 */
const tokenStartsScratch: number[] = [];
const tokenWordsScratch: Word[] = [];
const wordStartsScratch: number[] = [];
const wordsScratch: Word[] = [];
const flaggedScratch: number[] = [];
const flaggedBitsScratch: number[] = [];

/**
 * Tokens and words of lower-cased text in one pass; every span is interned without slicing known
 * words. A word is a run of tokens joined by single "-" / "'" (same spans as joinWords). While every
 * word is one token, the token arrays double as the word arrays; the first joined word switches to
 * separate word arrays (`recordWord`).
 */
export function tokenizeWords(text: string): TextWords {
  let count = 0;
  let chars = 0;
  let wordStart = -1;
  let flaggedCount = 0;
  let flags = 0;
  let dotFlags = 0;
  wordCount = -1;
  const n = text.length;
  let i = 0;
  // Two tight loops instead of one with a per-char "in a token?" state: the gap loop only gathers
  // CH bits, the token loop folds the hash; each char is classified once (one table load if ASCII).
  while (i < n) {
    let c = text.charCodeAt(i);
    if (c < 0x80) {
      const k = ASCII_CLASS[c]!;
      chars |= k;
      if ((k & TOKEN_UNIT) === 0) {
        i++;
        continue;
      }
    } else {
      chars |= CH.NON_ASCII;
      if (!isWordUnit(c, false)) {
        i++;
        continue;
      }
    }
    const start = i;
    if (wordStart < 0) wordStart = i;
    let h = 0;
    for (;;) {
      h = hashStep(h, c);
      if (++i === n) break;
      c = text.charCodeAt(i);
      if (c < 0x80) {
        const k = ASCII_CLASS[c]!;
        chars |= k;
        if ((k & TOKEN_UNIT) === 0) break;
      } else {
        chars |= CH.NON_ASCII;
        if (!isWordUnit(c, true)) break;
      }
    }
    // The token is text[start..end); text[end] (if any) is `c`, a non-word unit already profiled.
    const end = i;
    tokenStartsScratch[count] = start;
    const token = internSpan(text, start, end, h);
    const tokenFlags = lastInternFlags();
    if (tokenFlags !== 0) {
      flags |= tokenFlags;
      if (start > 0 && text.charCodeAt(start - 1) === 0x2e) dotFlags |= tokenFlags;
      flaggedBitsScratch[flaggedCount] = tokenFlags;
      flaggedScratch[flaggedCount++] = count;
    }
    tokenWordsScratch[count++] = token;
    if (end < n) {
      i++;
      // "-" or "'" right before the next token keeps the word going ("anti-slip", "men's").
      if ((c === 0x2d || c === 0x27) && i < n && isWordUnit(text.charCodeAt(i), false)) continue;
    }
    if (wordCount >= 0 || wordStart !== start) recordWord(text, wordStart, end, token, count);
    wordStart = -1;
  }
  const starts = tokenStartsScratch.slice(0, count);
  const tokenWords = tokenWordsScratch.slice(0, count);
  const flagged = flaggedScratch.slice(0, flaggedCount);
  const flaggedBits = flaggedBitsScratch.slice(0, flaggedCount);
  const wordStarts = wordCount < 0 ? starts : wordStartsScratch.slice(0, wordCount);
  const words = wordCount < 0 ? tokenWords : wordsScratch.slice(0, wordCount);
  return { starts, tokenWords, wordStarts, words, flagged, flaggedBits, flags, dotFlags, chars: chars & ~TOKEN_UNIT };
}

/** Words written to the word scratch arrays; -1 while every word so far is a single token. */
let wordCount = -1;

/** Records the word text[start..end) that ends with `lastToken`, the tokenCount-th token. */
function recordWord(text: string, start: number, end: number, lastToken: Word, tokenCount: number): void {
  const single = tokenStartsScratch[tokenCount - 1] === start;
  if (wordCount < 0) {
    // First joined word: every word before it was a single token.
    let k = tokenCount - 1;
    while (k > 0 && tokenStartsScratch[k] !== start) k--;
    for (wordCount = 0; wordCount < k; wordCount++) {
      wordStartsScratch[wordCount] = tokenStartsScratch[wordCount]!;
      wordsScratch[wordCount] = tokenWordsScratch[wordCount]!;
    }
  }
  wordStartsScratch[wordCount] = start;
  wordsScratch[wordCount++] = single ? lastToken : internSpan(text, start, end, spanHash(text, start, end));
}

/** Words with inner apostrophes/hyphens kept ("men's", "anti-slip"). */
export function joinWords(text: string, tokens: Tokens): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < tokens.count) {
    const s = tokens.starts[i]!;
    let e = tokens.ends[i]!;
    while (i + 1 < tokens.count && tokens.starts[i + 1] === e + 1 && (text[e] === '-' || text[e] === "'")) e = tokens.ends[++i]!;
    out.push(text.slice(s, e));
    i++;
  }
  return out;
}
