import { SalesInquiryResponseSchema, type SalesInquiryBody, type SalesInquiryResponse } from '#core/api/billing';
import { apiRequest } from '../lib/api-client.ts';

/** Works signed in (the inquiry is tied to the account) and signed out (from the landing page). */
export function createSalesInquiry(body: SalesInquiryBody): Promise<SalesInquiryResponse> {
  return apiRequest(SalesInquiryResponseSchema, 'POST', '/api/billing/sales-inquiries', { body });
}
