import { describe, expect, it } from 'vitest';
import { US_MARKETPLACE_ID } from '#core/marketplaces';
import { planKeywords } from '../keywords/plan.ts';
import { titleKeepWords } from './rewrite-listing.ts';

const listing = {
  marketplaceId: US_MARKETPLACE_ID,
  brand: 'Acme',
  title: 'Acme Insulated Tumbler with Lid and Straw, Stainless Steel Travel Mug, 20 oz, Black',
  bullets: ['Fits cup holders', 'Keeps drinks cold for 24 hours'],
  description: '',
};

describe('the keyword words a shortened title keeps', () => {
  it("takes the listing's words of the three strongest keywords only, in plan order", () => {
    const plan = planKeywords(
      listing,
      [
        { keyword: 'tumbler with lid', volume: 900 },
        { keyword: 'waterproof travel speaker', volume: 800 },
        { keyword: 'cup holder', volume: 700 },
        { keyword: 'black straw', volume: 500 },
      ],
      'en',
    );
    const planned = (k: string) => plan.keywords.find((p) => p.keyword === k)!.words;
    expect([...titleKeepWords(plan, listing.title)]).toEqual([
      ...new Set([...planned('tumbler with lid'), ...planned('waterproof travel speaker').slice(1, 2), ...planned('cup holder')]),
    ]);
  });

  it("keeps another brand's name only where the seller's title states it", () => {
    const plan = planKeywords(listing, [{ keyword: 'apple tumbler', volume: 10 }], 'en', ['apple tumbler']);
    const apple = [...plan.keywords[0]!.competitorWords];
    expect(apple.length).toBeGreaterThan(0);
    expect(apple.some((w) => titleKeepWords(plan, listing.title).has(w))).toBe(false);
    expect(apple.every((w) => titleKeepWords(plan, `${listing.title}, for Apple Watch`).has(w))).toBe(true);
  });
});
