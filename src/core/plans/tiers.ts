// No zod here: the landing page's price list reads these constants and must not pull zod in
// (the schema is in tier-schema.ts).
export const TIERS = ['free', 'pro', 'growth', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

/** Monthly credits per tier; null = unlimited. */
export const MONTHLY_CREDITS: Record<Tier, number | null> = {
  free: 10,
  pro: 100,
  growth: 500,
  enterprise: null,
};

export const TIER_LABELS: Record<Tier, string> = {
  free: 'Free',
  pro: 'Pro',
  growth: 'Growth',
  enterprise: 'Enterprise',
};

/** Tiers a user can buy on their own; Enterprise is arranged with sales, Free needs no payment. */
export const SELF_SERVE_PAID_TIERS = ['pro', 'growth'] as const;
export type PaidTier = (typeof SELF_SERVE_PAID_TIERS)[number];

/** Monthly price in US cents, charged through Stripe Checkout (Pro $29, Growth $79). */
export const MONTHLY_PRICE_CENTS: Record<PaidTier, number> = { pro: 2900, growth: 7900 };

export function isPaidTier(tier: string): tier is PaidTier {
  return (SELF_SERVE_PAID_TIERS as readonly string[]).includes(tier);
}
