import { and, eq, lt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { identities, oauthStates, sessions, users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type StateRow = typeof oauthStates.$inferSelect;

/** oauth_states purposes this feature owns. */
export type GooglePurpose = 'google' | 'google_result';

export async function insertState(
  db: Db,
  values: { stateHash: string; purpose: GooglePurpose; data: Record<string, string>; expiresAt: Date },
): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/**
 * Deletes and returns the row in one statement, so two requests racing with the same value
 * cannot both use it (single use). Expired rows are removed too but not returned.
 */
export async function takeState(db: Db, stateHash: string, purpose: GooglePurpose, now: Date): Promise<StateRow | undefined> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.purpose, purpose)))
    .returning();
  return row && row.expiresAt > now ? row : undefined;
}

/** Housekeeping on each start, so abandoned sign-ins do not pile up. */
export async function deleteExpiredStates(db: Db, now: Date): Promise<void> {
  await db
    .delete(oauthStates)
    .where(and(inArray(oauthStates.purpose, ['google', 'google_result']), lt(oauthStates.expiresAt, now)));
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

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row !== undefined;
}

/**
 * Links a verified identity to the account holding its email and, in the same transaction, drops
 * that account's password and signs out all its sessions. Registration never verified the email,
 * so whoever set that password may not own the address (account pre-hijacking: register with the
 * victim's email, wait for the victim's Google sign-in); the verified owner keeps the account and
 * can set a new password in Settings.
 */
export async function linkIdentityToEmailAccount(db: Db, values: { userId: number; issuer: string; subject: string }): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx.insert(identities).values(values);
    await tx.delete(sessions).where(eq(sessions.userId, values.userId));
    const [row] = await tx.update(users).set({ passwordHash: null }).where(eq(users.id, values.userId)).returning();
    return row!;
  });
}

/** A user without a password and its first identity, together or not at all. */
export async function insertUserWithIdentity(
  db: Db,
  user: { username: string; email: string },
  identity: { issuer: string; subject: string },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values({ ...user, passwordHash: null }).returning();
    await tx.insert(identities).values({ ...identity, userId: row!.id });
    return row!;
  });
}
