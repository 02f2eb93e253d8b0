import { eq } from 'drizzle-orm';
import type { PaidTier, Tier } from '#core/plans/tiers';
import type { Db } from '../db/index.ts';
import { processedWebhooks, salesInquiries, users, type SalesInquiryRow, type UserRow } from '../db/schema/index.ts';
import { startCreditMonth } from '../plans/index.ts';

/** Changes the tier only: usage stays, so a downgrade does not hand back spent credits. */
export async function updateUserTier(db: Db, userId: number, tier: Tier): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ tier }).where(eq(users.id, userId)).returning();
  return row;
}

export async function findUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** Back to Free after the subscription was cancelled at Stripe. */
export async function downgradeToFree(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ tier: 'free', stripeSubscriptionId: null }).where(eq(users.id, userId)).returning();
  return row;
}

/** True the first time an event id is seen; false for a replay (the row exists already). */
export async function markEventProcessed(db: Db, eventId: string): Promise<boolean> {
  const rows = await db
    .insert(processedWebhooks)
    .values({ eventId })
    .onConflictDoNothing()
    .returning({ eventId: processedWebhooks.eventId });
  return rows.length === 1;
}

/** Applies a paid subscription, which starts a new credit month; answers the subscription it replaced, if any. */
export async function activateSubscription(
  db: Db,
  userId: number,
  values: { tier: PaidTier; customerId: string | null; subscriptionId: string | null; periodStart: Date },
): Promise<string | null> {
  const [current] = await db
    .select({ subscriptionId: users.stripeSubscriptionId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!current) return null;
  await db
    .update(users)
    .set({
      tier: values.tier,
      stripeSubscriptionId: values.subscriptionId,
      ...(values.customerId ? { stripeCustomerId: values.customerId } : {}),
    })
    .where(eq(users.id, userId));
  await startCreditMonth(db, userId, values.periodStart);
  return current.subscriptionId;
}

/**
 * A subscription that ended or stopped being paid sends its owner back to Free, but only while it
 * is still the user's current one: cancelling a plan they already replaced must not take the new
 * plan away. `keepSubscription` (unpaid: not cancelled at Stripe) keeps the id, so the plan comes
 * back if the customer pays and Stripe makes the subscription active again.
 */
export async function downgradeSubscriber(
  db: Db,
  subscriptionId: string,
  { keepSubscription }: { keepSubscription: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({ tier: 'free', ...(keepSubscription ? {} : { stripeSubscriptionId: null }) })
    .where(eq(users.stripeSubscriptionId, subscriptionId));
}

/**
 * A subscription that is being paid again gives its plan back, only to the user whose current
 * subscription it is. The credit month and usage stay: it is the same subscription, not a new purchase.
 */
export async function restoreSubscriber(db: Db, subscriptionId: string, tier: PaidTier): Promise<void> {
  await db.update(users).set({ tier }).where(eq(users.stripeSubscriptionId, subscriptionId));
}

export async function insertSalesInquiry(
  db: Db,
  values: { userId: number | null; name: string; email: string; company: string | null; message: string },
): Promise<SalesInquiryRow> {
  const [row] = await db.insert(salesInquiries).values(values).returning();
  return row!;
}
