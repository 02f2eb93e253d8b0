import { and, eq, like, lt, or } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { loginThrottles } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { clientKey, hitRateLimitWindow, releaseRateLimit } from '../security/index.ts';
import { usernameSkeleton } from './username-skeleton.ts';

/**
 * Password guessing is slowed without ever locking an account's owner out.
 *
 * - Per address (sign-in only): at most `perAddress` attempts in `addressWindowMs` (every username together),
 *   refused with 429; a correct password gives its attempt back.
 * - Per (username, address): the first `pairFreeFailures` wrong passwords cost nothing, then each
 *   one makes that address wait `pairBaseMs`, twice that, four times… up to `pairMaxMs` before
 *   its next try for that username (429 with Retry-After). The wait is counted before the
 *   password is checked, so guesses sent all at once cannot all pass.
 * - Per username (soft): after `userFreeFailures` wrong passwords from anywhere, every attempt on
 *   that username is held back before its check, at most `userMaxMs`, and never refused. An
 *   attacker's failures elsewhere cost the owner a few seconds at most, where a lock would let
 *   anyone shut any account out by typing wrong passwords.
 *
 * The username is keyed by its look-alike key, so `Bob` and `bоb` (Cyrillic о) share counters.
 * Failures older than `forgetMs` are forgotten. Counters live in the database, shared by every
 * process.
 */
export const LOGIN_THROTTLE = {
  perAddress: 30,
  addressWindowMs: 15 * 60_000,
  pairFreeFailures: 3,
  pairBaseMs: 1000,
  pairMaxMs: 15 * 60_000,
  userFreeFailures: 10,
  userBaseMs: 250,
  userMaxMs: 3000,
  forgetMs: 60 * 60_000,
} as const;

export type ThrottleDeps = { db: Db; now?: () => Date };

/** Share of attempts that also delete forgotten rows, so guesses at made-up usernames do not pile up. */
const PRUNE_SHARE = 0.01;

/**
 * Sign-in (the login form) or a signed-in user's password re-check (password change, account
 * deletion). A re-check can only test its own account's password, so the per-address limit,
 * which stops one address from trying many usernames, is the login form's alone; the pair and
 * username counters are shared by both.
 */
export type PasswordCheckKind = 'login' | 'recheck';

/** What a throttled caller is told; `{wait}` is "3 seconds", "2 minutes"… */
const MESSAGES = {
  address: 'Too many failed sign-in attempts from your network. Please wait {wait} and try again.',
  login: 'Too many failed sign-in attempts. Please wait {wait} and try again.',
  recheck: 'Too many wrong passwords. Please wait {wait} and try again.',
} as const;

export type PasswordAttempt = {
  /** The password was right: the address gets its attempt back and the pair starts over. */
  succeeded(): Promise<void>;
  /** The password was wrong: counts towards the username's soft ceiling. */
  failed(): Promise<void>;
};

/**
 * Call before checking a password for `username` from `address`; throws 429 RATE_LIMITED (with
 * Retry-After) when this address must wait, and holds the call back while the username is under
 * attack. Report the outcome on the returned attempt.
 */
export async function beginPasswordCheck(
  deps: ThrottleDeps,
  input: { username: string; address: string },
  kind: PasswordCheckKind,
): Promise<PasswordAttempt> {
  const nowAt = currentTime(deps);
  const client = clientKey(input.address);
  const addressKey = kind === 'login' ? `login:ip:${client}` : undefined;
  if (addressKey) {
    const { count, resetAt } = await hitRateLimitWindow(deps.db, addressKey, LOGIN_THROTTLE.addressWindowMs, nowAt);
    if (count > LOGIN_THROTTLE.perAddress) throw throttled(MESSAGES.address, resetAt.getTime() - nowAt.getTime());
  }

  const skeleton = usernameSkeleton(input.username);
  const pairKey = `pair:${skeleton}|${client}`;
  const userKey = `user:${skeleton}`;
  // The hold comes first, so the pair's back-off is counted from after it, not used up by it.
  const [user] = await deps.db.select().from(loginThrottles).where(eq(loginThrottles.key, userKey));
  const holdMs =
    user && !isStale(user.lastFailureAt, nowAt)
      ? Math.min(user.blockedUntil.getTime() - nowAt.getTime(), LOGIN_THROTTLE.userMaxMs)
      : 0;
  if (holdMs > 0) await sleep(holdMs);
  if (Math.random() < PRUNE_SHARE) await pruneForgotten(deps.db, nowAt);

  const blockedMs = await reservePairAttempt(deps.db, pairKey, currentTime(deps));
  if (blockedMs > 0) throw throttled(MESSAGES[kind], blockedMs);

  return {
    succeeded: async () => {
      await deps.db.delete(loginThrottles).where(eq(loginThrottles.key, pairKey));
      if (addressKey) await releaseRateLimit(deps.db, addressKey);
    },
    failed: () => recordUserFailure(deps.db, userKey, currentTime(deps)),
  };
}

/**
 * Forgets every failure counted against `username` (its soft ceiling and each address's back-off):
 * whoever reset the password proved they own the account.
 */
export async function clearUsernameThrottles(db: Db, username: string): Promise<void> {
  const skeleton = usernameSkeleton(username);
  await db
    .delete(loginThrottles)
    .where(or(eq(loginThrottles.key, `user:${skeleton}`), like(loginThrottles.key, `pair:${escapeLike(skeleton)}|%`)));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Back-off after the `failures`-th failure: none for the free ones, then base, 2×base, 4×base… up to max. */
export function backoffMs(failures: number, free: number, baseMs: number, maxMs: number): number {
  if (failures < free) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(failures - free, 30));
}

/**
 * Counts one attempt for the pair before its password is checked and returns 0, or returns how
 * long the pair must still wait (and counts nothing). Row-locked, so concurrent attempts from
 * several processes each see the ones before them.
 */
async function reservePairAttempt(db: Db, key: string, nowAt: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(loginThrottles)
      .values({ key, failures: 0, lastFailureAt: nowAt, blockedUntil: new Date(0) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(loginThrottles).where(eq(loginThrottles.key, key)).for('update');
    if (!row) return 0;
    const waitMs = row.blockedUntil.getTime() - nowAt.getTime();
    if (waitMs > 0) return waitMs;
    const failures = isStale(row.lastFailureAt, nowAt) ? 1 : row.failures + 1;
    const delay = backoffMs(failures, LOGIN_THROTTLE.pairFreeFailures, LOGIN_THROTTLE.pairBaseMs, LOGIN_THROTTLE.pairMaxMs);
    await tx
      .update(loginThrottles)
      .set({ failures, lastFailureAt: nowAt, blockedUntil: new Date(nowAt.getTime() + delay) })
      .where(eq(loginThrottles.key, key));
    return 0;
  });
}

async function recordUserFailure(db: Db, key: string, nowAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(loginThrottles)
      .values({ key, failures: 0, lastFailureAt: nowAt, blockedUntil: new Date(0) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(loginThrottles).where(eq(loginThrottles.key, key)).for('update');
    const failures = !row || isStale(row.lastFailureAt, nowAt) ? 1 : row.failures + 1;
    const delay = backoffMs(failures, LOGIN_THROTTLE.userFreeFailures, LOGIN_THROTTLE.userBaseMs, LOGIN_THROTTLE.userMaxMs);
    await tx
      .update(loginThrottles)
      .set({ failures, lastFailureAt: nowAt, blockedUntil: new Date(nowAt.getTime() + delay) })
      .where(eq(loginThrottles.key, key));
  });
}

async function pruneForgotten(db: Db, nowAt: Date): Promise<void> {
  const forgotten = new Date(nowAt.getTime() - LOGIN_THROTTLE.forgetMs);
  await db.delete(loginThrottles).where(and(lt(loginThrottles.lastFailureAt, forgotten), lt(loginThrottles.blockedUntil, nowAt)));
}

function isStale(lastFailureAt: Date, nowAt: Date): boolean {
  return nowAt.getTime() - lastFailureAt.getTime() > LOGIN_THROTTLE.forgetMs;
}

function throttled(template: string, waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('RATE_LIMITED', template.replace('{wait}', describeWait(seconds)), { retryAfterSeconds: seconds });
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function currentTime(deps: ThrottleDeps): Date {
  return deps.now?.() ?? new Date();
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
