import { describe, expect, it } from 'vitest';
import { dropRepeatedItems } from './item-repeats.ts';

describe('dropRepeatedItems', () => {
  it('drops list items that say an earlier item again in another order or number', () => {
    expect(
      dropRepeatedItems(
        'APPLICATIONS: These balloons yellow, balloon yellow, balloons orange, orange balloon, balloon orange, yellow matte balloons are perfect',
        'en',
      ),
    ).toBe('APPLICATIONS: These balloons yellow, balloons orange, yellow matte balloons are perfect');
  });

  it('knows an item by what follows its colon, and keeps the first of each', () => {
    expect(dropRepeatedItems('Includes: Yellow balloons, balloons yellow, tangerine balloons', 'en')).toBe(
      'Includes: Yellow balloons, tangerine balloons',
    );
  });

  it('keeps items with a number, clauses, and items that name something else', () => {
    const kept = [
      'Set of 2 pcs, 2 pcs spare',
      'Red cup, cup red with 12 oz',
      'Fits the lid, the lid fits the jar tightly and seals',
      'Orange balloons, yellow orange balloons, deep orange balloons',
    ];
    for (const text of kept) expect(dropRepeatedItems(text, 'en')).toBe(text);
  });
});
