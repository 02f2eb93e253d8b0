/** Text helpers following LISTING_RULES §1: code points, UTF-8 bytes, NFKC + straight quotes. */

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

export type RawProfile = { ascii: boolean; chars: number; collapse: boolean };

const ASCII_CONTROL_SPACE = /[\t\n\v\f\r]/;

/**
 * Pure ASCII?, code points (countChars), and for ASCII text whether NEEDS_WS_COLLAPSE matches
 * (there \s is 9–13 and space: one of 9–13, or two spaces in a row). Regex and indexOf scans run
 * in native code, faster than a char loop doing all three.
 */
export function profileRaw(text: string): RawProfile {
  if (NON_ASCII.test(text)) return { ascii: false, chars: countChars(text), collapse: false };
  return { ascii: true, chars: text.length, collapse: text.includes('  ') || ASCII_CONTROL_SPACE.test(text) };
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
  const body = cps.length > QUOTE_MAX ? `${cps.slice(0, QUOTE_MAX - 1).join('').trimEnd()}…` : flat;
  return `"${body}"`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
