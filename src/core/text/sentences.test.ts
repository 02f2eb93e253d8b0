import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numbersIn, numbersNotIn, splitSentences } from './sentences.ts';

/** Numbers, sizes and codes as listings write them. */
const SPEC = fc.constantFrom(
  '1.5',
  '3.0GHz',
  '7.56in/19.2cm',
  'AL-6061-T6',
  '5.5 hours',
  '1,600 GPH',
  '16. 9',
  '2.4GHz',
  '18650',
);
const WORDS = fc.constantFrom('Max running time', 'The lamp', 'Size', 'Made of', 'It reaches', 'Weighs approx.', 'No.');
const SENTENCE = fc.tuple(WORDS, SPEC, fc.constantFrom('.', '!', '?', '')).map(([w, s, end]) => `${w} ${s} on high${end}`);

describe('splitSentences', () => {
  it('never changes a number: every number token of the text is in one sentence, as written', () => {
    fc.assert(
      fc.property(fc.array(SENTENCE, { minLength: 1, maxLength: 6 }), fc.constantFrom(' ', '\n', '  '), (parts, gap) => {
        const text = parts.join(gap);
        const sentences = splitSentences(text);
        expect(sentences.flatMap(numbersIn)).toEqual(numbersIn(text));
        expect(numbersNotIn(sentences.join(' '), text)).toEqual([]);
      }),
    );
  });

  it('splits at sentence ends and line breaks, and keeps list numbers with their steps', () => {
    expect(splitSentences('Max running time reaches 1.5 hours on high. Then 5.5 hours on low setting.')).toEqual([
      'Max running time reaches 1.5 hours on high.',
      'Then 5.5 hours on low setting.',
    ]);
    expect(splitSentences('1. Turn on the light. 2. Clean the lens.\n3) Dry it')).toEqual([
      '1. Turn on the light.',
      '2. Clean the lens.',
      '3) Dry it',
    ]);
    expect(splitSentences('Size: 7.56in/19.2cm. Made of AL-6061-T6. W 20. 1 x 16. 9 inches. Weighs approx. 5 lb.')).toEqual([
      'Size: 7.56in/19.2cm.',
      'Made of AL-6061-T6.',
      'W 20. 1 x 16. 9 inches.',
      'Weighs approx. 5 lb.',
    ]);
  });

  it('names the numbers a text changed in form', () => {
    expect(numbersNotIn('reaches 1. 5 hours', 'reaches 1.5 hours')).toEqual(['1', '5']);
    expect(numbersNotIn('reaches 1.5 hours', 'reaches 1.5 hours')).toEqual([]);
  });
});
