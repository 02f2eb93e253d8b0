import { describe, expect, it } from 'vitest';
import { flattenBrackets } from './text-ops.ts';

describe('flattenBrackets', () => {
  it('makes each bracketed group a comma-separated segment', () => {
    expect(flattenBrackets('Acme Mug (Red, Blue) [2 Pack] 12 oz')).toBe('Acme Mug, Red, Blue, , 2 Pack, 12 oz');
  });
});
