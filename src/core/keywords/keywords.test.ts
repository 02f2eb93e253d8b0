import { describe, expect, it } from 'vitest';
import type { ListingText } from '../listings/content.ts';
import { placementOf, queryWords, searchCoverage, stem } from './index.ts';

const listing: ListingText = {
  title: 'Harbor Stainless Steel Dog Bowls, Set of 2, 32 oz',
  bullets: ['Non-Slip Base: rubber ring keeps the bowl in place', 'Dishwasher Safe: rinse or machine wash'],
  description: 'A sturdy feeding station for medium dogs and cats.',
  searchTerms: 'pet dish water feeder',
};

describe('placementOf', () => {
  it('finds the best field holding every word, ignoring case, plurals and stop words', () => {
    expect(placementOf('dog bowl', listing)).toBe('title');
    expect(placementOf('Bowls for Dogs', listing)).toBe('title');
    expect(placementOf('dishwasher safe bowl', listing)).toBe('bullets');
    expect(placementOf('feeding station cat', listing)).toBe('description');
    expect(placementOf('water dish', listing)).toBe('searchTerms');
  });

  it('places words spread over fields at the weakest field they need, and nowhere when a word is missing', () => {
    expect(placementOf('dog feeder', listing)).toBe('searchTerms');
    expect(placementOf('rubber dog bowl', listing)).toBe('bullets');
    expect(placementOf('ceramic dog bowl', listing)).toBeNull();
    expect(placementOf('', listing)).toBeNull();
  });

  it('ignores accents and reads "32oz" as "32 oz"', () => {
    expect(placementOf('32oz dog bowl', listing)).toBe('title');
    const fr: ListingText = { title: 'Gamelle pour Chien en Céramique', bullets: [], description: '', searchTerms: '' };
    expect(placementOf('gamelle ceramique', fr)).toBe('title');
  });
});

describe('stem and queryWords', () => {
  it('folds simple plurals and keeps words that only end in s', () => {
    expect(['bowls', 'batteries', 'boxes', 'glass', 'cactus', 'bus'].map(stem)).toEqual([
      'bowl',
      'battery',
      'box',
      'glass',
      'cactus',
      'bus',
    ]);
    expect(queryWords('The Bowls for the Dogs')).toEqual(['bowl', 'dog']);
    expect(queryWords('for the')).toEqual(['for', 'the']);
  });
});

describe('searchCoverage', () => {
  it('weighs each query by volume and by field (3/2/1 normalised)', () => {
    const result = searchCoverage(listing, [
      { keyword: 'dog bowl', volume: 300 },
      { keyword: 'dishwasher safe bowl', volume: 300 },
      { keyword: 'water dish', volume: 300 },
      { keyword: 'ceramic dog bowl', volume: 100 },
    ]);
    expect(result.coverage).toBeCloseTo((300 + 200 + 100) / 1000, 10);
    expect(result.keywords).toEqual([
      { keyword: 'dog bowl', placement: 'title' },
      { keyword: 'dishwasher safe bowl', placement: 'bullets' },
      { keyword: 'water dish', placement: 'searchTerms' },
      { keyword: 'ceramic dog bowl', placement: null },
    ]);
  });

  it('counts a query of unknown volume as one search, and no queries as no coverage', () => {
    expect(
      searchCoverage(listing, [
        { keyword: 'dog bowl', volume: null },
        { keyword: 'cat tree', volume: null },
      ]).coverage,
    ).toBe(0.5);
    expect(searchCoverage(listing, []).coverage).toBe(0);
    expect(searchCoverage(listing, [{ keyword: 'dog bowl', volume: 0 }]).coverage).toBe(0);
  });

  // Its speed (1,000 queries within 5 ms) is measured by `npm run bench` (bench/keyword-coverage.ts), not timed here.
  it('places each of 1,000 queries once and weighs them all', () => {
    const words = ['dog', 'bowl', 'steel', 'ceramic', 'water', 'dish', 'large', 'small', 'cat', 'feeder', 'mat', 'raised'];
    const keywords = Array.from({ length: 1000 }, (_, i) => ({
      keyword: `${words[i % 12]} ${words[(i * 7) % 12]} ${words[(i * 5 + 3) % 12]} ${i % 50}`,
      volume: (i * 37) % 5000,
    }));
    const result = searchCoverage(listing, keywords);
    expect(result.keywords.map((k) => k.keyword)).toEqual(keywords.map((k) => k.keyword));
    expect(result.coverage).toBeGreaterThanOrEqual(0);
    expect(result.coverage).toBeLessThanOrEqual(1);
  });
});
