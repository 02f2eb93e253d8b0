import { describe, expect, it } from 'vitest';
import { putBrandFirst, rewriteTitle } from './title.ts';
import { limitWordRepeats } from '../text/word-repeats.ts';
import { shortenTitle } from '../text/shorten-title.ts';

const base = { brand: 'Acme', language: 'en' as const, maxChars: 75, nearChars: 73, maxRepeats: 2 };

describe('rewriteTitle', () => {
  it('removes banned and decorative characters, emoji and promo wording', () => {
    const out = rewriteTitle({ ...base, title: 'Acme ★ Best Seller!! Garden Hose 50 ft 🌱 Free Shipping, Green' });
    expect(out).toBe('Acme Garden Hose 50 ft, Green');
  });

  it('fixes an ALL CAPS title to title case, keeping acronyms and units', () => {
    expect(rewriteTitle({ ...base, title: 'ACME USB LED DESK LAMP WITH 3 BRIGHTNESS LEVELS' })).toBe(
      'Acme USB LED Desk Lamp with 3 Brightness Levels',
    );
  });

  it('capitalises an all lower-case title except stop words', () => {
    expect(rewriteTitle({ ...base, title: 'acme garden hose for the yard' })).toBe('Acme Garden Hose for the Yard');
  });

  it('keeps the title within the policy limit without cutting a word', () => {
    const out = rewriteTitle({
      ...base,
      title: 'Acme Stainless Steel Insulated Water Bottle for Hiking Camping Travel Office and Gym Use, 32 oz, Blue',
    });
    expect([...out].length).toBeLessThanOrEqual(72);
    expect(out.startsWith('Acme Stainless Steel Insulated Water Bottle')).toBe(true);
    expect(out).toContain('32 oz');
    expect(
      out
        .split(' ')
        .every((w) =>
          'Acme Stainless Steel Insulated Water Bottle for Hiking Camping Travel Office and Gym Use, 32 oz, Blue'.includes(
            w.replace(/,$/, ''),
          ),
        ),
    ).toBe(true);
  });
});

describe('title transforms', () => {
  it('puts the brand first once, completing a partial brand', () => {
    expect(putBrandFirst('Garden Hose by Acme', 'Acme')).toBe('Acme Garden Hose by');
    expect(putBrandFirst('Carson Dellosa Color Critters', 'Carson Dellosa Education')).toBe(
      'Carson Dellosa Education Color Critters',
    );
    expect(putBrandFirst('Garden Hose', 'Generic')).toBe('Garden Hose');
  });

  it('keeps a word at most twice, stop words exempt', () => {
    expect(limitWordRepeats('Chair Chair Chair for the Room for the Chair', 'en', 2)).toBe('Chair Chair for the Room for the');
  });

  it('drops trailing segments before cutting the first one', () => {
    expect(
      shortenTitle('Acme Garden Hose, Expandable, Kink Free, Lightweight Design for Yard, 50 ft', {
        maxChars: 40,
        nearChars: 73,
        language: 'en',
      }),
    ).toBe('Acme Garden Hose, Expandable, 50 ft');
  });
});
