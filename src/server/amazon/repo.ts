import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { amazonConnections, oauthStates } from '../db/schema/index.ts';

export type ConnectionRow = typeof amazonConnections.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;

export const AMAZON_STATE_PURPOSE = 'amazon_consent';

export async function insertOAuthState(db: Db, row: typeof oauthStates.$inferInsert): Promise<void> {
  await db.insert(oauthStates).values(row);
}

/** Deletes and returns the state in one statement: a second use finds nothing (single use). */
export async function consumeOAuthState(db: Db, stateHash: string): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.purpose, AMAZON_STATE_PURPOSE)))
    .returning();
  return row;
}

export async function findConnection(db: Db, userId: number): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(amazonConnections).where(eq(amazonConnections.userId, userId));
  return row;
}

export async function upsertConnection(db: Db, row: typeof amazonConnections.$inferInsert): Promise<void> {
  await db
    .insert(amazonConnections)
    .values(row)
    .onConflictDoUpdate({
      target: amazonConnections.userId,
      set: {
        sellingPartnerId: row.sellingPartnerId,
        region: row.region,
        refreshTokenEnc: row.refreshTokenEnc,
        marketplaceIds: row.marketplaceIds,
        // Another seller account replaces the old one: its listings were never synced.
        createdAt: new Date(),
      },
    });
}

export async function deleteConnection(db: Db, userId: number): Promise<boolean> {
  const rows = await db.delete(amazonConnections).where(eq(amazonConnections.userId, userId)).returning({ id: amazonConnections.id });
  return rows.length > 0;
}
