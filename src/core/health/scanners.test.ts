import { describe, expect, it } from 'vitest';
import { countChars } from './text.ts';
import { htmlTagEnd, tagNameEnd, tagNameStart } from './html-tags.ts';
import { LEAD_IN, matchLeadIn } from './lead-in.ts';
import { HTML_TAG_RE } from './patterns.ts';
import { visibleChars } from './rules/desc-thin.ts';

/** Hand-written scanners must answer exactly what the regexes they replace answer. */
function randomTexts(alphabet: readonly string[], count: number, maxLength: number): string[] {
  let seed = 12345;
  const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, () => Array.from({ length: Math.floor(next() * maxLength) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
}

describe('scanners equal their regexes', () => {
  it('matchLeadIn = LEAD_IN', () => {
    const texts = randomTexts(['a', 'B', ' ', ':', '-', '–', '—', '\u{1D400}', '\ud835', 'é', 'xyz', '\u00a0', '\u2028', '\t', '\ufeff', '\u0085'], 20000, 90);
    for (const t of texts) {
      const m = LEAD_IN.exec(t);
      expect(matchLeadIn(t), JSON.stringify(t)).toEqual(m ? { header: m[1], end: m[0].length } : null);
    }
  });

  it('htmlTagEnd walks the HTML_TAG_RE matches', () => {
    const texts = randomTexts(['<', '>', '/', 'a', 'b', '1', ' ', '\u00a0', '\n', '=', '"', 'A', '<br>', '</p>', '<a href="x">', 'é'], 20000, 16);
    for (const t of texts) {
      const expected = [...t.matchAll(HTML_TAG_RE)].map((m) => `${m.index}-${m.index + m[0].length}:${/^<\/?([a-z][a-z0-9]*)/.exec(m[0])![1]}`);
      const actual: string[] = [];
      for (let at = t.indexOf('<'); at >= 0; ) {
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
    const texts = randomTexts(['<', '>', ' ', 'a', '\u00a0', '\ud83d', '\ude00', '\n', 'é', '\u2028', '\ufeff', '<b>', '</p>'], 20000, 14);
    for (const t of texts) expect(visibleChars(t), JSON.stringify(t)).toBe(countChars(t.replace(/<[^>]*>/g, ' ').trim()));
  });
});
