// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLANS } from '#core/plans/catalog';
import { FEATURES, hasFeature, type Feature } from '#core/plans/features';
import { MONTHLY_CREDITS, MONTHLY_PRICE_CENTS, isPaidTier } from '#core/plans/tiers';
import { PlanOption } from './plan-option.tsx';

afterEach(cleanup);

/** Reads '$29' or '$0' back as cents; null for 'Custom'. */
function cents(text: string): number | null {
  const match = /\$(\d+(?:\.\d\d)?)/.exec(text);
  return match ? Math.round(Number(match[1]) * 100) : null;
}

/** Reads '100 optimizations a month' back as a number; null for 'Unlimited optimizations'. */
function credits(text: string): number | null {
  if (/Unlimited optimizations/.test(text)) return null;
  return Number(/(\d+) optimizations a month/.exec(text)![1]);
}

describe('the Settings plan cards say what the server enforces', () => {
  it('Settings cards: the same price, quota and features for each plan', () => {
    for (const plan of PLANS) {
      render(<PlanOption plan={plan} isSelected={false} isCurrent={false} onSelect={() => {}} />);
      const text = screen.getByTestId(`plan-${plan.id}`).textContent ?? '';
      expect(cents(text), plan.id).toBe(isPaidTier(plan.id) ? MONTHLY_PRICE_CENTS[plan.id] : plan.id === 'free' ? 0 : null);
      expect(credits(text), plan.id).toBe(MONTHLY_CREDITS[plan.id]);
      for (const feature of (Object.keys(FEATURES) as Feature[]).filter((f) => text.includes(FEATURES[f].name)))
        expect(hasFeature(plan.id, feature), `${plan.id} ${feature}`).toBe(true);
      expect(text.includes(`${plan.trialDays}-day free trial`), plan.id).toBe(isPaidTier(plan.id));
      cleanup();
    }
  });
});
