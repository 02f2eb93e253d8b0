import { describe, expect, it } from 'vitest';
import type { CoreText, ListingContent } from '#core/listings/content';
import { optimizeWithGuardrails } from '../guardrails.ts';
import { createOfflineProvider } from '../offline/offline-provider.ts';
import type { AiProvider } from '../types.ts';

const NOW = new Date('2026-11-01T00:00:00Z');
const offline = createOfflineProvider({ now: () => NOW });
const listing: ListingContent = {
  marketplaceId: 'ATVPDKIKX0DER',
  brand: 'Harbor',
  title: 'Harbor Stainless Steel Pet Bowls, Set of 2, 32 oz, Non-Slip Rubber Base',
  bullets: [
    'Stainless Steel: 18/8 steel that will not rust or hold odours',
    'Non-Slip Base: a rubber ring keeps the bowl in place on tile and wood floors',
    'Easy Care: dishwasher safe, rinse or machine wash',
    'Two Sizes in One Set: a food bowl and a water bowl for every meal',
    'Wide Rim: easy to lift and to carry to the porch',
  ],
  description: 'A sturdy feeding station for medium dogs and puppies. Packs flat for camping trips.',
  searchTerms: 'Dish, Nike feeder',
};

describe('the rewrite with targeted keywords', () => {
  it('puts the strongest supported keyword early in the title and reports every placement', async () => {
    const result = await optimizeWithGuardrails(
      offline,
      {
        listing,
        language: 'en',
        keywords: [
          { keyword: 'puppy bowl', volume: 400 },
          { keyword: 'dog food bowl', volume: 2140 },
          { keyword: 'waterproof dog bowl', volume: 900 },
        ],
      },
      NOW,
    );
    expect(result.text.title).toMatch(/^Harbor Dog Food Bowl /);
    expect(result.keywordPlacements).toEqual([
      // "puppies" is in the description: a field of its own, though a weak one.
      { keyword: 'puppy bowl', placement: 'description' },
      { keyword: 'dog food bowl', placement: 'title' },
      { keyword: 'waterproof dog bowl', placement: null },
    ]);
    expect(result.needsConfirmation).toEqual(['waterproof dog bowl']);
    expect(JSON.stringify(result.text).toLowerCase()).not.toContain('waterproof');
    expect(result.searchTerms.split(' ')).toContain('puppy');
  });

  it("rewrites the search terms: missing keyword words first, then the seller's own, then the listing's own words; lower case, no brands or repeats", async () => {
    const result = await optimizeWithGuardrails(
      offline,
      {
        listing,
        language: 'en',
        keywords: [
          { keyword: 'Puppy camping bowls', volume: null },
          { keyword: 'Yeti dog bowl', volume: null },
        ],
      },
      NOW,
    );
    // The first keyword went into the title; "yeti" is unstated and another brand, and so is "nike".
    expect(result.text.title).toMatch(/^Harbor Puppy Camping Bowls /);
    const terms = result.searchTerms.split(' ');
    expect(terms.slice(0, 3)).toEqual(['dog', 'dish', 'feeder']);
    expect(terms).not.toContain('yeti');
    expect(terms).not.toContain('nike');
    expect(new Set(terms).size).toBe(terms.length);
    expect(result.report.issues.filter((i) => i.field === 'searchTerms')).toEqual([]);
  });

  it('keeps an unconfirmed keyword out of an LLM draft, and uses it once the seller confirms it', async () => {
    const draft: CoreText = {
      title: 'Harbor Waterproof Dog Bowl Stainless Steel Pet Bowls, Set of 2, 32 oz',
      bullets: [...listing.bullets.slice(0, 4), 'Waterproof: rain or shine on the porch'],
      description: listing.description,
    };
    const llm: AiProvider = {
      name: 'openai-compatible',
      optimizeListing: async () => draft,
      generateFaqs: async () => [],
      generateAplus: async () => [],
    };
    const keywords = [{ keyword: 'waterproof dog bowl', volume: 900 }];
    const refused = await optimizeWithGuardrails(llm, { listing, language: 'en', keywords }, NOW);
    expect(JSON.stringify(refused.text).toLowerCase()).not.toContain('waterproof');
    expect(refused.needsConfirmation).toEqual(['waterproof dog bowl']);
    expect(refused.notes.join(' ')).toMatch(/"waterproof" out of the copy/);

    const confirmed = await optimizeWithGuardrails(
      llm,
      { listing, language: 'en', keywords, confirmedKeywords: ['Waterproof dog bowl'] },
      NOW,
    );
    expect(confirmed.text.title).toContain('Waterproof Dog Bowl');
    expect(confirmed.needsConfirmation).toEqual([]);
    expect(confirmed.keywordPlacements).toEqual([{ keyword: 'waterproof dog bowl', placement: 'title' }]);
  });

  it('moves a description sentence into the bullets for a keyword the copy misses', async () => {
    const thin: ListingContent = { ...listing, bullets: listing.bullets.slice(0, 3), searchTerms: null };
    const result = await optimizeWithGuardrails(
      offline,
      {
        listing: thin,
        language: 'en',
        keywords: [
          { keyword: 'dog bowl', volume: 900 },
          { keyword: 'camping trips', volume: 200 },
        ],
      },
      NOW,
    );
    expect(result.keywordPlacements).toEqual([
      { keyword: 'dog bowl', placement: 'title' },
      { keyword: 'camping trips', placement: 'bullets' },
    ]);
    expect(result.text.bullets.some((b) => b.includes('Packs flat for camping trips'))).toBe(true);
  });
});
