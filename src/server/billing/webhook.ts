import type Stripe from 'stripe';
import { isPaidTier } from '#core/plans/tiers';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
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

const ENDED_STATUSES: ReadonlySet<Stripe.Subscription.Status> = new Set(['canceled', 'unpaid', 'incomplete_expired']);

/** What to do at Stripe after the event's transaction committed. */
export type WebhookOutcome = { duplicate: boolean; cancelSubscriptionId?: string };

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
        await repo.downgradeSubscriber(tx, event.data.object.id);
        return { duplicate: false };
      case 'customer.subscription.updated':
        // Stripe gave up collecting payment (or the subscription ended): paid features stop.
        // past_due keeps the plan while Stripe retries the card.
        if (ENDED_STATUSES.has(event.data.object.status)) await repo.downgradeSubscriber(tx, event.data.object.id);
        return { duplicate: false };
      default:
        return { duplicate: false };
    }
  });
}

async function applyCompletedCheckout(
  tx: Db,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<{ cancelSubscriptionId?: string }> {
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
  // Switching between paid plans buys a new subscription; the old one must stop billing.
  return previous && previous !== subscriptionId ? { cancelSubscriptionId: previous } : {};
}

function stripeId(value: string | { id: string } | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : value.id;
}
