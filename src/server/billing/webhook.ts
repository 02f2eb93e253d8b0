import type Stripe from 'stripe';
import { isPaidTier, MONTHLY_PRICE_CENTS, SELF_SERVE_PAID_TIERS, type PaidTier } from '#core/plans/tiers';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import type { Receipt } from './receipt.ts';
import * as repo from './repo.ts';

export const BAD_SIGNATURE_MESSAGE = 'The Stripe signature is missing or invalid.';

/** Checks Stripe's signature over the exact bytes received; anything else is refused with 400. */
export function verifyEvent(
  stripe: Stripe,
  raw: unknown,
  signature: string | string[] | undefined,
  secret: string,
): Stripe.Event {
  if (!Buffer.isBuffer(raw) || typeof signature !== 'string' || signature === '')
    throw new AppError('VALIDATION', BAD_SIGNATURE_MESSAGE);
  try {
    return stripe.webhooks.constructEvent(raw, signature, secret);
  } catch (error) {
    throw new AppError('VALIDATION', BAD_SIGNATURE_MESSAGE, { cause: error });
  }
}

/**
 * Stripe does not deliver events in order: a late `unpaid` could undo the `active` after it. A
 * subscription update is therefore applied with the subscription as Stripe holds it now, fetched
 * when the event arrives. Stripe unreachable is a 502, and Stripe delivers the event again later.
 */
export async function withCurrentSubscription(stripe: Stripe, event: Stripe.Event): Promise<Stripe.Event> {
  if (event.type !== 'customer.subscription.updated') return event;
  const snapshot = event.data.object;
  try {
    return { ...event, data: { ...event.data, object: await stripe.subscriptions.retrieve(snapshot.id) } };
  } catch (error) {
    // Removed at Stripe since: it will not be billed again.
    if ((error as { code?: string }).code === 'resource_missing')
      return { ...event, data: { ...event.data, object: { ...snapshot, status: 'canceled' } } };
    throw new AppError('UPSTREAM', 'Could not read the subscription from Stripe. Stripe will deliver the event again.', {
      cause: error,
    });
  }
}

/** Over at Stripe: the subscription will not be billed again, so its id is forgotten. */
const ENDED_STATUSES: ReadonlySet<Stripe.Subscription.Status> = new Set(['canceled', 'incomplete_expired']);
/** Being paid: the subscription's plan applies. */
const PAYING_STATUSES: ReadonlySet<Stripe.Subscription.Status> = new Set(['active', 'trialing']);

/** What to do at Stripe after the event's transaction committed. */
export type WebhookOutcome = { duplicate: boolean; cancelSubscriptionId?: string; receipt?: Omit<Receipt, 'publicUrl'> };

/**
 * Applies one verified event. The event id is recorded in the same transaction as its effect, so
 * a retry or replay of the same event applies once, even when two deliveries race.
 */
export async function applyEvent(db: Db, event: Stripe.Event, now: Date = new Date()): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    if (!(await repo.markEventProcessed(tx, event.id))) return { duplicate: true };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return { duplicate: false, ...(await applyCompletedCheckout(tx, event.data.object, now)) };
      case 'customer.subscription.deleted':
        await repo.downgradeSubscriber(tx, event.data.object.id, { keepSubscription: false });
        return { duplicate: false };
      case 'customer.subscription.updated':
        await applySubscriptionStatus(tx, event.data.object);
        return { duplicate: false };
      default:
        return { duplicate: false };
    }
  });
}

/**
 * Stripe gave up collecting payment (unpaid) or the subscription ended: paid features stop.
 * past_due keeps the plan while Stripe retries the card. An unpaid subscription stays open at
 * Stripe, and when the customer pays it Stripe makes it active again: the plan comes back.
 * Only the user whose current subscription it is changes (repo), so an update for a replaced or
 * deleted subscription does nothing.
 */
async function applySubscriptionStatus(tx: Db, subscription: Stripe.Subscription): Promise<void> {
  if (ENDED_STATUSES.has(subscription.status)) {
    await repo.downgradeSubscriber(tx, subscription.id, { keepSubscription: false });
  } else if (subscription.status === 'unpaid') {
    await repo.downgradeSubscriber(tx, subscription.id, { keepSubscription: true });
  } else if (PAYING_STATUSES.has(subscription.status)) {
    const tier = subscriptionTier(subscription);
    if (tier) await repo.restoreSubscriber(tx, subscription.id, tier);
  }
}

/**
 * The plan a subscription pays for: its price, mapped back through the plan table Checkout
 * builds the price from (MONTHLY_PRICE_CENTS), or else the tier Checkout wrote in its metadata.
 */
function subscriptionTier(subscription: Stripe.Subscription): PaidTier | null {
  const amount = subscription.items?.data?.[0]?.price?.unit_amount;
  const byPrice = SELF_SERVE_PAID_TIERS.find((tier) => MONTHLY_PRICE_CENTS[tier] === amount);
  if (byPrice) return byPrice;
  const tier = subscription.metadata?.tier ?? '';
  return isPaidTier(tier) ? tier : null;
}

async function applyCompletedCheckout(
  tx: Db,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<Omit<WebhookOutcome, 'duplicate'>> {
  // Delayed payment methods complete the session unpaid; async_payment_succeeded follows when it clears.
  if (session.mode !== 'subscription' || session.payment_status === 'unpaid') return {};
  const userId = Number(session.client_reference_id);
  const tier = session.metadata?.tier ?? '';
  if (!Number.isSafeInteger(userId) || userId <= 0 || !isPaidTier(tier)) return {};
  const subscriptionId = stripeId(session.subscription);
  const previous = await repo.activateSubscription(tx, userId, {
    tier,
    customerId: stripeId(session.customer),
    subscriptionId,
    // A paid plan starts a fresh credit month on the day it is bought.
    periodStart: now,
  });
  const user = await repo.findUser(tx, userId);
  const trialDays = Number(session.metadata?.trialDays ?? 0);
  const receipt = user
    ? {
        to: user.email,
        username: user.username,
        tier,
        chargedCents: session.amount_total ?? 0,
        trialDays: Number.isSafeInteger(trialDays) && trialDays > 0 ? trialDays : 0,
        at: now,
      }
    : undefined;
  // Switching between paid plans buys a new subscription; the old one must stop billing.
  return { receipt, ...(previous && previous !== subscriptionId ? { cancelSubscriptionId: previous } : {}) };
}

function stripeId(value: string | { id: string } | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : value.id;
}
