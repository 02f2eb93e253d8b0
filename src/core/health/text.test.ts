import { describe, expect, it } from 'vitest';
import { countBytes, countChars, normalizeText, quote } from './text.ts';

describe('text conventions', () => {
  it.each([
    ['abc', 3, 3],
    ['Größe', 5, 7],
    ['crème brûlée', 12, 15],
    ['👍', 1, 4],
    ['', 0, 0],
  ])('%s: %i chars, %i bytes', (s, chars, bytes) => {
    expect(countChars(s)).toBe(chars);
    expect(countBytes(s)).toBe(bytes);
    expect(countBytes(s)).toBe(new TextEncoder().encode(s).length);
  });

  it('normalises NFKC, quotes and whitespace', () => {
    expect(normalizeText('  “Ｆｕｌｌ”\t width  ’s ')).toBe('"Full" width \'s');
    expect(normalizeText('Cre\u0300me')).toBe('Crème');
  });

  it('quotes plain text, cut to about 40 characters', () => {
    expect(quote('abc')).toBe('"abc"');
    expect(quote('x'.repeat(100))).toHaveLength(42);
    expect(quote('a\nb "c"')).toBe('"a b \'c\'"');
  });
});
