import { describe, expect, it } from 'vitest';
import { joinWords, tokenize, tokenizeWords } from './tokens.ts';
import { internSpan, spanHash, trimWordTable } from './word-table.ts';

const SAMPLES = [
  '',
  'plain words only',
  "men's anti-slip socks - 2-pack, it's 100% cotton",
  "--lead-in' 'quoted' x-y-z a--b a-'b end-",
  'größe für café: naïve résumé',
  'math 𝐁𝐎𝐋𝐃 letters 𝐚-𝐛 and e\u0301 combining',
  'tab\tnew\nline\u00a0nbsp\u2028sep',
];

describe('tokenizeWords', () => {
  it('has the spans of tokenize and joinWords', () => {
    for (const text of SAMPLES) {
      const t = tokenize(text);
      const w = tokenizeWords(text);
      expect(w.starts).toEqual(t.starts);
      expect(w.tokenWords.map((x, i) => w.starts[i]! + x.text.length)).toEqual(t.ends);
      expect(w.tokenWords.map((x, i) => x.text === text.slice(t.starts[i], t.ends[i]))).not.toContain(false);
      expect(w.words.map((x) => x.text)).toEqual(joinWords(text, t));
      expect(w.wordStarts.map((s, i) => text.slice(s, s + w.words[i]!.text.length))).toEqual(joinWords(text, t));
    }
  });

  it('interns equal words as one object', () => {
    const a = tokenizeWords('red cup red');
    const b = tokenizeWords('a red mug');
    expect(a.words[0]).toBe(a.words[2]);
    expect(a.words[0]).toBe(b.words[1]);
    expect(a.words[1]).not.toBe(b.words[2]);
  });

  it('starts a fresh table when trimmed', () => {
    const before = internSpan('xyz', 0, 3, spanHash('xyz', 0, 3));
    trimWordTable(0);
    const after = internSpan('xyz', 0, 3, spanHash('xyz', 0, 3));
    expect(after).not.toBe(before);
    expect(after.text).toBe('xyz');
    expect(internSpan('-xyz-', 1, 4, spanHash('-xyz-', 1, 4))).toBe(after);
  });
});
