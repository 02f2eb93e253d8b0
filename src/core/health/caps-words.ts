import { getTokens, type TextField } from './text-field.ts';
import { isWordUnit, tokenize } from './tokens.ts';
import { wordFact, type Word } from './word-table.ts';
import { CAPS_ALLOW_SET } from './word-sets.ts';

/** Words written in capitals (TITLE_ALL_CAPS, BULLET_ALL_CAPS). */

const MIN_LETTERS = 3;
const MAX_CAPS_ALLOW = Math.max(...[...CAPS_ALLOW_SET].map((w) => w.length));

export type UpperShare = { upper: number; eligible: number; sample: string[] };

/**
 * Share of eligible words (≥3 letters, not brand, not acronym/unit) written fully upper-case, in
 * the field's normalised text from `from` on (a bullet body after its lead-in, which always ends
 * on a non-word character). null when the words in capitals cannot be the majority there (then no
 * caps rule fires), e.g. when no word can be upper-case.
 * ASCII text reuses the field's word spans and interned lower-case words (same spans in norm and
 * lower); other text is tokenised here.
 */
export function capsShare(field: TextField, from: number, brandWords: ReadonlySet<string>): UpperShare | null {
  if (field.ascii) {
    CAPS_RUN.lastIndex = from;
    if (!CAPS_RUN.test(field.norm)) return null;
    const { wordStarts, words } = getTokens(field);
    let k = 0;
    while (k < words.length && wordStarts[k]! < from) k++;
    return hasCapsWord(field.norm, wordStarts, words, k) ? countAsciiUpper(field.norm, wordStarts, words, k, brandWords) : null;
  }
  CAPS_RUN_UNICODE.lastIndex = from;
  if (!CAPS_RUN_UNICODE.test(field.norm) || !mayHaveCapsWord(field.norm, from)) return null;
  const body = from === 0 ? field.norm : field.norm.slice(from);
  const { count, starts, ends } = tokenize(body);
  // Word spans exactly as joinWords builds them.
  const ws: number[] = [];
  const we: number[] = [];
  for (let t = 0; t < count; t++) {
    const s = starts[t]!;
    let e = ends[t]!;
    while (t + 1 < count && starts[t + 1] === e + 1 && (body[e] === '-' || body[e] === "'")) e = ends[++t]!;
    ws.push(s);
    we.push(e);
  }
  return countUpper(body, ws, we, brandWords);
}

/**
 * Necessary for an ASCII caps-shaped word of ≥3 letters: three capitals with only digits and
 * inner "-" / "'" between them (a word is [A-Za-z0-9]+ runs joined by "-" / "'"). Most bullets
 * have no such run, and one native scan rules them out before any per-word work.
 */
const CAPS_RUN = /[A-Z][\d'-]*[A-Z][\d'-]*[A-Z]/g;
/** The same for mayHaveCapsWord, where every non-ASCII unit counts as a letter that may be upper-case. */
const CAPS_RUN_UNICODE = /[A-Z\u0080-\uffff][\d'-]*[A-Z\u0080-\uffff][\d'-]*[A-Z\u0080-\uffff]/g;

/** ≥3 letters (ASCII words hold only letters, digits and inner "-" / "'"). */
const hasEnoughLetters = wordFact((text) => {
  let letters = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x61) letters++;
  return letters >= MIN_LETTERS;
});
const isCapsAllowed = wordFact((text) => CAPS_ALLOW_SET.has(text));

/** An ASCII word of the cased text has a capital and no small letter; stops at the first small letter. */
function isCapsShaped(text: string, s: number, e: number): boolean {
  let upper = false;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) return false;
    if (c >= 0x41 && c <= 0x5a) upper = true;
  }
  return upper;
}

function hasCapsWord(text: string, starts: readonly number[], words: readonly Word[], first: number): boolean {
  for (let k = first; k < words.length; k++) {
    const w = words[k]!;
    if (hasEnoughLetters(w) && isCapsShaped(text, starts[k]!, starts[k]! + w.text.length)) return true;
  }
  return false;
}

/** countUpper for ASCII text, with per-word facts memoised on the interned lower-case words. */
function countAsciiUpper(
  text: string,
  starts: readonly number[],
  words: readonly Word[],
  first: number,
  brandWords: ReadonlySet<string>,
): UpperShare | null {
  let upper = 0;
  let eligible = 0;
  const sample: string[] = [];
  const maxExempt = maxExemptLength(brandWords);
  for (let k = first; k < words.length; k++) {
    const w = words[k]!;
    if (!hasEnoughLetters(w)) continue;
    const s = starts[k]!;
    const e = s + w.text.length;
    if (e - s <= maxExempt && (isCapsAllowed(w) || brandWords.has(w.text))) continue;
    eligible++;
    if (isCapsShaped(text, s, e)) {
      upper++;
      addSample(sample, text.slice(s, e));
    }
    // Even if every word left were in capitals, they would not be the majority: nothing can fire.
    else if (2 * upper + (words.length - k - 1) <= eligible) return null;
  }
  return { upper, eligible, sample };
}

/** Words longer than every allow-listed and brand word cannot be exempt: no lower-casing needed. */
function maxExemptLength(brandWords: ReadonlySet<string>): number {
  let maxExempt = MAX_CAPS_ALLOW;
  for (const b of brandWords) if (b.length > maxExempt) maxExempt = b.length;
  return maxExempt;
}

/** Word k spans starts[k]..ends[k]; ASCII words are classified from char codes. */
function countUpper(
  text: string,
  starts: readonly number[],
  ends: readonly number[],
  brandWords: ReadonlySet<string>,
): UpperShare {
  let upper = 0;
  let eligible = 0;
  const sample: string[] = [];
  const maxExempt = maxExemptLength(brandWords);
  for (let k = 0; k < starts.length; k++) {
    const s = starts[k]!;
    const e = ends[k]!;
    let letters = 0;
    let ascii = true;
    let hasUpper = false;
    let hasLower = false;
    for (let i = s; i < e; i++) {
      const c = text.charCodeAt(i);
      if (c > 0x40 && (c >= 0x80 || (c & 0x5f) >= 0x41)) letters++;
      if (c >= 0x80) ascii = false;
      else if (c >= 0x41 && c <= 0x5a) hasUpper = true;
      else if (c >= 0x61 && c <= 0x7a) hasLower = true;
    }
    if (letters < MIN_LETTERS) continue;
    if (!ascii) {
      const w = text.slice(s, e);
      const lower = w.toLowerCase();
      if (CAPS_ALLOW_SET.has(lower) || brandWords.has(lower)) continue;
      eligible++;
      if (w !== lower && w === w.toUpperCase()) {
        upper++;
        addSample(sample, w);
      }
      continue;
    }
    if (e - s <= maxExempt) {
      const lower = text.slice(s, e).toLowerCase();
      if (CAPS_ALLOW_SET.has(lower) || brandWords.has(lower)) continue;
    }
    eligible++;
    // ASCII: w !== lower ⇔ a capital; w === upper-cased ⇔ no small letter.
    if (hasUpper && !hasLower) {
      upper++;
      addSample(sample, text.slice(s, e));
    }
  }
  return { upper, eligible, sample };
}

/**
 * Cheap pre-check for upperShare over text[from..]: whether any word (spans exactly as joinWords
 * builds them) could count as upper-case: ≥3 letters (non-ASCII units count, as in countUpper),
 * no small ASCII letter, and a capital or a non-ASCII unit (which may be one). false ⇒ upperShare's
 * `upper` is 0, so no caps rule can fire.
 */
function mayHaveCapsWord(text: string, from = 0): boolean {
  let letters = 0;
  let upperish = false;
  let lower = false;
  let inToken = false;
  const n = text.length;
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    if (isWordUnit(c, inToken)) {
      inToken = true;
      if (c >= 0x80) {
        letters++;
        upperish = true;
      } else if (c >= 0x61) {
        letters++;
        lower = true;
      } else if (c >= 0x41) {
        letters++;
        upperish = true;
      }
      continue;
    }
    // An inner "-" / "'" between two tokens keeps the word going ("anti-slip", "men's").
    if (inToken && (c === 0x2d || c === 0x27) && i + 1 < n && isWordUnit(text.charCodeAt(i + 1), false)) {
      inToken = false;
      continue;
    }
    if (letters >= MIN_LETTERS && upperish && !lower) return true;
    letters = 0;
    upperish = false;
    lower = false;
    inToken = false;
  }
  return letters >= MIN_LETTERS && upperish && !lower;
}

/** Up to three distinct words in capitals, for the message. */
function addSample(sample: string[], word: string): void {
  if (sample.length < 3 && !sample.includes(word)) sample.push(word);
}
