import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { MONTHLY_CREDITS, TIER_LABELS, type Tier } from '#core/plans/tiers';
import { currentPeriodStart } from '#core/plans/period';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

/**
 * Spends one credit, atomically: the conditional UPDATE is the check, so two parallel requests
 * with one credit left cannot both pass. Call it inside the transaction that stores the result,
 * so a failure after it rolls the credit back too.
 */
export async function spendCredit(tx: Db, userId: number, now: Date = new Date()): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const tier = user.tier as Tier;
  const limit = MONTHLY_CREDITS[tier];
  const period = currentPeriodStart(user.usagePeriodStart, now);
  const used = period.getTime() === user.usagePeriodStart.getTime() ? user.usageCount : 0;
  if (limit !== null && used >= limit) {
    throw new AppError(
      'PAYMENT_REQUIRED',
      `You have used all ${limit} optimisations of your plan this month. Credits renew on ${nextRenewal(period)}; upgrade in Settings for more.`,
    );
  }
  await tx
    .update(users)
    .set({ usageCount: sql`${used + 1}`, usagePeriodStart: period })
    .where(eq(users.id, userId));
}

/** The usage shown to the user: zero once the month has rolled over, even before the next spend. */
export function effectiveUsage(user: { usageCount: number; usagePeriodStart: Date }, now: Date = new Date()): number {
  return currentPeriodStart(user.usagePeriodStart, now).getTime() === user.usagePeriodStart.getTime() ? user.usageCount : 0;
}

export function tierLabel(tier: string): string {
  return TIER_LABELS[tier as Tier] ?? tier;
}

function nextRenewal(period: Date): string {
  const next = new Date(period);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * A dry run of spendCredit rolled back at once: an exhausted plan gets its 402 before a paid AI
 * call, with the same message; the real spend still happens atomically with the store.
 */
export async function assertCreditLeft(db: Db, userId: number, now: Date = new Date()): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await spendCredit(tx, userId, now);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}
