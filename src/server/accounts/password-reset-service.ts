/**
 * "Forgot password?": a single-use link (only its SHA-256 stored) valid 30 minutes, mailed to the
 * account's address. The request's answer and the work done before it are the same whether or not
 * an account matches: the lookup, the link and the mail happen after the answer (mailer.sendLater),
 * so neither the body nor the time taken tells an account exists.
 */
import {
  FORGOT_PASSWORD_MESSAGE,
  INVALID_LINK_MESSAGE,
  type ForgotPasswordResponse,
  type ResetPasswordBody,
} from '#core/api/account-recovery';
import { AppError } from '../errors.ts';
import { resetPasswordMail } from '../mail/index.ts';
import { clientKey, hitRateLimitWindow, randomToken, sha256 } from '../security/index.ts';
import type { AccountMailDeps } from './mail-deps.ts';
import { notifyAccountOwner } from './notify.ts';
import { hashPassword } from './passwords.ts';
import { requireStrongPassword } from './password-policy.ts';
import * as repo from './repo.ts';
import { clearUsernameThrottles } from './login-throttle.ts';
import { normaliseEmail, now } from './service.ts';
import * as tokens from './tokens-repo.ts';
import { reserveAddressMail } from './verification-service.ts';

export const RESET_TTL_MS = 30 * 60_000;
const HOUR_MS = 60 * 60_000;
const TOO_MANY = 'Too many password reset requests. Please wait an hour and try again.';
/** Requests an hour: per client address, per text entered (known or not), and mails per account. */
export const RESET_LIMITS = { perAddress: 20, perLogin: 5, perAccount: 5 } as const;

export async function requestPasswordReset(
  deps: AccountMailDeps,
  login: string,
  address: string,
): Promise<ForgotPasswordResponse> {
  const at = now(deps);
  const key = normaliseLogin(login);
  const byAddress = await hitRateLimitWindow(deps.db, `reset:ip:${clientKey(address)}`, HOUR_MS, at);
  const byLogin = await hitRateLimitWindow(deps.db, `reset:login:${key}`, HOUR_MS, at);
  if (byAddress.count > RESET_LIMITS.perAddress || byLogin.count > RESET_LIMITS.perLogin)
    throw new AppError('RATE_LIMITED', TOO_MANY);
  deps.mailer.sendLater('reset-password', () => sendResetLink(deps, key, at));
  return { message: FORGOT_PASSWORD_MESSAGE };
}

async function sendResetLink(deps: AccountMailDeps, login: string, at: Date): Promise<void> {
  // Usernames cannot contain '@', so the text names one field or the other.
  const user = login.includes('@') ? await repo.findUserByEmail(deps.db, login) : await repo.findUserByUsername(deps.db, login);
  if (!user) return;
  // Per account, so asking by username and by email does not double the mails one inbox gets.
  const { count } = await hitRateLimitWindow(deps.db, `reset:user:${user.id}`, HOUR_MS, at);
  if (count > RESET_LIMITS.perAccount) return;
  if (!(await reserveAddressMail(deps, user.email, at))) return;
  const token = randomToken();
  await tokens.insertToken(deps.db, {
    userId: user.id,
    purpose: 'reset-password',
    tokenHash: sha256(token),
    email: user.email,
    expiresAt: new Date(at.getTime() + RESET_TTL_MS),
  });
  const link = `${deps.publicUrl}/reset-password#token=${token}`;
  await deps.mailer.send({ to: user.email, kind: 'reset-password', ...resetPasswordMail({ username: user.username, link }) });
}

/**
 * Sets the new password with a valid link (see tokens.resetPasswordWithToken for everything that
 * changes with it), then lifts the failed sign-in lock of the account: its owner just proved control
 * of the address, and an attacker locking them out is the likeliest reason for the reset.
 */
export async function resetPassword(
  deps: AccountMailDeps & { unlinkIdentities: tokens.UnlinkIdentities },
  input: ResetPasswordBody,
): Promise<void> {
  const at = now(deps);
  const tokenHash = sha256(input.token);
  // Checked before hashing, so an invalid link costs no argon2 work; the transaction checks again.
  const link = await tokens.findLiveToken(deps.db, tokenHash, 'reset-password', at);
  if (!link) throw new AppError('VALIDATION', INVALID_LINK_MESSAGE);
  const owner = await repo.findUserById(deps.db, link.userId);
  await requireStrongPassword(input.password, { username: owner?.username, email: owner?.email }, 'password');
  const passwordHash = await hashPassword(input.password);
  const used = await tokens.resetPasswordWithToken(deps.db, { tokenHash, passwordHash, now: at }, deps.unlinkIdentities);
  if (!used) throw new AppError('VALIDATION', INVALID_LINK_MESSAGE);
  const user = await repo.findUserById(deps.db, used.userId);
  if (!user) return;
  await clearUsernameThrottles(deps.db, user.username);
  notifyAccountOwner(deps, user, { kind: 'password-reset', googleUnlinked: used.googleUnlinked });
}

function normaliseLogin(login: string): string {
  return login.includes('@') ? normaliseEmail(login) : login.trim().toLowerCase();
}
