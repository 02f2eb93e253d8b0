import { MONTHLY_CREDITS, TIER_LABELS, type Tier } from './tiers.ts';

/** One in-app plan. `listingsQuota` null = unlimited. */
export type Plan = {
  id: Tier;
  name: string;
  price: string;
  listingsQuota: number | null;
  features: string[];
};

/** Advertised features per tier, in upgrade order. */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: TIER_LABELS.free,
    price: '$0/mo',
    listingsQuota: MONTHLY_CREDITS.free,
    features: ['Listing health score', 'Basic AI rewrite', 'Limited optimizations', 'Single marketplace'],
  },
  {
    id: 'pro',
    name: TIER_LABELS.pro,
    price: '$29/mo',
    listingsQuota: MONTHLY_CREDITS.pro,
    features: ['Everything in Free', 'FAQ generator', 'Multilingual support', 'Multiple marketplaces'],
  },
  {
    id: 'growth',
    name: TIER_LABELS.growth,
    price: '$79/mo',
    listingsQuota: MONTHLY_CREDITS.growth,
    features: ['Everything in Pro', 'Batch optimization', 'Context caching', 'Priority support'],
  },
  {
    id: 'enterprise',
    name: TIER_LABELS.enterprise,
    price: 'Custom',
    listingsQuota: MONTHLY_CREDITS.enterprise,
    features: ['Unlimited listings', 'Enhanced Brand Content features', 'Dedicated account manager', 'Custom AI training'],
  },
];

export function getPlan(tier: Tier): Plan {
  return PLANS.find((p) => p.id === tier)!;
}

/** '10 listings a month' or 'Unlimited listings'. */
export function formatQuota(quota: number | null): string {
  return quota === null ? 'Unlimited listings' : `${quota} listings a month`;
}

/** Percentage of the monthly quota used, capped at 100; 0 when unlimited. */
export function usagePercent(usageCount: number, usageLimit: number | null): number {
  if (usageLimit === null) return 0;
  if (usageLimit <= 0) return 100;
  return Math.min(100, Math.max(0, (usageCount / usageLimit) * 100));
}

/** A landing-page pricing card. */
export type LandingPlan = {
  name: string;
  price: string;
  period: string;
  features: string[];
  cta: string;
  popular: boolean;
};

/**
 * The landing page's price list. It deliberately differs from PLANS (the in-app reading);
 * the spec keeps both, so marketing copy lives here and never feeds the quota logic.
 */
export const LANDING_PLANS: readonly LandingPlan[] = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    features: ['5 listing optimizations per month', 'Basic analytics', 'Standard support'],
    cta: 'Get Started',
    popular: false,
  },
  {
    name: 'Pro',
    price: '$29',
    period: 'month',
    features: [
      'Unlimited optimizations',
      'Advanced analytics and insights',
      'A+ content generation',
      'Priority support',
      'Bulk optimization tools',
    ],
    cta: 'Start Pro Trial',
    popular: true,
  },
  {
    name: 'Enterprise',
    price: '$99',
    period: 'month',
    features: ['Everything in Pro', 'Custom AI models', 'Dedicated account manager', 'API access', 'White-label options'],
    cta: 'Contact Sales',
    popular: false,
  },
];
