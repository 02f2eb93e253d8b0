import { describe, expect, it } from 'vitest';
import { putBrandFirst, rewriteTitle } from './title.ts';
import { limitWordRepeats } from '../text/word-repeats.ts';
import { shortenTitle } from '../text/shorten-title.ts';
import { stemmedWords } from '#core/keywords/index';
import { US_MARKETPLACE_ID } from '#core/marketplaces';
import { isWorkTitle } from './work-title.ts';
import { rewriteListing } from './rewrite-listing.ts';
import { planKeywords } from '../keywords/plan.ts';

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

describe('a shortened title says what the product is', () => {
  const keep = (query: string) => new Set(stemmedWords(query));

  it('keeps the type noun at the end of the product phrase, with no number torn from its unit', () => {
    const out = rewriteTitle({
      ...base,
      brand: 'X Rocker',
      title:
        'X Rocker 5129101 2.1 Sound Wireless Bluetooth 4 Speaker Video Gaming Chair with Pedestal Base & High Tech Audio 4" Subwoofer, 35.63 x 41.34 x 27.17, Black/Red',
    });
    expect([...out].length).toBeLessThanOrEqual(72);
    expect(out.startsWith('X Rocker ')).toBe(true);
    expect(out).toMatch(/Gaming Chair$/);
    expect(out).not.toMatch(/Bluetooth 4,/);
  });

  it('reads a short first segment as the start of a list, not as the product ("Beautiful Teal,")', () => {
    const out = rewriteTitle({
      ...base,
      brand: 'Gango Home Décor',
      title: 'Beautiful Teal, Tan and Brown Floral and Butterfly Print Set by Lisa Audit; Two 12x12in Poster Prints',
    });
    expect(out).toContain('Tan and Brown Floral');
    expect(out).toMatch(/Print Set/);
    expect(out).not.toMatch(/Teal,?$/);
  });

  it("keeps the source title's words of a targeted keyword, with the phrase that carries them", () => {
    const title =
      'Love Animal Galaxy Epic Space Scene with Nebula Half Face Mask Balaclava Women Men Ski Mask Bandana for Cycling';
    const plain = shortenTitle(title, { maxChars: 75, nearChars: 73, language: 'en', brand: 'Love Animal' });
    const targeted = shortenTitle(title, {
      maxChars: 75,
      nearChars: 73,
      language: 'en',
      brand: 'Love Animal',
      keep: keep('winter ski half mask'),
    });
    expect(stemmedWords(plain)).not.toContain('ski');
    expect(targeted.startsWith('Love Animal Galaxy Epic Space Scene')).toBe(true);
    for (const w of ['ski', 'half', 'mask']) expect(stemmedWords(targeted)).toContain(w);
    expect([...targeted].length).toBeLessThanOrEqual(72);
  });

  it('keeps a kept number with its unit and "for" before another brand\'s product', () => {
    const out = shortenTitle(
      "Nathan Men's Hydration Pack/Running Vest, VaporAir 7L Capacity with 2.0 L Water Bladder Included, Hydration Backpack, XS-M",
      { maxChars: 75, nearChars: 73, language: 'en', brand: 'Nathan', keep: keep('nathan vaporair 7l 2.0') },
    );
    expect(out).toContain('2.0 L');
    const sleeve = shortenTitle('Incase Designs Textured Hardshell in Woolenex for MacBook Air 13" W/Retina Display Protection', {
      maxChars: 75,
      nearChars: 73,
      language: 'en',
      brand: 'Incase Designs',
      keep: keep('incase macbook air 13 inch case'),
    });
    expect(sleeve).toContain('for MacBook Air 13"');
  });

  it('puts no brand in front of a book title', () => {
    const book = {
      marketplaceId: US_MARKETPLACE_ID,
      brand: 'Times Change Pr',
      title: 'Sex, Death, & the Angry Young Man: Conversations With Riane Eisler & David Loye',
      bullets: [],
      description: '',
    };
    expect(isWorkTitle(book)).toBe(true);
    expect(isWorkTitle({ ...book, isMedia: false, bullets: ['Steel frame, 40 lb capacity'] })).toBe(false);
    expect(isWorkTitle({ ...book, title: 'Five-Layer Activated Carbon Filter, Replaceable Filter Element' })).toBe(false);
    const out = rewriteTitle({ ...base, brand: book.brand, title: book.title, isWork: true, keep: keep('riane eisler') });
    expect(out.startsWith('Sex, Death, & the Angry Young Man: Conversations')).toBe(true);
    expect(out).toContain('Riane Eisler');
    expect(out).not.toContain('Times Change');
  });

  it('reads media product types whole: a video projector or a notebook computer is a product', () => {
    const listing = {
      marketplaceId: US_MARKETPLACE_ID,
      brand: 'Acme',
      title: 'Acme Laptop 15 inch',
      bullets: ['x'],
      description: '',
    };
    for (const productType of ['NOTEBOOK_COMPUTER', 'MUSICAL_INSTRUMENTS', 'VIDEO_GAME_CONSOLE', 'VIDEO_PROJECTOR'])
      expect(isWorkTitle({ ...listing, productType }), productType).toBe(false);
    for (const productType of ['ABIS_BOOK', 'ABIS_MUSIC', 'DVD', 'AUDIOBOOK'])
      expect(isWorkTitle({ ...listing, productType }), productType).toBe(true);
  });

  it("reads a title as a work's only on a work's wording, not on a product's attributes", () => {
    const listing = { marketplaceId: US_MARKETPLACE_ID, brand: 'Acme', bullets: [], description: '' };
    for (const title of [
      'Wireless Headphones with Volume Control, Black',
      'Stainless Tumbler, Color: Black, 20 oz',
      'Limited Edition Watch 42mm',
      'Phone Case for iPhone 15 Series',
    ])
      expect(isWorkTitle({ ...listing, title }), title).toBe(false);
    for (const title of [
      'The Hobbit: Or There and Back Again',
      'Cooking Basics, 2nd Edition',
      'Harry Potter and the Goblet of Fire (Book 4)',
      'Dune Paperback',
      'Drama (Spanish Edition)',
      'Abbey Road (Remastered)',
      'Friends: The Complete Series Season 3',
    ])
      expect(isWorkTitle({ ...listing, title }), title).toBe(true);
  });

  it("puts a targeted keyword into a work's title, with no brand in front", () => {
    const book = {
      marketplaceId: US_MARKETPLACE_ID,
      brand: 'Penguin Books',
      title: 'The Hobbit: Or There and Back Again',
      bullets: [],
      description: 'A fantasy novel for children about Bilbo Baggins.',
      isMedia: true,
    };
    const plan = planKeywords(book, [{ keyword: 'penguin fantasy novel', volume: null }], 'en');
    const out = rewriteListing(book, undefined, plan).title;
    expect(out).toContain('Fantasy Novel');
    expect(out).toContain('The Hobbit: Or There and Back Again');
    expect(out.toLowerCase()).not.toContain('penguin');
  });
});
