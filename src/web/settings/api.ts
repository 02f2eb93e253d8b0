import {
  SalesInquiryResponseSchema,
  UpgradeResponseSchema,
  type SalesInquiryBody,
  type SalesInquiryResponse,
  type UpgradeResponse,
} from '#core/api/billing';
import type { Tier } from '#core/plans/tiers';
import { apiRequest } from '../lib/api-client.ts';

/** The updated user, or `{checkoutUrl}` when the plan is bought on Stripe's page first. */
export function upgradeSubscription(tier: Tier): Promise<UpgradeResponse> {
  return apiRequest(UpgradeResponseSchema, 'POST', '/api/user/upgrade', { body: { tier } });
}

export function createSalesInquiry(body: SalesInquiryBody): Promise<SalesInquiryResponse> {
  return apiRequest(SalesInquiryResponseSchema, 'POST', '/api/sales/inquiries', { body });
}
