import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import type { AccountTokenPurpose as TokenPurpose } from '#core/auth-purposes';
import { accountTokens, oauthStates, sessions, users, type AccountTokenRow as TokenRow } from '../db/schema/index.ts';

export type { TokenPurpose, TokenRow };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function insertToken(
  db: Db | Tx,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string; email: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

/** Marks every pending link of the user for `purpose` used, so only a newer one works. */
export async function invalidateTokens(db: Db | Tx, userId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** The pending, unexpired link behind a hash, without using it. */
export async function findLiveToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: Date): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(liveToken(tokenHash, purpose, now));
  return row;
}

/**
 * Uses a pending, unexpired link: one UPDATE … WHERE used_at IS NULL, so of two requests racing
 * with one link only one gets the row.
 */
export async function consumeToken(
  db: Db | Tx,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<TokenRow | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(liveToken(tokenHash, purpose, now))
    .returning();
  return row;
}

function liveToken(tokenHash: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );
}

/** Verifies the email only while it is still the address the link was sent to. */
export async function markEmailVerified(db: Db | Tx, userId: number, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Removes the user's sign-in identities in the caller's transaction and counts them. google-auth
 * owns them and builds on accounts: the composition root hands its writer in.
 */
export type UnlinkIdentities = (tx: Db, userId: number) => Promise<number>;

/**
 * A password reset, all or nothing: the link is used, the new hash stored, every session, every
 * pending OAuth flow and every linked Google account of the user ends (an intruder's session, a
 * consent they started, a Google account they linked to sign in again after the reset), the
 * user's other reset links stop working, and the email counts as verified (the link reached it).
 * A link sent to an address the account no longer has changes nothing. Answers undefined when the
 * link was not (or no longer) valid.
 */
export async function resetPasswordWithToken(
  db: Db,
  input: { tokenHash: string; passwordHash: string; now: Date },
  unlinkIdentities: UnlinkIdentities,
): Promise<(TokenRow & { googleUnlinked: boolean }) | undefined> {
  return db.transaction(async (tx) => {
    const token = await consumeToken(tx, input.tokenHash, 'reset-password', input.now);
    if (!token) return undefined;
    const updated = await tx
      .update(users)
      .set({ passwordHash: input.passwordHash })
      .where(and(eq(users.id, token.userId), eq(users.email, token.email)))
      .returning({ id: users.id });
    if (updated.length === 0) return undefined;
    await markVerifiedIfUnverified(tx, token.userId, token.email, input.now);
    await tx.delete(sessions).where(eq(sessions.userId, token.userId));
    await tx.delete(oauthStates).where(eq(oauthStates.userId, token.userId));
    const unlinked = await unlinkIdentities(tx, token.userId);
    await invalidateTokens(tx, token.userId, 'reset-password', input.now);
    return { ...token, googleUnlinked: unlinked > 0 };
  });
}

async function markVerifiedIfUnverified(tx: Tx, userId: number, email: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)));
}
