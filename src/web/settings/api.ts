import type { User } from '#core/api/auth';
import type { SalesInquiryBody, SalesInquiryResponse } from '#core/api/billing';
import type { Tier } from '#core/plans/tiers';
import { apiRequest } from '../lib/api-client.ts';

export function upgradeSubscription(tier: Tier): Promise<User> {
  return apiRequest<User>('POST', '/api/user/upgrade', { body: { tier } });
}

export function createSalesInquiry(body: SalesInquiryBody): Promise<SalesInquiryResponse> {
  return apiRequest<SalesInquiryResponse>('POST', '/api/sales/inquiries', { body });
}
