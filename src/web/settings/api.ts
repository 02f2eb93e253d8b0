import { UpgradeResponseSchema, type UpgradeResponse } from '#core/api/billing';
import type { Tier } from '#core/plans/tiers';
import { apiRequest } from '../lib/api-client.ts';

/** The updated user, or `{checkoutUrl}` when the plan is bought on Stripe's page first. */
export function upgradeSubscription(tier: Tier): Promise<UpgradeResponse> {
  return apiRequest(UpgradeResponseSchema, 'POST', '/api/user/upgrade', { body: { tier } });
}
