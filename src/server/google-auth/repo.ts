import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { identities, users, type OAuthStateRow, type UserRow } from '../db/schema/index.ts';
import {
  dropOAuthStates,
  insertOAuthState,
  insertUser,
  isUsernameTaken as isUsernameOrLookAlikeTaken,
  markEmailVerified,
  revokeSessionsAndOAuthStates,
  takeOAuthState,
} from '../accounts/index.ts';

export type { OAuthStateRow, UserRow };

/**
 * oauth_states purposes this feature owns: the pending round trip ('google'), and its verified
 * result waiting to be redeemed, one purpose per use so no endpoint can redeem another's code.
 */
export const GOOGLE_PURPOSES = ['google', 'google_result', 'google_link', 'google_reauth'] as const;
export type GooglePurpose = (typeof GOOGLE_PURPOSES)[number];

export async function insertState(
  db: Db,
  values: { stateHash: string; purpose: GooglePurpose; userId?: number | null; data: Record<string, string>; expiresAt: Date },
): Promise<void> {
  await insertOAuthState(db, values);
}

/** Single use (see takeOAuthState); an expired row is removed too but not returned. */
export async function takeState(
  db: Db,
  stateHash: string,
  purpose: GooglePurpose,
  now: Date,
): Promise<OAuthStateRow | undefined> {
  const row = await takeOAuthState(db, { stateHash, purpose });
  return row && row.expiresAt > now ? row : undefined;
}

/** Housekeeping on each start, so abandoned sign-ins do not pile up. */
export async function deleteExpiredStates(db: Db, now: Date): Promise<void> {
  await dropOAuthStates(db, GOOGLE_PURPOSES, { expiredBefore: now });
}

export async function findUserByIdentity(db: Db, issuer: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.issuer, issuer), eq(identities.subject, subject)));
  return row?.user;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Look-alikes count as taken, as at registration. */
export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  return isUsernameOrLookAlikeTaken(db, username);
}

/**
 * Attaches an identity to a signed-in user (Settings → Link Google) and, in the same transaction,
 * signs out the user's other sessions and drops their pending OAuth round trips: a new way in is
 * a change of who can act on the account. `verifyEmail` records that the identity proved the
 * account's address (while it is still that address).
 */
export async function linkIdentity(
  db: Db,
  values: {
    userId: number;
    issuer: string;
    subject: string;
    verifyEmail: { email: string; at: Date } | null;
    keepTokenHash: string;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(identities).values({ userId: values.userId, issuer: values.issuer, subject: values.subject });
    if (values.verifyEmail) await markEmailVerified(tx, values.userId, values.verifyEmail.email, values.verifyEmail.at);
    await revokeSessionsAndOAuthStates(tx, values.userId, { keepTokenHash: values.keepTokenHash });
  });
}

/** Removes the user's identities, signing out their other sessions and dropping pending round trips with them. */
export async function unlinkIdentities(db: Db, userId: number, keepTokenHash: string): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await deleteIdentities(tx, userId);
    if (removed > 0) await revokeSessionsAndOAuthStates(tx, userId, { keepTokenHash });
    return removed;
  });
}

/** Removes the user's identities in the caller's transaction (a password reset by mail), and counts them. */
export async function deleteIdentities(tx: Db, userId: number): Promise<number> {
  const removed = await tx.delete(identities).where(eq(identities.userId, userId)).returning({ id: identities.id });
  return removed.length;
}

/** A user without a password and its first identity, together or not at all. */
export async function insertUserWithIdentity(
  db: Db,
  user: { username: string; email: string; emailVerifiedAt: Date | null },
  identity: { issuer: string; subject: string },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, { ...user, passwordHash: null });
    await tx.insert(identities).values({ ...identity, userId: row.id });
    return row;
  });
}
