import { CH } from './char-profile.ts';
import type { TextWords } from './tokens.ts';
import { defineWordFlag } from './word-table.ts';

/**
 * Structural patterns (not word lists), run on lower-cased normalised text. All are global
 * regexes compiled once; callers must go through `findPattern`, which resets `lastIndex`.
 */
export type PatternHit = { index: number; end: number; text: string };

/**
 * A leading run (domain name, e-mail local part, the digits of "% off") starts only where the
 * previous char cannot continue it: every later start in the run would scan to the run's end
 * again (quadratic on a long run) and fail or succeed alike. A domain name may start after a
 * hyphen ("shop.my-brand.com" → "brand.com"), but not after "-name-", a start already tried.
 * Bare domains only for generic TLDs: "support.It" is a missing space, not an Italian site.
 */
const TLD = '(?:com|net|org|info|biz|shop|store|co\\.uk)';
export const URL_RE = new RegExp(
  `(?:https?:\\/\\/|www\\.)[^\\s<>"]+|(?<![\\p{L}\\p{N}@.]|-[a-z0-9]+-+)[a-z0-9][a-z0-9-]*\\.${TLD}(?![\\p{L}\\p{N}])(?:\\/[^\\s<>"]*)?`,
  'gu',
);
export const EMAIL_RE = /(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/g;
/** Phone numbers: +country or (area) groups; bare dimension strings such as "120 x 60" don't match. */
export const PHONE_RE =
  /(?<![\w.])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{3})[\s.-]\d{3}[\s.-]\d{4}(?![\w.])|(?<![\w.])\+\d{2}[\s\d]{8,14}\d(?![\w.])|(?<![\w.])1-8\d\d-\d{3}-\d{4}(?![\w.])/g;
/** "2 Euro plugs" and "Euro pallets" are no prices. */
/**
 * National numbers of the European marketplaces, written with the trunk "0": UK "020 7946 0958",
 * "07700 900123", DE "030 12345678", "030/1234567", FR "01 23 45 67 89", IT "02 1234 5678".
 * Only spans of 10–12 digits count (isNationalNumber): shorter ones are sizes, dates or times.
 */
export const NATIONAL_PHONE_RE = /(?<![\w.,/+-])0\d{1,4}([ ./-])\d{2,8}(?:\1\d{2,8}){0,3}(?![\w,/-]|\.\d)/g;
const NATIONAL_DIGITS = { min: 10, max: 12 };
const GROUP_SEPARATOR = /[ ./-]/;

/**
 * 10–12 digits in groups with one separator (the regex's backreference), and none of the shapes
 * that are lists rather than numbers: a first group "00" (article numbers), groups all of one
 * length of 3 or more ("0100 0200 0300"), or pairs stepping evenly by 1–10 ("02 04 06 08 10").
 */
function isNationalNumber(hit: PatternHit): boolean {
  const groups = hit.text.split(GROUP_SEPARATOR);
  const digits = groups.reduce((n, g) => n + g.length, 0);
  if (digits < NATIONAL_DIGITS.min || digits > NATIONAL_DIGITS.max || groups[0] === '00') return false;
  if (groups.every((g) => g.length === groups[0]!.length)) {
    if (groups[0]!.length >= 3) return false;
    const step = Number(groups[1]) - Number(groups[0]);
    if (step >= 1 && step <= 10 && Number(groups[2]) - Number(groups[1]) === step) return false;
  }
  return true;
}

export const PRICE_RE =
  /[$€£¥]\s?\d+(?:[.,]\d{1,2})?|(?<![\p{L}\p{N}.,])\d+(?:[.,]\d{1,2})?\s?(?:€|£|¥|¢|usd|eur|gbp|dollars?|euros?)(?![\p{L}\p{N}])(?!\s+(?:plugs?|adapters?|sockets?|pallets?)(?![\p{L}]))|(?<!\d)\d+\s?%\s?off(?![\p{L}\p{N}])/gu;
export const ASIN_RE = /(?<![a-z0-9])b0[a-z0-9]{8}(?![a-z0-9])/g;
export const HTML_TAG_RE = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/g;
/**
 * Executable content: scripts, frames, embedded objects, inline event handlers, javascript: URLs.
 * A tag with a handler has no "<" in its body, and is looked at only when its ">" comes first (the
 * lookahead): otherwise every "<" and every " on…=" would scan on to the end of the text.
 */
export const HTML_CODE_RE =
  /<\s*(?:script|iframe|object|embed|applet|form|meta|link|style)\b[^>]*>?|javascript\s*:|<[a-z](?=[^<>]*>)[^<>]*\son[a-z]+\s*=[^<>]*>/g;
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
  [NATIONAL_PHONE_RE, /0\d{1,4}[ ./-]\d\d/],
  [PRICE_RE, /[$€£¥¢%]|usd|eur|gbp|dollar/],
  [ASIN_RE, /b0/],
  [HTML_TAG_RE, /</],
  [HTML_CODE_RE, /<|javascript/],
  [EMOJI_RE, /[\u0080-\uffff]/],
]);

/**
 * Characters a pattern needs (CH bits, any one of them): with none in the text, the pattern
 * cannot match. Checked against a field's char profile before the hint and the scan.
 */
const NEEDS_ANY_OF = new Map<RegExp, number>([
  [URL_RE, CH.DOT | CH.COLON],
  [EMAIL_RE, CH.AT],
  [PHONE_RE, CH.DIGIT],
  // € £ ¥ ¢ are non-ASCII; the word currencies follow a digit.
  [PRICE_RE, CH.DOLLAR | CH.PERCENT | CH.NON_ASCII | CH.DIGIT],
  [ASIN_RE, CH.DIGIT],
  [HTML_TAG_RE, CH.LT],
  [HTML_CODE_RE, CH.LT | CH.COLON],
]);

const NO_PATTERN_HITS: PatternHit[] = [];

/**
 * Word flags (word-table defineWordFlag) behind the hints: the hint's letters and digits lie
 * inside one token, so the hint can only match when a token with the flag is there. Read from
 * the field's tokens (TextWords.flags / dotFlags), they rule a pattern out without a scan.
 * - URL hint: "http" or "www" inside a token, or a token right after "." starting with a TLD
 *   ("co" covers "com" and "co.uk");
 * - PHONE hint: a token of exactly three ASCII digits between separators, or a "+" (CH.PLUS); a
 *   national number: a token of "0" and 1–4 digits;
 * - ASIN hint: "b0" inside a token;
 * - price words: "usd", "eur", "gbp" or "dollar" inside a token;
 * - executable code: a "<" (CH.LT), or "javascript" inside a token.
 */
const HTTP_OR_WWW = defineWordFlag((w) => w.includes('http') || w.includes('www'));
const TLD_START = defineWordFlag((w) => /^(?:co|net|org|info|biz|shop|store)/.test(w));
const THREE_DIGITS = defineWordFlag((w) => /^[0-9]{3}$/.test(w));
/** A national number starts with a token "0" + 1–4 digits ("020", "07700"). */
const TRUNK_ZERO = defineWordFlag((w) => /^0[0-9]{1,4}$/.test(w));
const HAS_B0 = defineWordFlag((w) => w.includes('b0'));
/** Without $ % € £ ¥ ¢, a price needs a currency word after a digit. */
const PRICE_WORDS = ['usd', 'eur', 'gbp', 'dollar'];
const HAS_PRICE_WORD = defineWordFlag((w) => PRICE_WORDS.some((p) => w.includes(p)));
/** Executable code without a "<" needs "javascript:" (a colon alone is in most bullets: "HEADER: text"). */
const HAS_JAVASCRIPT = defineWordFlag((w) => w.includes('javascript'));

function mayHaveUrl(words: TextWords): boolean {
  return (words.flags & HTTP_OR_WWW) !== 0 || (words.dotFlags & TLD_START) !== 0;
}

function mayHavePhone(chars: number, words: TextWords): boolean {
  return (words.flags & THREE_DIGITS) !== 0 || (chars & CH.PLUS) !== 0;
}

const CURRENCY_SIGN = /[€£¥¢]/;

function mayHavePrice(text: string, chars: number, words: TextWords | undefined): boolean {
  if ((chars & (CH.DOLLAR | CH.PERCENT)) !== 0) return true;
  if ((chars & CH.NON_ASCII) !== 0 && CURRENCY_SIGN.test(text)) return true;
  if ((chars & CH.DIGIT) === 0) return false;
  return words !== undefined ? (words.flags & HAS_PRICE_WORD) !== 0 : PRICE_WORDS.some((w) => text.includes(w));
}

/**
 * findPattern, skipped when the text's char profile (`chars`, CH bits) lacks what the pattern
 * needs, or (given the text's tokens, `words`) no token has the word flag its hint needs.
 */
export function findPatternIn(text: string, chars: number, re: RegExp, words?: TextWords): PatternHit[] {
  const needs = NEEDS_ANY_OF.get(re);
  if (needs !== undefined && (chars & needs) === 0) return NO_PATTERN_HITS;
  if (re === PRICE_RE && !mayHavePrice(text, chars, words)) return NO_PATTERN_HITS;
  if (words !== undefined) {
    if (re === URL_RE && !mayHaveUrl(words)) return NO_PATTERN_HITS;
    if (re === PHONE_RE && !mayHavePhone(chars, words)) return NO_PATTERN_HITS;
    if (re === ASIN_RE && (words.flags & HAS_B0) === 0) return NO_PATTERN_HITS;
    if (re === HTML_CODE_RE && (chars & CH.LT) === 0 && (words.flags & HAS_JAVASCRIPT) === 0) return NO_PATTERN_HITS;
  }
  return findPattern(text, re);
}

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

const SCHEME_OR_WWW = /^(?:https?:\/\/|www\.)/;
/** The marketplace's own name ("Certified Refurbished products on Amazon.com") is no contact detail. */
const AMAZON_ITSELF = /^amazon\.(?:com|co\.uk)$/;

function isLowerAscii(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

function isUpperAscii(c: number): boolean {
  return c >= 0x41 && c <= 0x5a;
}

/**
 * "insulated.Net weight", "the pouch.Store it": a bare domain whose TLD starts upper-case right
 * after a lower-case letter in the seller's text (`norm`, aligned with `lower`) is a missing space
 * after a full stop. The name part of a bare domain has no dot, so its first dot starts the TLD.
 */
function isMissingSpace(norm: string, url: PatternHit): boolean {
  if (SCHEME_OR_WWW.test(url.text)) return false;
  const dot = url.index + url.text.indexOf('.');
  return isLowerAscii(norm.charCodeAt(dot - 1)) && isUpperAscii(norm.charCodeAt(dot + 1));
}

/** National numbers that no international match already covers ("+44 020 …"). */
function nationalNumbers(lower: string, phones: readonly PatternHit[]): PatternHit[] {
  const hits = findPattern(lower, NATIONAL_PHONE_RE);
  if (hits.length === 0) return hits;
  return hits.filter((h) => isNationalNumber(h) && !phones.some((p) => h.index < p.end && h.end > p.index));
}

/**
 * Contact details of P1 / B1: URLs, e-mail addresses, phone numbers. E-mail wins over the URL inside it.
 * `chars` (the text's CH bits, when known) and `words` (its tokens) skip scans that cannot match.
 * `norm`, the text before lower-casing, drops missing spaces read as domains (isMissingSpace); it
 * is ignored when lower-casing changed the length (then indices differ and every URL is kept).
 */
export function findContacts(lower: string, chars?: number, words?: TextWords, norm?: string): PatternHit[] {
  const known = chars !== undefined;
  const emails = (known ? (chars & CH.AT) !== 0 : lower.includes('@')) ? findPattern(lower, EMAIL_RE) : NO_PATTERN_HITS;
  let urls = (known ? (chars & CH.DOT) !== 0 && (words === undefined || mayHaveUrl(words)) : lower.includes('.'))
    ? findPattern(lower, URL_RE)
    : NO_PATTERN_HITS;
  if (urls.length > 0) {
    const aligned = norm !== undefined && norm.length === lower.length;
    urls = urls.filter((u) => !AMAZON_ITSELF.test(u.text) && !(aligned && isMissingSpace(norm, u)));
  }
  const international =
    !known || ((chars & CH.DIGIT) !== 0 && (words === undefined || mayHavePhone(chars, words)))
      ? findPattern(lower, PHONE_RE)
      : NO_PATTERN_HITS;
  const national =
    !known || ((chars & CH.DIGIT) !== 0 && (words === undefined || (words.flags & TRUNK_ZERO) !== 0))
      ? nationalNumbers(lower, international)
      : NO_PATTERN_HITS;
  const phones = national.length > 0 ? [...international, ...national] : international;
  if (emails.length + urls.length + phones.length === 0) return [];
  return [
    ...emails,
    ...(emails.length > 0 ? urls.filter((u) => !emails.some((e) => u.index < e.end && u.end > e.index)) : urls),
    ...phones,
  ];
}
