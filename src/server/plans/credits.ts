import { TransactionRollbackError } from 'drizzle-orm';
import { MONTHLY_CREDITS } from '#core/plans/tiers';
import { currentPeriodStart } from '#core/plans/period';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { lockUsage, setUsage } from './repo.ts';

/**
 * Spends one credit, atomically: the conditional UPDATE is the check, so two parallel requests
 * with one credit left cannot both pass. Call it inside the transaction that stores the result,
 * so a failure after it rolls the credit back too.
 */
export async function spendCredit(tx: Db, userId: number, now: Date = new Date()): Promise<void> {
  const user = await lockUsage(tx, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const limit = MONTHLY_CREDITS[user.tier];
  const period = currentPeriodStart(user.usagePeriodStart, now);
  const used = period.getTime() === user.usagePeriodStart.getTime() ? user.usageCount : 0;
  if (limit !== null && used >= limit) {
    throw new AppError(
      'PAYMENT_REQUIRED',
      `You have used all ${limit} optimisations of your plan this month. Credits renew on ${nextRenewal(period)}; upgrade in Settings for more.`,
    );
  }
  await setUsage(tx, userId, used + 1, period);
}

/** A new paid plan starts a new credit month from `periodStart`, nothing spent; `tx` is the caller's. */
export async function startCreditMonth(tx: Db, userId: number, periodStart: Date): Promise<void> {
  await setUsage(tx, userId, 0, periodStart);
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
