import { describe, expect, it } from 'vitest';
import { countChars, normalizeProfiled, normalizeText, profileRaw } from './text.ts';
import { findEmoji, findFieldEmoji } from './char-checks.ts';
import { createTextField } from './text-field.ts';
import { htmlTagEnd, tagNameEnd, tagNameStart } from './html-tags.ts';
import { LEAD_IN, matchLeadIn } from './lead-in.ts';
import { ASIN_RE, findContacts, findPattern, findPatternIn, HTML_TAG_RE, PHONE_RE, PRICE_RE, URL_RE } from './patterns.ts';
import { tokenizeWords } from './tokens.ts';
import { visibleChars } from './rules/desc-thin.ts';

/** Hand-written scanners must answer exactly what the regexes they replace answer. */
function randomTexts(alphabet: readonly string[], count: number, maxLength: number): string[] {
  let seed = 12345;
  const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(next() * maxLength) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  );
}

describe('scanners equal their regexes', () => {
  it('matchLeadIn = LEAD_IN', () => {
    const texts = randomTexts(
      ['a', 'B', ' ', ':', '-', '–', '—', '\u{1D400}', '\ud835', 'é', 'xyz', '\u00a0', '\u2028', '\t', '\ufeff', '\u0085'],
      20000,
      90,
    );
    for (const t of texts) {
      const m = LEAD_IN.exec(t);
      expect(matchLeadIn(t), JSON.stringify(t)).toEqual(m ? { header: m[1], end: m[0].length } : null);
    }
  });

  it('htmlTagEnd walks the HTML_TAG_RE matches', () => {
    const texts = randomTexts(
      ['<', '>', '/', 'a', 'b', '1', ' ', '\u00a0', '\n', '=', '"', 'A', '<br>', '</p>', '<a href="x">', 'é'],
      20000,
      16,
    );
    for (const t of texts) {
      const expected = [...t.matchAll(HTML_TAG_RE)].map(
        (m) => `${m.index}-${m.index + m[0].length}:${/^<\/?([a-z][a-z0-9]*)/.exec(m[0])![1]}`,
      );
      const actual: string[] = [];
      for (let at = t.indexOf('<'); at >= 0;) {
        const end = htmlTagEnd(t, at);
        if (end < 0) {
          at = t.indexOf('<', at + 1);
          continue;
        }
        const nameStart = tagNameStart(t, at);
        actual.push(`${at}-${end}:${t.slice(nameStart, tagNameEnd(t, nameStart))}`);
        at = t.indexOf('<', end);
      }
      expect(actual, JSON.stringify(t)).toEqual(expected);
    }
  });

  it('visibleChars = countChars of the tag-stripped, trimmed text', () => {
    const texts = randomTexts(
      ['<', '>', ' ', 'a', '\u00a0', '\ud83d', '\ude00', '\n', 'é', '\u2028', '\ufeff', '<b>', '</p>'],
      20000,
      14,
    );
    for (const t of texts) expect(visibleChars(t), JSON.stringify(t)).toBe(countChars(t.replace(/<[^>]*>/g, ' ').trim()));
  });

  it('normalizeProfiled(profileRaw) = normalizeText, chars = countChars', () => {
    const alphabet = [
      'a',
      'B',
      ' ',
      '  ',
      '\t',
      '\n',
      '\u00a0',
      '\u2019',
      '\u201c',
      '\u2033',
      '\u2032',
      'é',
      'e\u0301',
      '\u0301',
      '\ufb01',
      '\uff26',
      '\u2122',
      '\u{1F33F}',
      '\u{1D400}',
      '\ud83c',
      '\udf3f',
      '\u1100',
      '\u1161',
      '\uac00',
      '\u2028',
      '\ufeff',
      '\u0085',
      '\ufe0f',
      '\u2460',
      '\u00bd',
      'ß',
      '\u0130',
      '\u3000',
      '–',
      '【',
    ];
    for (const t of randomTexts(alphabet, 20000, 12)) {
      const profile = profileRaw(t);
      expect(normalizeProfiled(t, profile), JSON.stringify(t)).toBe(normalizeText(t));
      expect(profile.chars).toBe(countChars(t));
    }
    // Every BMP character, alone and after a letter and a space.
    for (let c = 0x80; c < 0x10000; c++) {
      const t = `a${String.fromCharCode(c)}  ${String.fromCharCode(c)}b`;
      expect(normalizeProfiled(t, profileRaw(t)), c.toString(16)).toBe(normalizeText(t));
    }
  });

  it('findFieldEmoji = findEmoji on raw and normalised text', () => {
    const alphabet = [
      'a',
      ' ',
      '\u00a9',
      '\u00ae',
      '\u2122',
      '\u2194',
      '\u2600',
      '\u2705',
      '\u{1F33F}',
      '\u{1F1FA}',
      '\ufe0f',
      '\ud83c',
      '\udf3f',
      '\u3297',
      '\u{1F21A}',
      '\u2460',
      'é',
      '\u2019',
      '\u00a0',
      '\uff01',
    ];
    for (const t of randomTexts(alphabet, 20000, 8)) {
      const field = createTextField(t, 'en');
      expect(findFieldEmoji(field), JSON.stringify(t)).toEqual(findEmoji(field.raw));
      expect(findFieldEmoji(field, 'norm'), JSON.stringify(t)).toEqual(findEmoji(field.norm));
    }
  });

  it('pattern pre-checks (char profile, word flags) never drop a match', () => {
    const alphabet = [
      'a',
      ' ',
      '.',
      '-',
      '+',
      '(',
      ')',
      '/',
      ':',
      '@',
      '1',
      '23',
      '456',
      '7890',
      'http',
      's://',
      'www',
      'com',
      'co',
      '.uk',
      'net',
      'store',
      'b0',
      'x9',
      'usd',
      'eur',
      'dollar',
      '$',
      '%',
      'off',
      '€',
      'é',
      '\u00a0',
    ];
    for (const t of randomTexts(alphabet, 20000, 14)) {
      const words = tokenizeWords(t);
      expect(findContacts(t, words.chars, words), t).toEqual(findContacts(t));
      for (const re of [URL_RE, PHONE_RE, ASIN_RE, PRICE_RE])
        expect(findPatternIn(t, words.chars, re, words), `${re.source} ${t}`).toEqual(findPattern(t, re));
    }
  });
});
