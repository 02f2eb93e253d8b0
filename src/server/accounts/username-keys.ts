import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema/index.ts';
import { usernameSkeleton } from './username-skeleton.ts';

/**
 * Gives every account without a look-alike key the key the server computes, oldest first (migration
 * 0017 cleared them when the key changed). Where an older account already holds the key, the
 * later one keeps none: it still signs in by its exact name, and nobody new can take either name.
 * Runs at start-up; after the first run only those few look-alike accounts are left to look at.
 */
export async function rekeyUsernames(db: Db): Promise<{ keyed: number; lookAlikes: number }> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameSkeleton))
    .orderBy(asc(users.id));
  let keyed = 0;
  for (const row of rows) {
    const key = usernameSkeleton(row.username);
    const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.usernameSkeleton, key)).limit(1);
    if (holder) continue;
    try {
      await db.update(users).set({ usernameSkeleton: key }).where(eq(users.id, row.id));
      keyed++;
    } catch {
      // Another process keyed a look-alike first: the unique index keeps one holder.
    }
  }
  return { keyed, lookAlikes: rows.length - keyed };
}
