import { describe, expect, it } from 'vitest';
import { canonicalNumber, factsOf, findInventedFacts } from './facts.ts';

describe('factsOf', () => {
  it.each([
    ['1,000', '1000'],
    ['1.50', '1.5'],
    ['2,5', '2.5'],
    ['1.234.567', '1234567'],
  ])('reads %s as %s', (raw, expected) => {
    expect(canonicalNumber(raw)).toBe(expected);
  });

  it('pairs numbers with units and aliases unit spellings', () => {
    expect(factsOf('Holds 5000mAh, 12 inches wide, 3 ½ lbs').map((f) => [f.number, f.unit])).toEqual([
      ['5000', 'mah'],
      ['12', 'in'],
      ['3', null],
      ['1', null],
      ['2', 'lb'],
    ]);
  });
});

describe('findInventedFacts', () => {
  it('accepts reordered and re-spaced facts from the source', () => {
    expect(findInventedFacts('12 in wide, 60 ml, 2,000 GPH', 'A 12-inch pump with 2000 GPH and a 60ml cup')).toEqual([]);
  });

  it('flags a number the source never states', () => {
    expect(findInventedFacts('Battery: 5000mAh', 'A small power bank').map((f) => f.text)).toEqual(['5000mAh']);
  });

  it('flags a known number with a different unit', () => {
    expect(findInventedFacts('Holds 5000mAh', 'Weighs 5000 kg')).toHaveLength(1);
  });

  it('lets a plain noun after a number match the bare number', () => {
    expect(findInventedFacts('Set of 6 chairs', 'Dining chairs, 6PCS')).toEqual([]);
  });
});
