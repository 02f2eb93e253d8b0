import { describe, expect, it } from 'vitest';
import { BULLET_DROP, dropFlaggedSentences } from './phrase-clean.ts';
import { factsIn, lostFacts } from './source-facts.ts';

const keys = (text: string) => factsIn(text).map((f) => `${f.kind}:${f.key}`);

describe('the facts a rewrite must keep', () => {
  it('reads flow rates, capacities, glued units, model names and certifications', () => {
    expect(
      keys('2500 GPH Pump Flow Rate; 2.0 L Water Bladder; for PS4 and PS5; 510K approved; Cut-off Level: 50ng/mL; 3T-4T'),
    ).toEqual([
      'number:2500 gph',
      'number:2 l',
      'number:510 k',
      'number:50 ng',
      'number:3 t',
      'number:4 t',
      'code:ps4',
      'code:ps5',
    ]);
  });

  it('reads a size chart line by line, never taking the next line for a unit', () => {
    expect(keys('S(US4-6) Bust:33.86"/86cm-Back Length:26.38"/67<br>M(US8-10)')).toEqual([
      'number:6',
      'number:33.86 in',
      'number:86 cm',
      'number:26.38 in',
      'number:67',
      'number:10',
      'code:us4',
      'code:us8',
    ]);
  });

  it('skips list numbering and "100%" as emphasis, but not "100% cotton"', () => {
    expect(keys('<br>1.Great flexibility<br>2. Easy to adjust. 100% Confidential')).toEqual([]);
    expect(keys('100% cotton')).toEqual(['number:100 %', 'material:cotton']);
  });

  it('reads "rubber tree" as a plant, not a material, and "rubber sole" as one', () => {
    expect(keys('Fits a burgundy rubber tree plant or pine trees')).toEqual([]);
    expect(keys('Rubber sole, pine frame, plastic trees')).toEqual(['material:rubber', 'material:pine', 'material:plastic']);
  });

  it('counts a model name or a unit as lost when only the number survives', () => {
    const required = factsIn('Headset for PS4 and PS5, 2500 GPH');
    expect(lostFacts(required, { title: 'Headset for PS4, 2500', bullets: [], description: '' }).map((f) => f.text)).toEqual([
      '2500 GPH',
      'PS5',
    ]);
  });
});

describe('flagged wording takes its sentence, keeping only clean clauses that state a fact', () => {
  it('keeps the clauses of a claim sentence that state something else', () => {
    expect(dropFlaggedSentences('FDA cleared, 510K approved and CLIA waived', 'en', BULLET_DROP)).toEqual([
      '510K approved and CLIA waived',
    ]);
    expect(
      dropFlaggedSentences('FDA Cleared and CLIA Waived for OTC use; THC Cut-off Level: 50ng/mL', 'en', BULLET_DROP),
    ).toEqual(['THC Cut-off Level: 50ng/mL']);
  });

  it('drops a guarantee sentence whole', () => {
    expect(dropFlaggedSentences('Lifetime warranty, 30 day money back guarantee. Made of steel.', 'en', BULLET_DROP)).toEqual([
      'Made of steel.',
    ]);
  });
});

describe('a flagged sentence leaves no claim and no fragment behind', () => {
  it('drops the disease claim next to an FDA claim, keeping the count', () => {
    expect(dropFlaggedSentences('FDA approved, prevents COVID-19 and flu, 60 capsules.', 'en', BULLET_DROP)).toEqual([
      '60 capsules.',
    ]);
  });

  it('drops a germ-killing claim whole, not down to "bacteria and viruses on contact"', () => {
    expect(dropFlaggedSentences('Kills 99.9% of germs, bacteria and viruses on contact. Holds 2 L.', 'en', BULLET_DROP)).toEqual([
      'Holds 2 L.',
    ]);
  });

  it('drops an AI artifact sentence whole', () => {
    expect(dropFlaggedSentences('As an AI language model, I cannot verify this', 'en', BULLET_DROP)).toEqual([]);
  });

  it("strips the listing language's connector from a kept clause", () => {
    expect(dropFlaggedSentences('FDA approved, und 60 Kapseln', 'de', BULLET_DROP)).toEqual(['60 Kapseln']);
    expect(dropFlaggedSentences('FDA cleared, and 510K approved', 'en', BULLET_DROP)).toEqual(['510K approved']);
  });
});
