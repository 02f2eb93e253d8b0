import { describe, expect, it } from 'vitest';
import { US_MARKETPLACE_ID } from '#core/marketplaces';
import { buildSearchTerms } from './search-terms.ts';

const DE = 'A1PA6795UKMFR9';

describe("buildSearchTerms: the listing's own words", () => {
  it('keeps content words a shopper types, not the function words of the sentences around them', () => {
    // Corpus listing B07J5WD38H: these words gave "just sure include order all way around".
    const title = 'Womens Chemo Nightmare Before Christmas Beanie Chemo Hat Alopecia Cancer Hat';
    const description =
      'Quality handmade in the USA. Size: My hats will fit heads that measure 21 - 22 1/2 inches. Just be sure to include your measurements with your order. (Measure all the way around head at forehead level). Fabric: 95% Cotton and 5% Lycra. Washer/dryer safe (wash in cold water, dry on low heat to avoid shrinking).';
    const terms = buildSearchTerms(
      { marketplaceId: US_MARKETPLACE_ID, brand: 'CJ Hats', title, bullets: [], description },
      { title, bullets: [], description },
      null,
    );
    expect(terms.split(' ')).toEqual(expect.arrayContaining(['forehead', 'cotton', 'lycra', 'washer', 'dryer']));
    for (const filler of ['just', 'sure', 'include', 'your', 'order', 'all', 'way', 'around', 'will', 'that'])
      expect(terms.split(' ')).not.toContain(filler);
  });

  it("reads a listing without keywords in its marketplace's language", () => {
    const title = 'Trinkflasche aus Edelstahl';
    const terms = buildSearchTerms(
      {
        marketplaceId: DE,
        brand: 'Acme',
        title,
        bullets: [],
        description: 'Sie können diese Flasche immer mit kaltem Wasser füllen, auch im Sommer.',
      },
      { title, bullets: [], description: '' },
      null,
    );
    expect(terms).toBe('flasche kaltem wasser füllen sommer');
  });
});
