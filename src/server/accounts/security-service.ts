import type { AccountSecurity, ChangeEmailBody, ChangePasswordBody, DeleteAccountBody } from '#core/api/account';
import type { User } from '#core/api/auth';
import { AppError } from '../errors.ts';
import { randomToken, sha256 } from '../security/index.ts';
import { checkPassword } from './password-check.ts';
import { requireStrongPassword } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { reauthenticatedUntil, requireRecentReauth } from './reauth.ts';
import * as repo from './repo.ts';
import { releaseVerificationMail, reserveVerificationMail } from './verification-service.ts';
import {
  countAttempt,
  countRegistration,
  normaliseEmail,
  now,
  sessionExpiry,
  toUserJson,
  type AccountDeps,
  type Registrant,
} from './service.ts';

const WRONG_CURRENT = 'Your current password is not correct';
const WRONG_PASSWORD = 'Your password is not correct';
const EMAIL_TAKEN = 'Email is already registered';
const SAME_EMAIL = 'This is already your email';
const EMAIL_CHANGES_LIMITED = 'Too many email changes. Please wait {wait} and try again.';
/** Email changes one account may try in LOGIN_THROTTLE's window, whatever address it comes from. */
export const EMAIL_CHANGES_PER_USER = 10;

export async function getAccountSecurity(deps: AccountDeps, user: repo.UserRow, token: string): Promise<AccountSecurity> {
  const [identities, until] = await Promise.all([repo.countIdentities(deps.db, user.id), reauthenticatedUntil(deps, token)]);
  return {
    hasPassword: user.passwordHash !== null,
    google: { linked: identities > 0 },
    emailVerified: user.emailVerifiedAt !== null,
    reauthenticatedUntil: until?.toISOString() ?? null,
  };
}

/**
 * Told about every email change, after it is stored: the verification mail to the new address and
 * a notice to the old one belong here. Required, so no route can change an email silently.
 */
export type OnEmailChanged = (change: {
  userId: number;
  username: string;
  previousEmail: string;
  newEmail: string;
}) => Promise<void>;

/**
 * POST /api/account/email: needs a recent re-authentication (a stolen token must not redirect the
 * account's mail, and with it a future password reset). The new address is unverified until proven.
 * An address in use answers as registration does, and attempts are rate-limited like it.
 */
export async function changeEmail(
  deps: AccountDeps & { onEmailChanged: OnEmailChanged; /** The clock of mail limits (app.now). */ mailNow?: () => Date },
  user: repo.UserRow,
  token: string,
  input: ChangeEmailBody,
  client: Registrant,
): Promise<User> {
  const email = normaliseEmail(input.email);
  if (email === user.email) throw new AppError('VALIDATION', SAME_EMAIL, { issues: [{ path: 'email', message: SAME_EMAIL }] });
  await requireRecentReauth(deps, token);
  // "Email is already registered" tells who has an account, as registration does: the same words,
  // and the same per-address budget, plus one per account so no pool of addresses helps.
  await countAttempt(deps, `email-change:user:${user.id}`, EMAIL_CHANGES_PER_USER, EMAIL_CHANGES_LIMITED);
  await countRegistration(deps, client);
  const taken = () => new AppError('CONFLICT', EMAIL_TAKEN, { issues: [{ path: 'email', message: EMAIL_TAKEN }] });
  if (await repo.findUserByEmail(deps.db, email)) throw taken();
  // The change sends a verification mail to the new address: counted before anything is stored,
  // so a refused change leaves the account as it was.
  const reserved = await reserveVerificationMail({ db: deps.db, now: deps.mailNow }, user.id, email);
  let row: repo.UserRow;
  try {
    row = await repo.updateEmail(deps.db, user.id, email);
  } catch (error) {
    // Two accounts racing for one address: the unique index decides.
    await releaseVerificationMail(deps, reserved);
    if (await repo.findUserByEmail(deps.db, email)) throw taken();
    throw error;
  }
  await deps.onEmailChanged({ userId: user.id, username: user.username, previousEmail: user.email, newEmail: email });
  return toUserJson(row);
}

/**
 * Sliding sessions: a fresh token with a full TTL replaces the one presented, which stops working.
 * It keeps the original sign-in time, so refreshing never outlives the absolute lifetime.
 */
export async function refreshSession(
  deps: AccountDeps,
  user: repo.UserRow,
  token: string,
): Promise<{ token: string; user: User }> {
  const next = randomToken();
  const replaced = await repo.replaceSession(deps.db, sha256(token), {
    userId: user.id,
    tokenHash: sha256(next),
    now: now(deps),
    expiryFor: (signedInAt) => sessionExpiry(deps, signedInAt),
  });
  if (!replaced) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return { token: next, user: toUserJson(user) };
}

/**
 * A password account proves itself with the current password. A Google-only account (no hash
 * yet) has none, so its first password needs a recent Google re-authentication instead: with a
 * stolen token alone, a first password would be a permanent way in. Every other session is
 * signed out and pending OAuth round trips dropped, so a stolen token dies with the old password.
 */
export async function changePassword(
  deps: AccountDeps,
  user: repo.UserRow,
  token: string,
  input: ChangePasswordBody,
  address: string,
): Promise<void> {
  // First, so a Google-only account is not sent to confirm with Google for a password refused anyway.
  await requireStrongPassword(input.newPassword, user, 'newPassword');
  if (user.passwordHash !== null)
    await checkPassword(deps, user, address, input.currentPassword, WRONG_CURRENT, 'currentPassword');
  else await requireRecentReauth(deps, token);
  await repo.updatePasswordHash(deps.db, user.id, await hashPassword(input.newPassword), sha256(token));
}

/**
 * Deletes the account and everything of the user's in one transaction (repo.deleteUser), after
 * stopping a paid subscription at Stripe: if that fails, nothing is deleted and the user can retry.
 */
export async function deleteAccount(
  deps: AccountDeps & { cancelSubscription: ((subscriptionId: string) => Promise<void>) | null },
  user: repo.UserRow,
  token: string,
  input: DeleteAccountBody,
  address: string,
): Promise<void> {
  if (user.passwordHash !== null) {
    await checkPassword(deps, user, address, input.password ?? '', WRONG_PASSWORD, 'password');
  } else {
    if (input.confirmation !== user.username) {
      throw new AppError('VALIDATION', 'Type your username to confirm', {
        issues: [{ path: 'confirmation', message: 'Type your username to confirm' }],
      });
    }
    // The username is no secret: without a password, only a fresh Google sign-in proves the owner.
    await requireRecentReauth(deps, token);
  }
  if (user.stripeSubscriptionId) {
    if (!deps.cancelSubscription)
      throw new AppError(
        'UNAVAILABLE',
        'Billing is not available right now, so your subscription cannot be cancelled. Please try again later.',
      );
    await deps.cancelSubscription(user.stripeSubscriptionId);
  }
  await repo.deleteUser(deps.db, user.id);
}
