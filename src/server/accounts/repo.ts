import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import { identities, oauthStates, sessions, users, type UserRow } from '../db/schema/index.ts';
import { invalidateTokens } from './tokens-repo.ts';
import { usernameSkeleton } from './username-skeleton.ts';

export type { UserRow };

/**
 * The account a typed name means: the one whose look-alike key it has (`ALICE`, `alIce` and `аlice`
 * with a Cyrillic а all mean alice), or, for an older look-alike account without a key, the one
 * with exactly that name in any case. The exact name wins when both exist.
 */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const exact = sql`lower(${users.username}) = lower(${username})`;
  const [row] = await db
    .select()
    .from(users)
    .where(or(exact, eq(users.usernameSkeleton, usernameSkeleton(username))))
    .orderBy(sql`case when ${exact} then 0 else 1 end`)
    .limit(1);
  return row;
}

/** True when the name, or a look-alike of it (same usernameSkeleton), belongs to an account. */
export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${username})`, eq(users.usernameSkeleton, usernameSkeleton(username))))
    .limit(1);
  return row !== undefined;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A new account; `db` may be the caller's transaction (a Google sign-up adds its identity in it). */
export async function insertUser(
  db: Db,
  values: { username: string; email: string; passwordHash: string | null; emailVerifiedAt?: Date | null },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, usernameSkeleton: usernameSkeleton(values.username) })
    .returning();
  return row!;
}

export async function insertSession(
  db: Db,
  values: { userId: number; tokenHash: string; signedInAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A session that has not expired and whose sign-in was after `signedInAfter` (absolute lifetime). */
export async function findSession(
  db: Db,
  tokenHash: string,
  now: Date,
  signedInAfter: Date,
): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.signedInAt, signedInAfter)));
  return row;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Swaps one session for another in one transaction; the new one keeps the old one's sign-in time
 * and ends at `expiryFor(signedInAt)`. False when the old one was already gone (two refreshes
 * racing with one token must not both get a new session) or when that expiry is not in the
 * future (the absolute lifetime is over): the old one is gone either way.
 */
export async function replaceSession(
  db: Db,
  oldTokenHash: string,
  next: { userId: number; tokenHash: string; now: Date; expiryFor: (signedInAt: Date) => Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(sessions)
      .where(eq(sessions.tokenHash, oldTokenHash))
      .returning({ signedInAt: sessions.signedInAt, reauthenticatedAt: sessions.reauthenticatedAt });
    if (!removed) return false;
    const expiresAt = next.expiryFor(removed.signedInAt);
    if (expiresAt.getTime() <= next.now.getTime()) return false;
    // The same sign-in continues under a new token, so a recent confirmation still counts.
    await tx.insert(sessions).values({
      userId: next.userId,
      tokenHash: next.tokenHash,
      signedInAt: removed.signedInAt,
      expiresAt,
      reauthenticatedAt: removed.reauthenticatedAt,
    });
    return true;
  });
}

/**
 * Signs out the user's sessions (all, or all but `keepTokenHash`) and drops every pending OAuth
 * round trip of theirs (an Amazon consent, a Google link), in the caller's transaction. Whoever is
 * evicted by a password change or a Google link could otherwise still finish a consent they
 * started before it, and put their own seller account on the user's account.
 */
export async function revokeSessionsAndOAuthStates(
  tx: Tx,
  userId: number,
  options: { keepTokenHash?: string } = {},
): Promise<void> {
  const keep = options.keepTokenHash;
  await tx
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)) : eq(sessions.userId, userId));
  await tx.delete(oauthStates).where(eq(oauthStates.userId, userId));
}

/**
 * Sets the password and signs out every other session of the user, together. Pending reset links
 * stop working: one asked for before the change must not undo it.
 */
export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, keepTokenHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeSessionsAndOAuthStates(tx, userId, { keepTokenHash });
    await invalidateTokens(tx, userId, 'reset-password', new Date());
  });
}

/** Records that the session behind `tokenHash` has just confirmed its user again. */
export async function markReauthenticated(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ reauthenticatedAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

export async function findReauthenticatedAt(db: Db, tokenHash: string): Promise<Date | null> {
  const [row] = await db.select({ at: sessions.reauthenticatedAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash));
  return row?.at ?? null;
}

/**
 * A new address is unproven until verified again. The unique index refuses one another account
 * holds. Reset links mailed to the old address stop working: whoever reads that mailbox no longer
 * speaks for the account.
 */
export async function updateEmail(db: Db, userId: number, email: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ email, emailVerifiedAt: null }).where(eq(users.id, userId)).returning();
    await invalidateTokens(tx, userId, 'reset-password', new Date());
    return row!;
  });
}

export async function countIdentities(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(identities)
    .where(eq(identities.userId, userId));
  return row?.n ?? 0;
}

/**
 * Deletes the user; listings, versions, reviews, FAQs, drafts, sessions, identities, OAuth states
 * and the Amazon connection go with it through `on delete cascade`. Sales inquiries are kept for
 * the sales team but unlinked: billing, their owner, declares their user `on delete set null`.
 */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSessionsAndOAuthStates(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
