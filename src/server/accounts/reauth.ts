/**
 * Re-authentication ("sudo mode") for dangerous account changes: setting a first password,
 * changing the email, linking Google and deleting an account. A bearer token proves only that
 * someone holds it; these changes also need a recent proof of the person, the current password or
 * a Google sign-in made moments ago, recorded on the session row so it belongs to this sign-in only.
 */
import { AppError } from '../errors.ts';
import { sha256 } from '../security/index.ts';
import { checkPassword } from './password-check.ts';
import * as repo from './repo.ts';
import { now, type AccountDeps } from './service.ts';

/** How long one confirmation counts. */
export const REAUTH_WINDOW_MS = 10 * 60_000;
export const REAUTH_REQUIRED_MESSAGE = 'For your security, please confirm it is you before making this change.';
const WRONG_PASSWORD = 'Your password is not correct';
const NO_PASSWORD = 'Your account has no password yet. Please confirm with Google instead.';

/** When the session's last confirmation stops counting; null when there is none that counts. */
export async function reauthenticatedUntil(deps: AccountDeps, token: string): Promise<Date | null> {
  const at = await repo.findReauthenticatedAt(deps.db, sha256(token));
  if (!at) return null;
  const until = new Date(at.getTime() + REAUTH_WINDOW_MS);
  return until > now(deps) ? until : null;
}

/** Throws 403 REAUTH_REQUIRED (the web opens its confirmation dialog on that code) without a recent proof. */
export async function requireRecentReauth(deps: AccountDeps, token: string): Promise<void> {
  if (!(await reauthenticatedUntil(deps, token))) throw new AppError('REAUTH_REQUIRED', REAUTH_REQUIRED_MESSAGE);
}

/** POST /api/account/reauth: the current password, counted like a sign-in attempt. */
export async function reauthenticateWithPassword(
  deps: AccountDeps,
  user: repo.UserRow,
  token: string,
  password: string,
  address: string,
): Promise<void> {
  if (user.passwordHash === null)
    throw new AppError('VALIDATION', NO_PASSWORD, { issues: [{ path: 'password', message: NO_PASSWORD }] });
  await checkPassword(deps, user, address, password, WRONG_PASSWORD, 'password');
  await repo.markReauthenticated(deps.db, sha256(token), now(deps));
}

/** Records a proof made elsewhere (a fresh Google sign-in checked by the caller). */
export async function recordReauthentication(deps: AccountDeps, token: string): Promise<void> {
  await repo.markReauthenticated(deps.db, sha256(token), now(deps));
}
