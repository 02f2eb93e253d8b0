/**
 * Which account a verified Google identity signs in to (issue 9):
 * 1. the account already linked to (issuer, subject): later sign-ins never look at the email;
 * 2. else an account with the same email, linked only when the issuer says email_verified,
 *    because an unverified address proves nothing about who owns that account; linking drops the
 *    account's password and sessions (see linkIdentityToEmailAccount);
 * 3. else a new account without a password (password login then answers the generic 401).
 */
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { normaliseEmail } from '../accounts/service.ts';
import type { VerifiedIdentity } from '../integrations/oidc/client.ts';
import * as repo from './repo.ts';
import { usernameBase, usernameCandidate } from './username.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in with your password.';
const MAX_USERNAME_ATTEMPTS = 20;

export async function findOrCreateGoogleUser(db: Db, identity: VerifiedIdentity): Promise<repo.UserRow> {
  const linked = await repo.findUserByIdentity(db, identity.issuer, identity.subject);
  if (linked) return linked;
  if (!identity.email) throw new AppError('UNPROCESSABLE', 'Google did not share an email address for this account.');
  const email = normaliseEmail(identity.email);

  const sameEmail = await repo.findUserByEmail(db, email);
  if (sameEmail) {
    if (!identity.emailVerified) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
    try {
      return await repo.linkIdentityToEmailAccount(db, { userId: sameEmail.id, issuer: identity.issuer, subject: identity.subject });
    } catch (error) {
      return afterRace(db, identity, error);
    }
  }

  try {
    return await repo.insertUserWithIdentity(db, { username: await findFreeUsername(db, email), email }, identity);
  } catch (error) {
    return afterRace(db, identity, error);
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

/** Two first sign-ins of one person racing: the unique indexes decide, the loser re-reads. */
async function afterRace(db: Db, identity: VerifiedIdentity, error: unknown): Promise<repo.UserRow> {
  const linked = await repo.findUserByIdentity(db, identity.issuer, identity.subject);
  if (linked) return linked;
  throw new AppError('CONFLICT', 'This account was changed at the same time. Please try again.', { cause: error });
}
