/**
 * Structural patterns (not word lists), run on lower-cased normalised text. All are global
 * regexes compiled once; callers must go through `findPattern`, which resets `lastIndex`.
 */
export type PatternHit = { index: number; end: number; text: string };

/** Bare domains only for generic TLDs: "support.It" is a missing space, not an Italian site. */
const TLD = '(?:com|net|org|info|biz|shop|store|co\\.uk)';
export const URL_RE = new RegExp(`(?:https?:\\/\\/|www\\.)[^\\s<>"]+|(?<![\\p{L}\\p{N}@.])[a-z0-9][a-z0-9-]*\\.${TLD}(?![\\p{L}\\p{N}])(?:\\/[^\\s<>"]*)?`, 'gu');
export const EMAIL_RE = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/g;
/** Phone numbers: +country or (area) groups; bare dimension strings such as "120 x 60" don't match. */
export const PHONE_RE = /(?<![\w.])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{3})[\s.-]\d{3}[\s.-]\d{4}(?![\w.])|(?<![\w.])\+\d{2}[\s\d]{8,14}\d(?![\w.])|(?<![\w.])1-8\d\d-\d{3}-\d{4}(?![\w.])/g;
export const PRICE_RE = /[$€£¥]\s?\d+(?:[.,]\d{1,2})?|(?<![\p{L}\p{N}.,])\d+(?:[.,]\d{1,2})?\s?(?:€|£|usd|eur|gbp|dollars?|euros?)(?![\p{L}\p{N}])|\d+\s?%\s?off(?![\p{L}\p{N}])/gu;
export const ASIN_RE = /(?<![a-z0-9])b0[a-z0-9]{8}(?![a-z0-9])/g;
export const HTML_TAG_RE = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/g;
/** Executable content: scripts, frames, embedded objects, inline event handlers, javascript: URLs. */
export const HTML_CODE_RE = /<\s*(?:script|iframe|object|embed|applet|form|meta|link|style)\b[^>]*>?|javascript\s*:|<[a-z][^>]*\son[a-z]+\s*=[^>]*>/g;
export const EMOJI_RE = /(?![\u00a9\u00ae\u2122\u2194-\u2199\u21a9\u21aa])[\p{Extended_Pictographic}\p{Regional_Indicator}]/gu;

/**
 * Cheap necessary conditions (plain regexes, no lookbehind, no Unicode mode): when the hint does
 * not match, the full pattern cannot match either, so the expensive scan is skipped. Each hint is
 * a literal part every alternative of its pattern must contain.
 */
const HINTS = new Map<RegExp, RegExp>([
  [URL_RE, /https?:\/\/|www\.|\.(?:com|net|org|info|biz|shop|store|co\.uk)/],
  [EMAIL_RE, /@/],
  [PHONE_RE, /[\d)][\s.-]\d{3}[\s.-]\d{4}|\+\d\d/],
  [PRICE_RE, /[$€£¥%]|usd|eur|gbp|dollar/],
  [ASIN_RE, /b0/],
  [HTML_TAG_RE, /</],
  [HTML_CODE_RE, /<|javascript/],
  [EMOJI_RE, /[\u0080-\uffff]/],
]);

const NO_PATTERN_HITS: PatternHit[] = [];

export function findPattern(text: string, re: RegExp): PatternHit[] {
  const hint = HINTS.get(re);
  if (hint !== undefined && !hint.test(text)) return [];
  const hits: PatternHit[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    hits.push({ index: m.index, end: m.index + m[0].length, text: m[0] });
    if (m[0].length === 0) re.lastIndex++;
  }
  return hits;
}

/** Contact details of P1 / B1: URLs, e-mail addresses, phone numbers. E-mail wins over the URL inside it. */
export function findContacts(lower: string): PatternHit[] {
  const emails = lower.includes('@') ? findPattern(lower, EMAIL_RE) : NO_PATTERN_HITS;
  const urls = lower.includes('.') ? findPattern(lower, URL_RE) : NO_PATTERN_HITS;
  const phones = findPattern(lower, PHONE_RE);
  if (emails.length + urls.length + phones.length === 0) return [];
  return [...emails, ...(emails.length > 0 ? urls.filter((u) => !emails.some((e) => u.index < e.end && u.end > e.index)) : urls), ...phones];
}
