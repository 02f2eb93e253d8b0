// No zod here: the landing page's price list reads these constants and must not pull zod in
// (the schema is in tier-schema.ts).
export const TIERS = ['free', 'pro', 'growth', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_LABELS: Record<Tier, string> = {
  free: 'Free',
  pro: 'Pro',
  growth: 'Growth',
  enterprise: 'Enterprise',
};

/**
 * The terms of each plan: the one price list. Checkout charges `monthlyPriceCents`, the credit
 * gate counts `monthlyCredits`, and the landing page and Settings print both from here
 * (catalog.ts), so no screen can sell a number the server does not enforce.
 * `monthlyPriceCents` null = priced by sales; `monthlyCredits` null = unlimited.
 */
export const PLAN_TERMS: Record<Tier, { monthlyPriceCents: number | null; monthlyCredits: number | null; trialDays: number }> = {
  free: { monthlyPriceCents: 0, monthlyCredits: 10, trialDays: 0 },
  pro: { monthlyPriceCents: 2900, monthlyCredits: 100, trialDays: 14 },
  growth: { monthlyPriceCents: 7900, monthlyCredits: 500, trialDays: 14 },
  enterprise: { monthlyPriceCents: null, monthlyCredits: null, trialDays: 0 },
};

/** Monthly credits per tier (one per AI rewrite, FAQ set or A+ draft); null = unlimited. */
export const MONTHLY_CREDITS: Record<Tier, number | null> = {
  free: PLAN_TERMS.free.monthlyCredits,
  pro: PLAN_TERMS.pro.monthlyCredits,
  growth: PLAN_TERMS.growth.monthlyCredits,
  enterprise: PLAN_TERMS.enterprise.monthlyCredits,
};

/** Tiers a user can buy on their own; Enterprise is arranged with sales, Free needs no payment. */
export const SELF_SERVE_PAID_TIERS = ['pro', 'growth'] as const;
export type PaidTier = (typeof SELF_SERVE_PAID_TIERS)[number];

/** Monthly price in US cents, charged through Stripe Checkout. */
export const MONTHLY_PRICE_CENTS: Record<PaidTier, number> = {
  pro: PLAN_TERMS.pro.monthlyPriceCents!,
  growth: PLAN_TERMS.growth.monthlyPriceCents!,
};

/** Days of free trial a first subscription to the tier starts with (the landing page promises 14). */
export const TRIAL_DAYS: Record<PaidTier, number> = { pro: PLAN_TERMS.pro.trialDays, growth: PLAN_TERMS.growth.trialDays };

export function isPaidTier(tier: string): tier is PaidTier {
  return (SELF_SERVE_PAID_TIERS as readonly string[]).includes(tier);
}
