import { describe, expect, it } from 'vitest';
import { CAT, scanLexicons } from '#core/health/index';
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

  /** The search terms a title-only draft gets from a listing's description. */
  const fromDescription = (title: string, description: string) =>
    buildSearchTerms(
      { marketplaceId: US_MARKETPLACE_ID, brand: 'Acme', title, bullets: [], description },
      { title, bullets: [], description: '' },
      null,
    ).split(' ');

  it("leaves out the sentences' verbs, adverbs and interjections, and keeps their product words", () => {
    // Corpus listings B097CW34WX, B005QIYMNM and B07NLY39YN gave "means", "yep", "real", "prolongs".
    const terms = fromDescription(
      'Acme Pool Pump',
      'A strainer basket on the pump prolongs the life of the motor. Ours harness the power of magnets (yep, real magnets). ' +
        'He means it. The hose fits slightly loosely and dries quickly; it also chills drinks. Holds 2 drinks.',
    );
    expect(terms).toEqual(expect.arrayContaining(['strainer', 'basket', 'motor', 'magnets', 'hose', 'drinks']));
    for (const filler of ['prolongs', 'yep', 'real', 'means', 'slightly', 'loosely', 'quickly', 'chills'])
      expect(terms).not.toContain(filler);
  });

  it('leaves out a past form after a person, a phrasal verb and an idiom, and keeps the nouns of the same words', () => {
    // Corpus listing B07NJDLT99 (the demo's YETI mug) gave "chance push decided".
    const terms = fromDescription(
      'Acme Mug',
      'Many camping mugs don’t stand a chance in the wild. A hot mug of joe gives you enough fuel to push on. So we decided to make a mug of our own. Press the push button to set up the timer.',
    );
    expect(terms).toEqual(expect.arrayContaining(['camping', 'wild', 'joe', 'fuel', 'button', 'timer']));
    for (const filler of ['chance', 'decided', 'set']) expect(terms).not.toContain(filler);
    // "the push button": "push" is a noun there as well, so it stays.
    expect(terms).toContain('push');
  });

  it('leaves out words the source ran together, and keeps compounds that are words', () => {
    // Corpus listings B097CW34WX and B08RLSLFRN: a heading run into its sentence.
    const terms = fromDescription(
      'Acme Tumbler with Lid',
      'Cold all day. MAGSLIDER LIDDays on the dock go by. Comes with one lidThe family of drinkware. A waterproof backpack to pack your water bottle, back to school. Great for skiiing. Fits Women’sPlus and Regular sizes.',
    );
    expect(terms).toEqual(expect.arrayContaining(['dock', 'drinkware', 'waterproof', 'backpack']));
    for (const glued of ['liddays', 'lidthe', 'skiiing', 'splus']) expect(terms).not.toContain(glued);
  });

  it("keeps out praise by the health engine's search-term lexicon, which flags it in the seller's terms too", () => {
    const terms = fromDescription(
      'Acme Vase',
      'A stunning vase with gorgeous flowers, a wonderful centerpiece for super glue fans.',
    );
    expect(terms).toEqual(expect.arrayContaining(['flowers', 'centerpiece']));
    for (const praise of ['stunning', 'gorgeous', 'wonderful']) {
      expect(terms).not.toContain(praise);
      expect(scanLexicons(praise, 'en').some((h) => (h.mask & CAT.SEARCH_SUBJECTIVE) !== 0)).toBe(true);
    }
    expect(scanLexicons('super glue', 'en').some((h) => (h.mask & CAT.SEARCH_SUBJECTIVE) !== 0)).toBe(false);
  });
});
