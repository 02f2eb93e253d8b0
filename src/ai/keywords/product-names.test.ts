import { describe, expect, it } from 'vitest';
import { US_MARKETPLACE_ID } from '#core/marketplaces';
import { buildSearchTerms } from './search-terms.ts';
import { productNames } from './product-names.ts';

describe('productNames', () => {
  it("gives the other names of the product its title names, the longest name first, and its type's name", () => {
    expect(productNames("adidas Originals Women's Superstar Sneakers, White 8")).toEqual(['shoes', 'trainers', 'footwear']);
    // "Dance Shoe" is read whole: plain "shoe" adds nothing more.
    expect(productNames("Bloch Women's Troupe Dance Shoe, Black, 9")).toEqual(['dancing', 'footwear']);
    expect(productNames('Big Little Lies', 'ABIS_BOOK')).toEqual(['book', 'reading']);
    expect(productNames('Fathers & Daughters')).toEqual([]);
  });

  it("reads a name across the model number inside it, and a media type's kind with its other names", () => {
    expect(productNames('Light and Motion Sola Dive 1200 S/F Light, Black, 104x56x56')).toEqual([
      'diving',
      'flashlight',
      'torch',
      'scuba',
      'underwater',
    ]);
    expect(productNames('Father of the Bride (1991)(Theatrical Version)')).toEqual(['movie', 'film']);
    expect(productNames('Playlist', 'ABIS_DVD')).toEqual(['movie', 'film', 'dvd', 'music', 'songs']);
    // A type that names no kind adds no word ("product").
    expect(productNames('Big Express', 'PRODUCT')).toEqual([]);
    expect(productNames('Rambler 26 oz', 'BOTTLE')).toEqual(['bottle', 'flask', 'drinkware']);
  });

  it('reads the kind a title states by its form: a US shoe size, an author with a publication date, a remaster', () => {
    // Corpus listings B013L59OCA, B01N07LGHU and B000TECI02, whose search terms were empty.
    expect(productNames("Bloch Women's Spin II, Light Sand, Medium/6-7.5 M US")).toEqual(['shoe', 'footwear']);
    expect(productNames('Big Little Lies by Liane Moriarty (2014-07-29)')).toEqual(['book', 'reading']);
    expect(productNames('This World Over (2001 Remaster)')).toEqual(['music', 'song', 'album']);
    // A name after "by" without the date is no author ("Father By Accident").
    expect(productNames('Father By Accident')).toEqual([]);
  });

  it('fills search terms of a title-only listing with them, leaving out what the copy carries', () => {
    const title = 'Princeton Tec Torrent LED Dive Light (330 Lumens, Neon Yellow)';
    const terms = buildSearchTerms(
      { marketplaceId: US_MARKETPLACE_ID, brand: 'Princeton Tec', title, bullets: [], description: '' },
      { title, bullets: ['Bright underwater light for scuba divers'], description: '' },
      null,
    );
    expect(terms).toBe('diving flashlight torch');
  });
});
