import type { AccountSecurity, ChangePasswordBody, DeleteAccountBody } from '#core/api/account';
import type { User } from '#core/api/auth';
import { AppError } from '../errors.ts';
import { hitRateLimit, releaseRateLimit } from '../security/rate-limit.ts';
import { randomToken, sha256 } from '../security/tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repo.ts';
import { FAILED_LOGIN_WINDOW_MS, MAX_FAILED_LOGINS, failedLoginKey, now, toUserJson, type AccountDeps } from './service.ts';

const WRONG_CURRENT = 'Your current password is not correct';
const WRONG_PASSWORD = 'Your password is not correct';

export function getAccountSecurity(user: repo.UserRow): AccountSecurity {
  return { hasPassword: user.passwordHash !== null };
}

/** Sliding sessions: a fresh token with a full TTL replaces the one presented, which stops working. */
export async function refreshSession(deps: AccountDeps, user: repo.UserRow, token: string): Promise<{ token: string; user: User }> {
  const next = randomToken();
  const expiresAt = new Date(now(deps).getTime() + deps.sessionTtlDays * 86_400_000);
  const replaced = await repo.replaceSession(deps.db, sha256(token), { userId: user.id, tokenHash: sha256(next), expiresAt });
  if (!replaced) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return { token: next, user: toUserJson(user) };
}

/**
 * Google-only accounts (no hash yet) set a first password without a current one. Every other
 * session is signed out, so a stolen token dies with the old password.
 */
export async function changePassword(deps: AccountDeps, user: repo.UserRow, token: string, input: ChangePasswordBody): Promise<void> {
  if (user.passwordHash !== null) await checkPassword(deps, user, input.currentPassword, WRONG_CURRENT, 'currentPassword');
  await repo.updatePasswordHash(deps.db, user.id, await hashPassword(input.newPassword), sha256(token));
}

/**
 * Deletes the account and everything of the user's in one transaction (repo.deleteUser), after
 * stopping a paid subscription at Stripe: if that fails, nothing is deleted and the user can retry.
 */
export async function deleteAccount(
  deps: AccountDeps & { cancelSubscription: ((subscriptionId: string) => Promise<void>) | null },
  user: repo.UserRow,
  input: DeleteAccountBody,
): Promise<void> {
  if (user.passwordHash !== null) {
    await checkPassword(deps, user, input.password ?? '', WRONG_PASSWORD, 'password');
  } else if (input.confirmation !== user.username) {
    throw new AppError('VALIDATION', 'Type your username to confirm', {
      issues: [{ path: 'confirmation', message: 'Type your username to confirm' }],
    });
  }
  if (user.stripeSubscriptionId) {
    if (!deps.cancelSubscription) throw new AppError('UNAVAILABLE', 'Billing is not available right now, so your subscription cannot be cancelled. Please try again later.');
    await deps.cancelSubscription(user.stripeSubscriptionId);
  }
  await repo.deleteUser(deps.db, user.id);
}

/**
 * Wrong passwords here count towards the same per-username limit as failed sign-ins: a stolen
 * session must not be a faster way to guess the password than the login form.
 */
async function checkPassword(deps: AccountDeps, user: repo.UserRow, password: string, message: string, path: string): Promise<void> {
  const key = failedLoginKey(user.username);
  // Counted before the check, as at sign-in: concurrent guesses cannot all pass the limit.
  if ((await hitRateLimit(deps.db, key, FAILED_LOGIN_WINDOW_MS, now(deps))) > MAX_FAILED_LOGINS) {
    throw new AppError('RATE_LIMITED', 'Too many wrong passwords. Please wait 15 minutes and try again.');
  }
  if (await verifyPassword(user.passwordHash, password)) {
    await releaseRateLimit(deps.db, key);
    return;
  }
  throw new AppError('VALIDATION', message, { issues: [{ path, message }] });
}
