// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURES, hasFeature, type Feature } from '#core/plans/features';
import { MONTHLY_CREDITS, MONTHLY_PRICE_CENTS, TIERS, isPaidTier } from '#core/plans/tiers';
import { PricingSection } from './pricing-section.tsx';

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

/** The gated features whose names a card shows. */
function featuresShown(text: string): Feature[] {
  return (Object.keys(FEATURES) as Feature[]).filter((f) => text.includes(FEATURES[f].name));
}

describe('every screen that sells a plan says what the server enforces', () => {
  it('landing page: price = checkout amount, quota = credit gate, features = the gates that open there', () => {
    render(<PricingSection />);
    for (const tier of TIERS) {
      const card = screen.getByTestId(`landing-plan-${tier}`);
      const text = card.textContent ?? '';
      const price = cents(within(card).getByRole('heading', { level: 3 }).nextElementSibling!.textContent ?? '');
      expect(price, tier).toBe(isPaidTier(tier) ? MONTHLY_PRICE_CENTS[tier] : tier === 'free' ? 0 : null);
      expect(credits(text), tier).toBe(MONTHLY_CREDITS[tier]);
      for (const feature of featuresShown(text)) expect(hasFeature(tier, feature), `${tier} ${feature}`).toBe(true);
      expect(text.includes('14-day free trial'), tier).toBe(isPaidTier(tier));
    }
    expect(within(screen.getByTestId('landing-plan-enterprise')).getByRole('link', { name: 'Contact Sales' })).toHaveProperty(
      'pathname',
      '/contact-sales',
    );
    expect(within(screen.getByTestId('landing-plan-pro')).getByRole('link', { name: 'Start Pro Trial' })).toHaveProperty(
      'search',
      '?tab=register',
    );
  });
});
