import { describe, expect, it } from 'vitest';
import { FEATURES, featureGateMessage, hasFeature, type Feature } from './features.ts';
import { TIERS, type Tier } from './tiers.ts';

const expected: Record<Feature, Tier[]> = {
  health: ['free', 'pro', 'growth', 'enterprise'],
  rewrite: ['free', 'pro', 'growth', 'enterprise'],
  multilingual: ['pro', 'growth', 'enterprise'],
  allMarketplaces: ['pro', 'growth', 'enterprise'],
  faq: ['pro', 'growth', 'enterprise'],
  aplus: ['pro', 'growth', 'enterprise'],
  batch: ['growth', 'enterprise'],
};

describe('hasFeature', () => {
  for (const feature of Object.keys(FEATURES) as Feature[]) {
    for (const tier of TIERS) {
      it(`${tier} ${expected[feature].includes(tier) ? 'has' : 'lacks'} ${feature}`, () => {
        expect(hasFeature(tier, feature)).toBe(expected[feature].includes(tier));
      });
    }
  }

  it('names the feature and the plan in the gate message', () => {
    expect(featureGateMessage('faq')).toBe('FAQ Generator is part of the Pro plan. Upgrade in Settings.');
    expect(featureGateMessage('batch')).toBe('Batch optimization is part of the Growth plan. Upgrade in Settings.');
  });
});
