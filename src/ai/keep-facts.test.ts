import { describe, expect, it } from 'vitest';
import type { CoreText, ListingContent } from '#core/listings/content';
import { readCorpus } from '../../tests/helpers/corpus.ts';
import { optimizeWithGuardrails } from './guardrails.ts';
import { createOfflineProvider } from './offline/offline-provider.ts';
import { factsIn, lostFacts, requiredFacts } from './offline/source-facts.ts';
import type { AiProvider } from './types.ts';

const NOW = new Date('2026-11-01T00:00:00Z');

/** The weak listing a seller optimised: the model answered with three fragments of it. */
const weak: ListingContent = {
  marketplaceId: 'ATVPDKIKX0DER',
  brand: 'Harbor',
  title: 'BEST SELLER!!! Dog Bowl Dog Bowl Stainless Steel 32 oz Set of 4, 104 Pack Liners',
  bullets: [
    'Fits Small Cats and Dogs: 6 inch wide bowl for small breeds',
    'Dishwasher safe, rinse after each meal. Satisfaction guaranteed or your money back, call 1-800-555-0100',
  ],
  description: 'A dog bowl made of stainless steel with a silicone base. 82 pc set for the whole litter!!!',
};

function answering(draft: CoreText): AiProvider {
  return {
    name: 'openai-compatible',
    optimizeListing: async () => draft,
    repairListing: async () => draft,
    generateFaqs: async () => [],
    generateAplus: async () => [],
  };
}

describe('the lost-facts guardrail', () => {
  it('keeps every size, count, material and care fact a thin draft dropped, and cuts its repeats and claims', async () => {
    const draft = { title: 'Dog Bowl Dog Bowl', bullets: ['Small Cats'], description: 'dog bowl!!!' };
    const result = await optimizeWithGuardrails(answering(draft), { listing: weak, language: 'en' }, NOW);
    const text = [result.text.title, ...result.text.bullets, result.text.description].join('\n');
    for (const fact of ['32 oz', '4', '104 Pack', '6 inch', '82 pc', 'Stainless Steel', 'silicone', 'Dishwasher safe'])
      expect(text.toLowerCase()).toContain(fact.toLowerCase());
    expect(result.text.title).not.toMatch(/Dog Bowl Dog Bowl|!/);
    expect(text).not.toMatch(/guaranteed|555-0100|!!!/);
    expect(lostFacts(requiredFacts({ ...weak, brand: 'Harbor', language: 'en' }), result.text)).toEqual([]);
    expect(result.report.score).toBeGreaterThanOrEqual(result.sourceReport.score);
    expect(result.notes.join(' ')).toMatch(/Kept .*"32 oz"/);
  });

  it('does not ask to keep what a rule removes: a guarantee, a phone number, list numbering, an ASIN', () => {
    const facts = requiredFacts({
      title: 'Acme Hose 50 ft',
      bullets: ['Lifetime guarantee: 100% money back within 30 days', 'See also B07HV2JDJ9 in our store'],
      description: '<p>1. Brass fittings</p><p>2. Call 1-800-555-0100 for help</p>',
      brand: 'Acme',
      language: 'en',
    });
    expect(facts.map((f) => f.key).sort()).toEqual(['50 ft', 'brass']);
  });

  it('reads counts and sizes as one fact whatever their spelling', () => {
    expect(factsIn('104 Pack, Set of 4, 82 pc, 5" wide').map((f) => f.key)).toEqual(['104 pcs', '4', '82 pcs', '5 in']);
    expect(lostFacts(factsIn('104 Pack 5 inch'), { title: '104 pieces', bullets: ['5"'], description: '' })).toEqual([]);
  });

  it('makes room in full bullets for a lost fact, and brings it back as a whole clause, not a fragment', async () => {
    // Corpus listing B075V6S59T: all five bullets full, "500ml" went to the description and "20%"
    // came back as "Each year 20% of our profit", a subject without its verb.
    const result = await optimizeWithGuardrails(
      createOfflineProvider({ now: () => NOW }),
      { listing: corpusListing('B075V6S59T'), language: 'en' },
      NOW,
    );
    expect(result.movedFacts.filter((m) => m.outside)).toEqual([]);
    expect(result.text.bullets.join('\n')).toContain('500ml of liquid lotion');
    expect(result.text.bullets.join('\n')).toMatch(
      /each year 20% of our profit goes to charities fighting alongside us to protect the planet/i,
    );
    expect(result.text.bullets.filter((b) => /our profit$/.test(b))).toEqual([]);
    expect(result.text.bullets.reduce((n, b) => n + [...b].length, 0)).toBeLessThanOrEqual(1000);
  });

  it("brings a lost fact back in the seller's whole sentence in another bullet, not a piece of it in its own", async () => {
    // Corpus listing B09G2VQLCB: "1-3 pcs for every 100 pcs" came back as "Popped balloon within 1-3 pcs
    // for every 100 pcs pack", a piece with no verb, where another bullet had room for its whole sentence.
    const result = await optimizeWithGuardrails(
      createOfflineProvider({ now: () => NOW }),
      { listing: corpusListing('B09G2VQLCB'), language: 'en' },
      NOW,
    );
    const bullets = result.text.bullets.join('\n');
    expect(result.movedFacts.filter((m) => m.outside)).toEqual([]);
    expect(bullets).toContain('Please kindly note that any holes or popped balloon within 1-3 pcs for every 100 pcs pack');
    expect(bullets).not.toMatch(/(?:^|\. )Popped balloon within/m);
  });

  it("keeps the clause that carries a sentence's verb when its tail gives way", async () => {
    // Corpus listing B07KYKMKC6: "What to Fill with: Dark yellow balloons, orange latex balloons can be
    // filled with air and helium" lost its last clause to make room, leaving "Dark yellow balloons".
    const result = await optimizeWithGuardrails(
      createOfflineProvider({ now: () => NOW }),
      { listing: corpusListing('B07KYKMKC6'), language: 'en' },
      NOW,
    );
    const bullets = result.text.bullets.join('\n');
    expect(bullets).toContain('What to Fill with: Dark yellow balloons, orange latex balloons can be filled with air and helium');
    expect(bullets).not.toMatch(/Dark yellow balloons(?:\.|$)/m);
  });

  it('puts a model of a long list back in its own bullet, by the words that start its name', async () => {
    // Corpus listing B07BY7127G: the cut first bullet lost "Gopro hero10", which went to the description.
    const listing = corpusListing('B07BY7127G');
    const result = await optimizeWithGuardrails(createOfflineProvider({ now: () => NOW }), { listing, language: 'en' }, NOW);
    expect(result.movedFacts.filter((m) => m.outside)).toEqual([]);
    expect(result.text.bullets[0]).toMatch(/Gopro hero10$/);
  });
});

function corpusListing(id: string): ListingContent {
  const row = readCorpus().rows.find((r) => r.source_id === id)!;
  return {
    marketplaceId: 'ATVPDKIKX0DER',
    brand: row.brand,
    title: row.title,
    bullets: row.bullets ?? [],
    description: row.description ?? '',
  };
}
