import type Stripe from 'stripe';
import { CHECKOUT_RETURN_PARAM } from '#core/api/billing';
import { TIER_LABELS, MONTHLY_PRICE_CENTS, type PaidTier } from '#core/plans/tiers';
import { AppError } from '../errors.ts';

type CheckoutInput = {
  userId: number;
  email: string;
  tier: PaidTier;
  publicUrl: string;
  customerId: string | null;
  /** Days of free trial; 0 for a customer who has subscribed before (one trial per seller). */
  trialDays: number;
};

/**
 * A Stripe Checkout page for a monthly subscription to `tier`. The price comes from our own plan
 * table (price_data), so no Stripe dashboard set-up has to match it. client_reference_id and
 * metadata.tier are what the webhook trusts to apply the change; nothing changes before it.
 */
export async function createCheckoutUrl(stripe: Stripe, input: CheckoutInput): Promise<string> {
  const settingsUrl = `${input.publicUrl}/settings?${CHECKOUT_RETURN_PARAM}=`;
  const metadata = { tier: input.tier, userId: String(input.userId), trialDays: String(input.trialDays) };
  // The trial the landing page promises needs no card: without one, the subscription ends with
  // the trial (Stripe sends customer.subscription.deleted) and the seller is back on Free.
  const trial =
    input.trialDays > 0
      ? {
          payment_method_collection: 'if_required' as const,
          trial: {
            trial_period_days: input.trialDays,
            trial_settings: { end_behavior: { missing_payment_method: 'cancel' as const } },
          },
        }
      : null;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: String(input.userId),
      // A returning subscriber keeps one Stripe customer (and their saved card).
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: MONTHLY_PRICE_CENTS[input.tier],
            recurring: { interval: 'month' },
            product_data: { name: `ListingPilot ${TIER_LABELS[input.tier]}` },
          },
        },
      ],
      metadata,
      ...(trial ? { payment_method_collection: trial.payment_method_collection } : {}),
      subscription_data: { metadata, ...trial?.trial },
      success_url: `${settingsUrl}success`,
      cancel_url: `${settingsUrl}cancel`,
    });
  } catch (error) {
    throw new AppError('UPSTREAM', 'Could not start the payment with Stripe. Please try again.', { cause: error });
  }
  if (!session.url)
    throw new AppError('UPSTREAM', 'Stripe did not return a checkout page. Please try again.', {
      detail: { sessionId: session.id },
    });
  return session.url;
}

/**
 * Stops billing for a subscription. One that Stripe no longer knows (already cancelled, or
 * removed in the dashboard) counts as cancelled.
 */
export async function cancelSubscription(stripe: Stripe, subscriptionId: string): Promise<void> {
  try {
    await stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return;
    throw new AppError(
      'UPSTREAM',
      'Could not cancel your subscription with Stripe. Your plan has not changed; please try again.',
      { cause: error },
    );
  }
}
