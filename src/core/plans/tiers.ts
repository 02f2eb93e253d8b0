import { z } from 'zod';

export const TIERS = ['free', 'pro', 'growth', 'enterprise'] as const;
export const TierSchema = z.enum(TIERS, { error: 'Tier must be one of free, pro, growth, enterprise' });
export type Tier = z.infer<typeof TierSchema>;

/** Monthly credits per tier (SPEC §9 'Plans (app)'); null = unlimited. */
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
