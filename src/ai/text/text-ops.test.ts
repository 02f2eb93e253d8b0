import { describe, expect, it } from 'vitest';
import { flattenBrackets, withoutDanglingEnd } from './text-ops.ts';

describe('flattenBrackets', () => {
  it('makes each bracketed group a comma-separated segment', () => {
    expect(flattenBrackets('Acme Mug (Red, Blue) [2 Pack] 12 oz')).toBe('Acme Mug, Red, Blue, , 2 Pack, 12 oz');
  });
});

describe('withoutDanglingEnd', () => {
  it('drops the words a cut left hanging, a verb waiting for its object among them', () => {
    // Corpus listing B075V6S59T: "… 20% of our profit goes to charities" was cut after "goes".
    expect(withoutDanglingEnd('Each year 20% of our profit goes')).toBe('Each year 20% of our profit');
    expect(withoutDanglingEnd('Casters will not')).toBe('Casters');
  });
});
