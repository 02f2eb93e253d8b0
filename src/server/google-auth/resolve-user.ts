/**
 * Which account a verified Google identity signs in to:
 * 1. the account already linked to (issuer, subject): later sign-ins never look at the email;
 * 2. else, when an account already holds the email, none: accounts are never merged by email.
 *    Merging either way is a takeover. Registration verifies nothing, so an attacker can register
 *    the victim's address first and wait for the victim's Google sign-in to land in an account
 *    holding the attacker's listings and Amazon connection (pre-hijacking); and an issuer's
 *    email_verified would hand any account to whoever controls that address at the issuer. The
 *    owner signs in with the password and links Google in Settings (account-service.ts);
 * 3. else a new account without a password (password login then answers the generic 401), its
 *    email verified when the issuer says so.
 */
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { normaliseEmail } from '../accounts/index.ts';
import type { VerifiedIdentity } from '../integrations/oidc/index.ts';
import * as repo from './repo.ts';
import { usernameBase, usernameCandidate } from './username.ts';

export const EMAIL_TAKEN_MESSAGE =
  'An account with this email already exists. Sign in with your password, then link Google in Settings.';
const MAX_USERNAME_ATTEMPTS = 20;

export async function findOrCreateGoogleUser(db: Db, identity: VerifiedIdentity, now?: Date): Promise<repo.UserRow> {
  const linked = await repo.findUserByIdentity(db, identity.issuer, identity.subject);
  if (linked) return linked;
  if (!identity.email) throw new AppError('UNPROCESSABLE', 'Google did not share an email address for this account.');
  const email = normaliseEmail(identity.email);

  if (await repo.findUserByEmail(db, email)) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);

  const emailVerifiedAt = identity.emailVerified ? (now ?? new Date()) : null;
  try {
    return await repo.insertUserWithIdentity(
      db,
      { username: await findFreeUsername(db, email), email, emailVerifiedAt },
      identity,
    );
  } catch (error) {
    return afterRace(db, identity, email, error);
  }
}

async function findFreeUsername(db: Db, email: string): Promise<string> {
  const base = usernameBase(email);
  for (let attempt = 0; attempt < MAX_USERNAME_ATTEMPTS; attempt++) {
    const candidate = usernameCandidate(base, attempt);
    if (!(await repo.isUsernameTaken(db, candidate))) return candidate;
  }
  throw new AppError('CONFLICT', 'Could not find a free username for this account. Please register with a username instead.');
}

/**
 * Two first sign-ins of one person racing: the unique indexes decide, the loser re-reads. A
 * registration that took the email meanwhile is an existing account like any other.
 */
async function afterRace(db: Db, identity: VerifiedIdentity, email: string, error: unknown): Promise<repo.UserRow> {
  const linked = await repo.findUserByIdentity(db, identity.issuer, identity.subject);
  if (linked) return linked;
  if (await repo.findUserByEmail(db, email)) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { cause: error });
  throw new AppError('CONFLICT', 'This account was changed at the same time. Please try again.', { cause: error });
}
