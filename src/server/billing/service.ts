import type { User } from '#core/api/auth';
import type { SalesInquiryBody, SalesInquiryResponse } from '#core/api/billing';
import type { Tier } from '#core/plans/tiers';
import { toUserJson } from '../accounts/service.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import * as repo from './repo.ts';

export type BillingDeps = { db: Db };

export const ENTERPRISE_SELF_SERVE_MESSAGE = 'Enterprise plans are arranged with our sales team. Use Contact Sales.';

/**
 * Switches a user's tier. There is no payment provider in the beta, so the change is immediate;
 * Enterprise has no list price and goes through a sales inquiry instead.
 */
export async function changeTier(deps: BillingDeps, userId: number, tier: Tier): Promise<User> {
  if (tier === 'enterprise') throw new AppError('VALIDATION', ENTERPRISE_SELF_SERVE_MESSAGE);
  const row = await repo.updateUserTier(deps.db, userId, tier);
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return toUserJson(row);
}

export async function createSalesInquiry(
  deps: BillingDeps,
  userId: number,
  input: SalesInquiryBody,
): Promise<SalesInquiryResponse> {
  const row = await repo.insertSalesInquiry(deps.db, {
    userId,
    name: input.name,
    email: input.email.toLowerCase(),
    company: input.company ? input.company : null,
    message: input.message,
  });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
