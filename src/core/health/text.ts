/** Text helpers following the conventions of docs/listing-rules.md#conventions: code points, UTF-8 bytes, NFKC + straight quotes. */

const NON_ASCII = /[\u0080-\uffff]/;
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033]/g;
const NEEDS_WS_COLLAPSE = /\s\s|[\t\n\r\f\v\u00a0]/;
const WHITESPACE = /\s+/g;
// Control characters are exactly what this strips, so the rule against matching them does not apply.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;
const QUOTE_MAX = 40;

/**
 * NFKC, curly→straight quotes, collapsed whitespace. ASCII text skips the Unicode work;
 * `collapse` (ASCII only) is NEEDS_WS_COLLAPSE's answer when the caller already scanned the text.
 */
export function normalizeText(text: string, ascii?: boolean, collapse?: boolean): string {
  let t = text;
  const unicode = ascii === undefined ? NON_ASCII.test(t) : !ascii;
  if (unicode) t = t.normalize('NFKC').replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"');
  if (unicode || collapse === undefined ? NEEDS_WS_COLLAPSE.test(t) : collapse) t = t.replace(WHITESPACE, ' ');
  return t.trim();
}

/**
 * `nfkc`: some character may change under NFKC (or is whitespace other than ASCII and U+00A0);
 * otherwise NFKC would at most turn U+00A0 into a space (`nbsp`), and normalizeProfiled only does
 * that, swaps curly quotes (`quotes`), collapses ASCII whitespace and trims. `collapse` is
 * NEEDS_WS_COLLAPSE's answer when neither `nfkc` nor `nbsp` is set. `emoji`: the text has a
 * character EMOJI_RE matches (lone surrogates never match it).
 */
export type RawProfile = {
  ascii: boolean;
  chars: number;
  collapse: boolean;
  nfkc: boolean;
  quotes: boolean;
  nbsp: boolean;
  emoji: boolean;
};

const ASCII_CONTROL_SPACE = /[\t\n\v\f\r]/;

/**
 * Pure ASCII?, code points (countChars), and whether NEEDS_WS_COLLAPSE matches when no NFKC work
 * is needed (there \s is 9–13 and space: one of 9–13, or two spaces in a row). Regex and indexOf
 * scans run in native code, faster than a char loop doing all three; non-ASCII text needs the
 * countChars loop anyway, and that loop also classifies its non-ASCII characters (UNIT_KIND).
 */
export function profileRaw(text: string): RawProfile {
  if (NON_ASCII.test(text)) return profileUnicode(text);
  return {
    ascii: true,
    chars: text.length,
    collapse: asciiCollapse(text),
    nfkc: false,
    quotes: false,
    nbsp: false,
    emoji: false,
  };
}

function asciiCollapse(text: string): boolean {
  return text.includes('  ') || ASCII_CONTROL_SPACE.test(text);
}

/** UNIT_KIND bits; 0 = not classified yet. */
const KIND_SEEN = 1;
const KIND_NFKC = 2;
const KIND_QUOTE = 4;
/** U+00A0: NFKC makes it a plain space, and then it is ASCII whitespace like any other. */
const KIND_NBSP = 8;
const NBSP = /\u00a0/g;
/** A character EMOJI_RE (patterns.ts) matches: the emoji rules skip text without one. */
const KIND_EMOJI = 16;
const EMOJI_CHAR = /^(?![\u00a9\u00ae\u2122\u2194-\u2199\u21a9\u21aa])[\p{Extended_Pictographic}\p{Regional_Indicator}]$/u;

/**
 * Kind of each BMP code unit, filled on first sight. A unit is "plain" (KIND_SEEN alone) when NFKC
 * cannot touch it in any context: NFKC leaves it alone on its own, it is no combining mark and no
 * Hangul jamo (the only characters that compose with, or reorder around, a preceding character),
 * and it is not \s (NEEDS_WS_COLLAPSE and WHITESPACE would treat it). Text whose non-ASCII units
 * are all plain or curly quotes is its own NFKC form. Surrogates are judged per pair (ASTRAL_KIND).
 */
const UNIT_KIND = new Uint8Array(0x10000);
const ASTRAL_KIND = new Map<number, number>();
const MARK_OR_SPACE = /[\p{M}\s]/u;
/** SINGLE_QUOTES or DOUBLE_QUOTES (non-global: no lastIndex state). */
const QUOTE_CHAR = /[\u2018\u2019\u201a\u201b\u2032\u201c\u201d\u201e\u201f\u2033]/;

function kindOf(ch: string, cp: number): number {
  if (cp === 0xa0) return KIND_SEEN | KIND_NBSP;
  const emoji = EMOJI_CHAR.test(ch) ? KIND_EMOJI : 0;
  if (ch.normalize('NFKC') !== ch || MARK_OR_SPACE.test(ch) || (cp >= 0x1100 && cp <= 0x11ff))
    return KIND_SEEN | KIND_NFKC | emoji;
  return KIND_SEEN | emoji | (QUOTE_CHAR.test(ch) ? KIND_QUOTE : 0);
}

function profileUnicode(text: string): RawProfile {
  let n = text.length;
  let kinds = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0xd800 || c > 0xdfff) {
      let k = UNIT_KIND[c]!;
      if (k === 0) UNIT_KIND[c] = k = kindOf(String.fromCharCode(c), c);
      kinds |= k;
      continue;
    }
    // A high surrogate adds nothing to the count (countChars), paired or not.
    if (c <= 0xdbff) n--;
    const low = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
    if (c > 0xdbff || (low & 0xfc00) !== 0xdc00) {
      kinds |= KIND_NFKC;
      continue;
    }
    const cp = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
    i++;
    let k = ASTRAL_KIND.get(cp);
    if (k === undefined) ASTRAL_KIND.set(cp, (k = kindOf(String.fromCodePoint(cp), cp)));
    kinds |= k;
  }
  const nfkc = (kinds & KIND_NFKC) !== 0;
  const nbsp = (kinds & KIND_NBSP) !== 0;
  return {
    ascii: false,
    chars: n,
    collapse: !nfkc && !nbsp && asciiCollapse(text),
    nfkc,
    quotes: (kinds & KIND_QUOTE) !== 0,
    nbsp,
    emoji: (kinds & KIND_EMOJI) !== 0,
  };
}

/**
 * normalizeText(text) from the profile: text needing no NFKC skips it and every scan the profile
 * already answered (most non-ASCII listing text only has curly apostrophes, dashes or symbols).
 */
export function normalizeProfiled(text: string, profile: RawProfile): string {
  if (profile.nfkc) return normalizeText(text, false);
  // NFKC would only turn U+00A0 into a space; the collapse check then looks at the result.
  let t = profile.nbsp ? text.replace(NBSP, ' ') : text;
  if (profile.quotes) t = t.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"');
  if (profile.nbsp ? asciiCollapse(t) : profile.collapse) t = t.replace(WHITESPACE, ' ');
  return t.trim();
}

/** Characters as Amazon counts them: Unicode code points, not UTF-16 units. */
export function countChars(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}

/** UTF-8 byte length without allocating (TextEncoder would copy the string). */
export function countBytes(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Code-point offset of a UTF-16 index. */
export function toCodePointOffset(text: string, index: number): number {
  // Same bounds as text.slice(0, index), without building the slice.
  const end = index < 0 ? Math.max(text.length + index, 0) : Math.min(index, text.length) || 0;
  let n = end;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}

/** Seller-facing quote: plain text in straight double quotes, cut to ~40 characters. */
export function quote(text: string): string {
  const flat = text.replace(CONTROL, ' ').replace(/"/g, "'");
  // Short text is never cut (code points ≤ UTF-16 units): skip the code-point array.
  if (flat.length <= QUOTE_MAX) return `"${flat}"`;
  const cps = [...flat];
  const body =
    cps.length > QUOTE_MAX
      ? `${cps
          .slice(0, QUOTE_MAX - 1)
          .join('')
          .trimEnd()}…`
      : flat;
  return `"${body}"`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `\s` and String.prototype.trim's set: WhiteSpace and LineTerminator (the same with or without the u flag). */
export function isJsSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}
