import { describe, expect, it } from 'vitest';
import { LANDING_PLANS, PLANS, featuresUnlockedAt, formatQuota } from './catalog.ts';
import { FEATURES, hasFeature, type Feature } from './features.ts';
import { MONTHLY_CREDITS, MONTHLY_PRICE_CENTS, PLAN_TERMS, TIERS, TRIAL_DAYS } from './tiers.ts';

describe('the plan catalogue', () => {
  it('lists every tier once, in upgrade order, on the landing page as in the app', () => {
    expect(PLANS.map((p) => p.id)).toEqual([...TIERS]);
    expect(LANDING_PLANS.map((p) => p.id)).toEqual([...TIERS]);
  });

  it('prints the prices checkout charges and the credits the gate counts', () => {
    expect(PLANS.map((p) => p.price)).toEqual(['$0/mo', '$29/mo', '$79/mo', 'Custom']);
    expect(LANDING_PLANS.map((p) => `${p.price}/${p.period}`)).toEqual(['$0/forever', '$29/month', '$79/month', 'Custom/']);
    expect(MONTHLY_PRICE_CENTS).toEqual({ pro: 2900, growth: 7900 });
    for (const plan of PLANS) {
      expect(plan.listingsQuota).toBe(MONTHLY_CREDITS[plan.id]);
      expect(LANDING_PLANS.find((l) => l.id === plan.id)!.features[0]).toBe(formatQuota(MONTHLY_CREDITS[plan.id]));
    }
    expect(formatQuota(10)).toBe('10 optimizations a month');
    expect(formatQuota(null)).toBe('Unlimited optimizations');
  });

  it('names each gated feature on the plan where the gate opens, and nowhere else', () => {
    for (const feature of Object.keys(FEATURES) as Feature[]) {
      const name = FEATURES[feature].name;
      const listedOn = PLANS.filter((p) => p.features.includes(name)).map((p) => p.id);
      const firstTier = TIERS.find((tier) => hasFeature(tier, feature));
      expect(listedOn, feature).toEqual([firstTier]);
      expect(featuresUnlockedAt(firstTier!)).toContain(feature);
    }
    // A+ and the bulk tools, which the two price lists used to place differently.
    expect(PLANS.find((p) => p.id === 'pro')!.features).toContain('A+ content');
    expect(PLANS.find((p) => p.id === 'growth')!.features).toContain('Batch optimization');
    expect(PLANS.find((p) => p.id === 'enterprise')!.features).not.toContain('A+ content');
  });

  it('promises the trial checkout grants, on paid self-serve plans only', () => {
    expect(TRIAL_DAYS).toEqual({ pro: 14, growth: 14 });
    for (const plan of LANDING_PLANS) {
      const trial = PLAN_TERMS[plan.id].trialDays;
      expect(plan.features.includes(`${trial}-day free trial`)).toBe(trial > 0);
    }
  });

  it('sends Enterprise to sales and every other plan to a trial or sign-up', () => {
    expect(LANDING_PLANS.map((p) => p.cta)).toEqual(['Get Started', 'Start Pro Trial', 'Start Growth Trial', 'Contact Sales']);
    expect(LANDING_PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['pro']);
  });
});
