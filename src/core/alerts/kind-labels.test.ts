import { describe, expect, it } from 'vitest';
import { alertKindLine, amazonCodeLabel } from './kind-labels.ts';

describe('an alert in one line of mail', () => {
  it("names the kind, what it costs and Amazon's words with its code, spelled as on the card", () => {
    const line = alertKindLine({ kind: 'listing_suppressed', message: 'Missing main image.', code: '18155' });
    expect(line).toBe(
      `Suppressed. Hidden from shoppers until fixed, so it makes no sales. Amazon says: Missing main image. (${amazonCodeLabel('18155')})`,
    );
    expect(amazonCodeLabel('18155')).toBe('Amazon code 18155');
  });

  it('says our own finding without "Amazon says", and a resolution as its message', () => {
    expect(alertKindLine({ kind: 'not_buyable', message: 'No offer.', code: null })).toBe(
      'Not buyable. Shoppers may still see it but cannot add it to their cart. No offer.',
    );
    expect(alertKindLine({ kind: 'resolved', message: 'Amazon no longer suppresses it.', code: null })).toBe(
      'Amazon no longer suppresses it.',
    );
  });
});
