import { describe, expect, it } from 'vitest';
import { optimizeFeatures } from './gates.ts';

const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';

describe('optimizeFeatures', () => {
  it('needs nothing extra for the listing’s own language in the home marketplace', () => {
    expect(optimizeFeatures({ language: 'en', listingLanguage: 'en', listingMarketplaceId: US, homeMarketplaceId: US })).toEqual(
      [],
    );
  });

  it('treats the listing’s own language as plain rewriting, even when it is not English', () => {
    expect(optimizeFeatures({ language: 'de', listingLanguage: 'de', listingMarketplaceId: DE, homeMarketplaceId: DE })).toEqual(
      [],
    );
  });

  it('needs Multilingual for another language', () => {
    expect(optimizeFeatures({ language: 'de', listingLanguage: 'en', listingMarketplaceId: US, homeMarketplaceId: US })).toEqual([
      'multilingual',
    ]);
  });

  it('needs Multiple marketplaces outside the home marketplace, after Multilingual', () => {
    expect(optimizeFeatures({ language: 'en', listingLanguage: 'de', listingMarketplaceId: DE, homeMarketplaceId: US })).toEqual([
      'multilingual',
      'allMarketplaces',
    ]);
    expect(optimizeFeatures({ language: 'de', listingLanguage: 'de', listingMarketplaceId: DE, homeMarketplaceId: US })).toEqual([
      'allMarketplaces',
    ]);
  });

  it('has no home marketplace to compare with before the first listing', () => {
    expect(
      optimizeFeatures({ language: 'en', listingLanguage: 'en', listingMarketplaceId: US, homeMarketplaceId: null }),
    ).toEqual([]);
  });
});
