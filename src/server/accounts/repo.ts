import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { salesInquiries, sessions, users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  db: Db,
  values: { username: string; email: string; passwordHash: string | null },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function insertSession(db: Db, values: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSession(db: Db, tokenHash: string, now: Date): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function updateUserTier(db: Db, id: number, tier: string): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ tier }).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Swaps one session for another in one transaction. False when the old one was already gone: two
 * refreshes racing with one token must not both get a new session.
 */
export async function replaceSession(
  db: Db,
  oldTokenHash: string,
  next: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(sessions).where(eq(sessions.tokenHash, oldTokenHash)).returning({ id: sessions.id });
    if (removed.length === 0) return false;
    await tx.insert(sessions).values(next);
    return true;
  });
}

/** Sets the password and signs out every other session of the user, together. */
export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, keepTokenHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
  });
}

/**
 * Deletes the user; listings, versions, reviews, FAQs, drafts, sessions, identities, OAuth states
 * and the Amazon connection go with it through `on delete cascade`. Sales inquiries are kept for
 * the sales team but unlinked (explicitly, so it does not hinge on the foreign key alone).
 */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(salesInquiries).set({ userId: null }).where(eq(salesInquiries.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
