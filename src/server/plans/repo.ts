import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Region } from '#core/regions';
import type { Db } from '../db/index.ts';
import { amazonConnections, listings, users, type UserRow } from '../db/schema/index.ts';
import { activeListingsOf } from '../listings/index.ts';

export type UsageRow = Pick<UserRow, 'tier' | 'usageCount' | 'usagePeriodStart'>;

/** The user's plan and usage, row-locked until the transaction ends so two spends queue up. */
export async function lockUsage(tx: Db, userId: number): Promise<UsageRow | undefined> {
  const [row] = await tx
    .select({ tier: users.tier, usageCount: users.usageCount, usagePeriodStart: users.usagePeriodStart })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setUsage(tx: Db, userId: number, usageCount: number, periodStart: Date): Promise<void> {
  await tx
    .update(users)
    .set({ usageCount: sql`${usageCount}`, usagePeriodStart: periodStart })
    .where(eq(users.id, userId));
}

export async function findPlanMarketplace(
  db: Db,
  userId: number,
): Promise<Pick<UserRow, 'planMarketplaceId' | 'planMarketplaceChangedAt'> | undefined> {
  const [row] = await db
    .select({ planMarketplaceId: users.planMarketplaceId, planMarketplaceChangedAt: users.planMarketplaceChangedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The marketplace of the user's oldest listing still in their catalogue (not archived, not removed). */
export async function findFirstActiveMarketplace(db: Db, userId: number): Promise<string | undefined> {
  const [first] = await db
    .select({ id: listings.marketplaceId })
    .from(listings)
    .where(activeListingsOf(userId))
    .orderBy(asc(listings.id))
    .limit(1);
  return first?.id;
}

export async function findListingMarketplaces(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectDistinct({ id: listings.marketplaceId }).from(listings).where(eq(listings.userId, userId));
  return rows.map((r) => r.id);
}

/** The marketplaces of each of the user's Amazon connections (one per region). */
export async function findConnectedMarketplaces(db: Db, userId: number): Promise<{ ids: string[]; region: Region }[]> {
  return db
    .select({ ids: amazonConnections.marketplaceIds, region: amazonConnections.region })
    .from(amazonConnections)
    .where(eq(amazonConnections.userId, userId));
}

/** Only fills an empty value: a choice made meanwhile by the user wins. */
export async function fillPlanMarketplace(db: Db, userId: number, marketplaceId: string): Promise<void> {
  await db
    .update(users)
    .set({ planMarketplaceId: marketplaceId })
    .where(and(eq(users.id, userId), isNull(users.planMarketplaceId)));
}

/**
 * Sets the marketplace if the last change is at least `notChangedSince` old, checked in the UPDATE
 * itself so two changes sent at once cannot both pass. false: too soon.
 */
export async function changePlanMarketplaceIfDue(
  db: Db,
  userId: number,
  marketplaceId: string,
  now: Date,
  notChangedSince: Date,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ planMarketplaceId: marketplaceId, planMarketplaceChangedAt: now })
    .where(
      and(eq(users.id, userId), or(isNull(users.planMarketplaceChangedAt), lte(users.planMarketplaceChangedAt, notChangedSince))),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}
