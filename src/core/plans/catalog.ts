import { FEATURES, type Feature } from './features.ts';
import { PLAN_TERMS, TIER_LABELS, TIERS, type Tier } from './tiers.ts';

/**
 * The plan catalogue: every screen that shows a plan (the landing page's pricing, the Settings
 * cards, the upgrade footer) renders these objects, and they are built from the numbers the
 * server enforces (PLAN_TERMS) and the gates it checks (FEATURES). Nothing here is typed twice.
 */
export type Plan = {
  id: Tier;
  name: string;
  /** '$29/mo', '$0/mo' or 'Custom'. */
  price: string;
  /** Monthly credits; null = unlimited. */
  listingsQuota: number | null;
  trialDays: number;
  /** What the plan adds to the one below it, gated features first. */
  features: string[];
};

/** Promises that are services rather than gates: nothing in the app locks them. */
const SERVICES: Record<Tier, string[]> = {
  free: ['Single marketplace', 'Standard support'],
  pro: [],
  growth: ['Priority support'],
  enterprise: ['Dedicated account manager', 'Custom AI training'],
};

/** The gated features a tier is the first to unlock, in the order FEATURES lists them. */
export function featuresUnlockedAt(tier: Tier): Feature[] {
  return (Object.keys(FEATURES) as Feature[]).filter((feature) => FEATURES[feature].minTier === tier);
}

export function formatPrice(tier: Tier): string {
  const cents = PLAN_TERMS[tier].monthlyPriceCents;
  return cents === null ? 'Custom' : `$${formatDollars(cents)}/mo`;
}

/** 2900 → '29', 2950 → '29.50'. */
export function formatDollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function buildPlan(tier: Tier, index: number): Plan {
  const below = index > 0 ? TIERS[index - 1] : undefined;
  return {
    id: tier,
    name: TIER_LABELS[tier],
    price: formatPrice(tier),
    listingsQuota: PLAN_TERMS[tier].monthlyCredits,
    trialDays: PLAN_TERMS[tier].trialDays,
    features: [
      ...(below ? [`Everything in ${TIER_LABELS[below]}`] : []),
      ...featuresUnlockedAt(tier).map((feature) => FEATURES[feature].name),
      ...SERVICES[tier],
    ],
  };
}

/** Every plan, in upgrade order. */
export const PLANS: readonly Plan[] = TIERS.map(buildPlan);

export function getPlan(tier: Tier): Plan {
  return PLANS.find((p) => p.id === tier)!;
}

/** What one credit buys, said wherever a quota is. */
export const CREDIT_MEANING = 'One optimization is one AI rewrite, one FAQ set or one A+ draft.';

/** '10 optimizations a month' or 'Unlimited optimizations'. */
export function formatQuota(quota: number | null): string {
  return quota === null ? 'Unlimited optimizations' : `${quota} optimizations a month`;
}

/** Percentage of the monthly quota used, capped at 100; 0 when unlimited. */
export function usagePercent(usageCount: number, usageLimit: number | null): number {
  if (usageLimit === null) return 0;
  if (usageLimit <= 0) return 100;
  return Math.min(100, Math.max(0, (usageCount / usageLimit) * 100));
}

/** A landing-page pricing card. */
export type LandingPlan = {
  id: Tier;
  name: string;
  price: string;
  /** 'month', 'forever', or '' for a price set by sales. */
  period: string;
  features: string[];
  cta: string;
  popular: boolean;
};

const CTA: Record<Tier, string> = {
  free: 'Get Started',
  pro: 'Start Pro Trial',
  growth: 'Start Growth Trial',
  enterprise: 'Contact Sales',
};

/** The landing page's pricing cards: the in-app plans, with the quota and the trial spelt out. */
export const LANDING_PLANS: readonly LandingPlan[] = PLANS.map((plan) => {
  const cents = PLAN_TERMS[plan.id].monthlyPriceCents;
  return {
    id: plan.id,
    name: plan.name,
    price: cents === null ? 'Custom' : `$${formatDollars(cents)}`,
    period: cents === null ? '' : cents === 0 ? 'forever' : 'month',
    features: [
      formatQuota(plan.listingsQuota),
      ...plan.features,
      ...(plan.trialDays > 0 ? [`${plan.trialDays}-day free trial`] : []),
    ],
    cta: CTA[plan.id],
    popular: plan.id === 'pro',
  };
});
