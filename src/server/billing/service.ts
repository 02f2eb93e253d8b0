import type Stripe from 'stripe';
import type { SalesInquiryBody, SalesInquiryResponse, UpgradeResponse } from '#core/api/billing';
import { isPaidTier, TRIAL_DAYS, type Tier } from '#core/plans/tiers';
import { toUserJson } from '../accounts/index.ts';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { cancelSubscription, createCheckoutUrl } from './checkout.ts';
import * as repo from './repo.ts';

/**
 * `stripe` null = no payment provider configured. Then plan changes apply at once when
 * `instantUpgrades` is on (demo, dev and tests: NODE_ENV other than production); in production a
 * paid plan is refused, since nothing would take the payment.
 */
export type BillingDeps = { db: Db; stripe: Stripe | null; publicUrl: string; instantUpgrades: boolean };

export const BILLING_NOT_SET_UP_MESSAGE =
  'Billing is not set up on this server, so paid plans cannot be bought. Please contact support.';
export const ENTERPRISE_SELF_SERVE_MESSAGE = 'Enterprise plans are arranged with our sales team. Use Contact Sales.';
const SIGNED_OUT = 'Please sign in to continue.';

/**
 * Switches a user's plan. Enterprise goes through a sales inquiry. With Stripe, a paid plan is
 * bought through Checkout and applied by the webhook; the tier does not change here. A move to
 * Free applies at once, after the paid subscription (if any) is cancelled so billing stops too.
 * Without Stripe a paid plan applies at once outside production only (see BillingDeps).
 * Usage stays as it is: a downgrade gates features at once and refunds no credits.
 */
export async function changeTier(deps: BillingDeps, userId: number, tier: Tier): Promise<UpgradeResponse> {
  if (tier === 'enterprise') throw new AppError('VALIDATION', ENTERPRISE_SELF_SERVE_MESSAGE);
  const user = await repo.findUser(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', SIGNED_OUT);
  if (user.tier === tier) return toUserJson(user);

  if (deps.stripe && isPaidTier(tier)) {
    const checkoutUrl = await createCheckoutUrl(deps.stripe, {
      userId,
      email: user.email,
      tier,
      publicUrl: deps.publicUrl,
      customerId: user.stripeCustomerId,
      // One trial per seller: a returning customer (they have a Stripe customer) pays from day one.
      trialDays: user.stripeCustomerId ? 0 : TRIAL_DAYS[tier],
    });
    return { checkoutUrl };
  }
  if (!deps.stripe && isPaidTier(tier) && !deps.instantUpgrades) throw new AppError('UNAVAILABLE', BILLING_NOT_SET_UP_MESSAGE);

  if (tier === 'free' && user.stripeSubscriptionId) {
    if (!deps.stripe)
      throw new AppError(
        'UNAVAILABLE',
        'Billing is not available right now, so your subscription cannot be cancelled. Please try again later.',
      );
    await cancelSubscription(deps.stripe, user.stripeSubscriptionId);
    const row = await repo.downgradeToFree(deps.db, userId);
    if (!row) throw new AppError('UNAUTHORIZED', SIGNED_OUT);
    return toUserJson(row);
  }

  const row = await repo.updateUserTier(deps.db, userId, tier);
  if (!row) throw new AppError('UNAUTHORIZED', SIGNED_OUT);
  return toUserJson(row);
}

export async function createSalesInquiry(
  deps: Pick<BillingDeps, 'db'>,
  userId: number | null,
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
