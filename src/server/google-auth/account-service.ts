/**
 * Google for a signed-in user, from Settings: link, unlink, and re-authenticate with Google.
 * Linking is the only way an identity joins an existing account (sign-in never merges by email,
 * see resolve-user.ts), and it needs a recent proof of the account's owner first, so neither a
 * stolen token nor an issuer's claim about the email can attach someone else's Google account.
 */
import type { AccountSecurity, GoogleAccountStartBody } from '#core/api/account';
import {
  requireRecentReauth,
  recordReauthentication,
  countIdentities,
  findUserById,
  getAccountSecurity,
  normaliseEmail,
} from '../accounts/index.ts';
import { AppError } from '../errors.ts';
import { sha256 } from '../security/index.ts';
import * as repo from './repo.ts';
import { currentTime, startGoogleFlow, takeOwnedResult, type GoogleAuthDeps } from './service.ts';

export const ALREADY_LINKED = 'Your account is already linked to a Google account. Unlink it first to link another one.';
export const LINKED_ELSEWHERE = 'This Google account is already linked to another ListingPilot account.';
export const NOT_LINKED = 'Your account is not linked to a Google account.';
export const WRONG_GOOGLE_ACCOUNT = 'Please confirm with the Google account linked to your ListingPilot account.';
export const UNLINK_NEEDS_PASSWORD = 'Set a password first: without Google, it is your only way to sign in.';

type Signed = { user: repo.UserRow; token: string };

/** POST /api/account/google/start: the authorization URL for the popup (and the state for its cookie). */
export async function startAccountGoogleFlow(
  deps: GoogleAuthDeps,
  { user, token }: Signed,
  intent: GoogleAccountStartBody['intent'],
): Promise<{ authorizationUrl: string; state: string }> {
  const linked = (await countIdentities(deps.db, user.id)) > 0;
  if (intent === 'link') {
    // Asked before the round trip too, so nobody picks a Google account only to be refused after.
    await requireRecentReauth(deps, token);
    if (linked) throw new AppError('CONFLICT', ALREADY_LINKED);
  } else if (!linked) {
    throw new AppError('VALIDATION', `${NOT_LINKED} Please confirm with your password instead.`);
  }
  return startGoogleFlow(deps, intent, { userId: user.id, sessionHash: sha256(token) });
}

/**
 * POST /api/account/google/link {code}. An account whose email is unverified only takes the
 * Google account that verifiably owns that very address (which then proves it); otherwise an
 * attacker who registered someone's address could attach a Google account of their own choosing.
 */
export async function linkGoogle(deps: GoogleAuthDeps, { user, token }: Signed, code: string): Promise<AccountSecurity> {
  const identity = await takeOwnedResult(deps, 'link', code, { userId: user.id, sessionHash: sha256(token) });
  await requireRecentReauth(deps, token);
  const owner = await repo.findUserByIdentity(deps.db, identity.issuer, identity.subject);
  if (owner && owner.id !== user.id) throw new AppError('CONFLICT', LINKED_ELSEWHERE);
  if (!owner) {
    if ((await countIdentities(deps.db, user.id)) > 0) throw new AppError('CONFLICT', ALREADY_LINKED);
    const provesEmail = identity.emailVerified && identity.email !== undefined && normaliseEmail(identity.email) === user.email;
    if (!user.emailVerifiedAt && !provesEmail) {
      throw new AppError(
        'FORBIDDEN',
        `Your email address is not verified yet. Verify it first, or link the Google account that uses ${user.email}.`,
      );
    }
    try {
      await repo.linkIdentity(deps.db, {
        userId: user.id,
        issuer: identity.issuer,
        subject: identity.subject,
        verifyEmail: user.emailVerifiedAt ? null : { email: user.email, at: currentTime(deps) },
        keepTokenHash: sha256(token),
      });
    } catch (error) {
      // The same Google account linked elsewhere at the same moment: the unique index decided.
      const winner = await repo.findUserByIdentity(deps.db, identity.issuer, identity.subject);
      if (winner && winner.id !== user.id) throw new AppError('CONFLICT', LINKED_ELSEWHERE, { cause: error });
      if (!winner) throw error;
    }
  }
  const fresh = (await findUserById(deps.db, user.id)) ?? user;
  return getAccountSecurity(deps, fresh, token);
}

/**
 * DELETE /api/account/google: only while the account keeps a way to sign in (its password), and
 * after a fresh proof, since it signs every other device out and a stolen token alone must not.
 */
export async function unlinkGoogle(deps: GoogleAuthDeps, { user, token }: Signed): Promise<AccountSecurity> {
  if (user.passwordHash === null) throw new AppError('CONFLICT', UNLINK_NEEDS_PASSWORD);
  await requireRecentReauth(deps, token);
  const removed = await repo.unlinkIdentities(deps.db, user.id, sha256(token));
  if (removed === 0) throw new AppError('CONFLICT', NOT_LINKED);
  return getAccountSecurity(deps, user, token);
}

/**
 * POST /api/account/reauth/google {code}: a sign-in made just now (max_age=0, checked at the
 * callback) with the Google account linked to this user confirms the session's owner.
 */
export async function reauthenticateWithGoogle(
  deps: GoogleAuthDeps,
  { user, token }: Signed,
  code: string,
): Promise<AccountSecurity> {
  const identity = await takeOwnedResult(deps, 'reauth', code, { userId: user.id, sessionHash: sha256(token) });
  const owner = await repo.findUserByIdentity(deps.db, identity.issuer, identity.subject);
  if (owner?.id !== user.id) throw new AppError('FORBIDDEN', WRONG_GOOGLE_ACCOUNT);
  await recordReauthentication(deps, token);
  return getAccountSecurity(deps, user, token);
}
