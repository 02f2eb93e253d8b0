import { and, eq, sql } from 'drizzle-orm';
import { type Region, byRegion } from '#core/regions';
import { dropOAuthStates, insertOAuthState, takeOAuthState } from '../accounts/index.ts';
import { findRow, type Db } from '../db/index.ts';
import { amazonConnections, oauthStates, type NewOAuthState, type OAuthStateRow } from '../db/schema/index.ts';

export type ConnectionRow = typeof amazonConnections.$inferSelect;
export type { OAuthStateRow };

export const AMAZON_STATE_PURPOSE = 'amazon_consent';

/**
 * A consent that returned another seller account than the connected one, waiting for the user to
 * confirm the switch (seller-switch.ts). Its data holds the encrypted refresh token, never a plain one.
 */
export const SELLER_SWITCH_PURPOSE = 'amazon_seller_switch';

/** Stores the user's one pending switch: an earlier one of the user, and expired ones of anyone, go. */
export async function savePendingSwitch(
  db: Db,
  row: Omit<NewOAuthState, 'purpose'> & { userId: number },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await dropOAuthStates(tx, [SELLER_SWITCH_PURPOSE], { expiredBefore: now, userId: row.userId });
    await insertOAuthState(tx, { ...row, purpose: SELLER_SWITCH_PURPOSE });
  });
}

/** The user's pending switch behind this code; another user's code finds nothing. */
export async function findPendingSwitch(db: Db, userId: number, codeHash: string): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .select()
    .from(oauthStates)
    .where(
      and(eq(oauthStates.stateHash, codeHash), eq(oauthStates.purpose, SELLER_SWITCH_PURPOSE), eq(oauthStates.userId, userId)),
    );
  return row;
}

/** Deletes and returns the pending switch in one statement: a code is used once (confirm or cancel). */
export async function takePendingSwitch(db: Db, userId: number, codeHash: string): Promise<OAuthStateRow | undefined> {
  return takeOAuthState(db, { stateHash: codeHash, purpose: SELLER_SWITCH_PURPOSE, userId });
}

/** Deletes and returns the state in one statement: a second use finds nothing (single use). */
export async function consumeOAuthState(db: Db, stateHash: string): Promise<OAuthStateRow | undefined> {
  return takeOAuthState(db, { stateHash, purpose: AMAZON_STATE_PURPOSE });
}

/** Stamps the connection with the end of an import that read it; `db` may be the import's transaction. */
export async function setLastSynced(db: Db, userId: number, region: Region, at: Date): Promise<void> {
  await db
    .update(amazonConnections)
    .set({ lastSynced: at })
    .where(and(eq(amazonConnections.userId, userId), eq(amazonConnections.region, region)));
}

/** The user's connection in one region. */
export async function findConnection(db: Db, userId: number, region: Region): Promise<ConnectionRow | undefined> {
  return findRow(db, amazonConnections, eq(amazonConnections.userId, userId), eq(amazonConnections.region, region));
}

/** Every connection of the user, in region order (NA, EU, FE). */
export async function findConnections(db: Db, userId: number): Promise<ConnectionRow[]> {
  const rows = await db.select().from(amazonConnections).where(eq(amazonConnections.userId, userId));
  return rows.sort(byRegion);
}

export async function upsertConnection(db: Db, row: typeof amazonConnections.$inferInsert): Promise<void> {
  await db
    .insert(amazonConnections)
    .values(row)
    .onConflictDoUpdate({
      target: [amazonConnections.userId, amazonConnections.region],
      set: {
        sellingPartnerId: row.sellingPartnerId,
        refreshTokenEnc: row.refreshTokenEnc,
        marketplaceIds: row.marketplaceIds,
        // Another seller account replaces the old one: its listings were never synced. The same
        // account reconnecting (a refreshed authorisation) keeps its history.
        createdAt: sql`case when ${amazonConnections.sellingPartnerId} = excluded.selling_partner_id then ${amazonConnections.createdAt} else now() end`,
        lastSynced: sql`case when ${amazonConnections.sellingPartnerId} = excluded.selling_partner_id then ${amazonConnections.lastSynced} else null end`,
      },
    });
}

export async function deleteConnection(db: Db, userId: number, region: Region): Promise<boolean> {
  const rows = await db
    .delete(amazonConnections)
    .where(and(eq(amazonConnections.userId, userId), eq(amazonConnections.region, region)))
    .returning({ id: amazonConnections.id });
  return rows.length > 0;
}
