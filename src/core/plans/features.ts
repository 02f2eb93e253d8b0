import { TIER_LABELS, TIERS, type Tier } from './tiers.ts';

/**
 * What each tier unlocks: the server's gates, the web's lock badges and the plan cards (catalog.ts
 * lists each name on the plan where it opens) all read this table.
 */
export const FEATURES = {
  health: { name: 'Listing health score', minTier: 'free' },
  rewrite: { name: 'AI rewrite', minTier: 'free' },
  multilingual: { name: 'Multilingual rewriting', minTier: 'pro' },
  allMarketplaces: { name: 'Multiple marketplaces', minTier: 'pro' },
  faq: { name: 'FAQ Generator', minTier: 'pro' },
  aplus: { name: 'A+ content', minTier: 'pro' },
  batch: { name: 'Batch optimization', minTier: 'growth' },
} as const satisfies Record<string, { name: string; minTier: Tier }>;

export type Feature = keyof typeof FEATURES;

export function hasFeature(tier: Tier, feature: Feature): boolean {
  return TIERS.indexOf(tier) >= TIERS.indexOf(FEATURES[feature].minTier);
}

/** 'FAQ Generator is part of the Pro plan. Upgrade in Settings.' */
export function featureGateMessage(feature: Feature): string {
  const f = FEATURES[feature];
  return `${f.name} is part of the ${TIER_LABELS[f.minTier]} plan. Upgrade in Settings.`;
}

export function requiredTierLabel(feature: Feature): string {
  return TIER_LABELS[FEATURES[feature].minTier];
}
