import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { oauthStates, type NewOAuthState, type OAuthStateRow } from '../db/schema/index.ts';

/** oauth_states' writers for the features whose round trips they hold (amazon, google-auth), each with its purposes. */
type OAuthPurpose = OAuthStateRow['purpose'];

/** Stores one round trip's state; `db` may be the caller's transaction. */
export async function insertOAuthState(db: Db, row: NewOAuthState): Promise<void> {
  await db.insert(oauthStates).values(row);
}

/**
 * Deletes and returns the state in one statement, so two requests racing with the same value
 * cannot both use it (single use). With `userId`, another user's state is neither taken nor returned.
 */
export async function takeOAuthState(
  db: Db,
  match: { stateHash: string; purpose: OAuthPurpose; userId?: number },
): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, match.stateHash),
        eq(oauthStates.purpose, match.purpose),
        match.userId === undefined ? undefined : eq(oauthStates.userId, match.userId),
      ),
    )
    .returning();
  return row;
}

/** Drops the states of these purposes that expired before `expiredBefore`, and with `userId` all of that user's. */
export async function dropOAuthStates(
  db: Db,
  purposes: readonly OAuthPurpose[],
  drop: { expiredBefore: Date; userId?: number },
): Promise<void> {
  const expired = lt(oauthStates.expiresAt, drop.expiredBefore);
  await db
    .delete(oauthStates)
    .where(
      and(
        inArray(oauthStates.purpose, [...purposes]),
        drop.userId === undefined ? expired : or(eq(oauthStates.userId, drop.userId), expired),
      ),
    );
}
