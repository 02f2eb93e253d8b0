import { eq } from 'drizzle-orm';
import type { Tier } from '../../src/core/plans/tiers.ts';
import { amazonConnections, listings, users } from '../../src/server/db/schema/index.ts';
import { registerUser, type TestApp } from './app.ts';

const US = 'ATVPDKIKX0DER';

type NewListing = typeof listings.$inferInsert;

/**
 * A listing row's columns, less its owner. `source` defaults to 'file' and `marketplaceId` to the
 * US; `sku` is a fixed string or made from the new seller's id.
 */
export type ListingFields = Omit<NewListing, 'id' | 'userId' | 'source' | 'marketplaceId' | 'sku'> &
  Partial<Pick<NewListing, 'source' | 'marketplaceId'>> & { sku: string | ((userId: number) => string) };

/**
 * The plan tests' steel water bottle in `marketplaceId`: one seller lists it in several stores, so
 * its SKU carries the marketplace and the seller's id.
 */
export function waterBottle(marketplaceId: string, { skuPrefix, asin }: { skuPrefix: string; asin: string }): ListingFields {
  return {
    marketplaceId,
    sku: (userId) => `${skuPrefix}-${marketplaceId}-${userId}`,
    asin,
    brand: 'Northwind',
    title: 'Northwind Insulated Steel Water Bottle 32 oz, Leak-Proof Lid, Keeps Drinks Cold 24 Hours',
    bullets: [
      'KEEPS COLD: double-wall vacuum insulation keeps water cold for 24 hours',
      'LEAK-PROOF: the screw lid seals tight in any bag',
    ],
    description: 'A stainless steel bottle for the trail, the gym and the office.',
  };
}

/** The plan to put the seller on; left out, the seller keeps what registration gives (free, nothing used). */
export type PlanFields = { tier?: Tier; usageCount?: number };

/** Inserts `fields` (in one statement, in order) as listings of `userId`; answers their ids. */
async function insertListings(t: TestApp, userId: number, fields: ListingFields[]): Promise<number[]> {
  if (fields.length === 0) return [];
  const rows = await t.database.db
    .insert(listings)
    .values(
      fields.map(({ sku, ...rest }) => ({
        source: 'file' as const,
        marketplaceId: US,
        ...rest,
        userId,
        sku: typeof sku === 'function' ? sku(userId) : sku,
      })),
    )
    .returning({ id: listings.id });
  return rows.map((r) => r.id);
}

/**
 * The demo seller's US store connected to `userId` as a consent leaves it, without the consent
 * flow: for tests of what comes after (a publish, Amazon refusing one).
 */
export async function insertDemoConnection(t: Pick<TestApp, 'app' | 'database'>, userId: number): Promise<void> {
  await t.database.db.insert(amazonConnections).values({
    userId,
    sellingPartnerId: 'A2DEMOSELLER01',
    region: 'NA',
    refreshTokenEnc: t.app.cipher.encrypt('Atzr|demo-refresh-token-A2DEMOSELLER01'),
    marketplaceIds: [US],
  });
}

/** One more listing for an existing user; answers its id. */
export async function insertListing(t: TestApp, userId: number, fields: ListingFields): Promise<number> {
  const [id] = await insertListings(t, userId, [fields]);
  return id!;
}

/** A newly registered seller on `tier` (with `usageCount` credits used) owning `listings`, in order. */
export async function sellerWithListings(
  t: TestApp,
  { tier, usageCount, listings: fields = [] }: PlanFields & { listings?: ListingFields[] },
): Promise<{ token: string; userId: number; listingIds: number[] }> {
  const { token, user } = await registerUser(t.app);
  if (tier !== undefined || usageCount !== undefined) {
    await t.database.db.update(users).set({ tier, usageCount }).where(eq(users.id, user.id));
  }
  return { token, userId: user.id, listingIds: await insertListings(t, user.id, fields) };
}

/** A newly registered seller on `tier` owning one listing. */
export async function sellerWithListing(
  t: TestApp,
  { listing, ...plan }: PlanFields & { listing: ListingFields },
): Promise<{ token: string; userId: number; listingId: number }> {
  const { token, userId, listingIds } = await sellerWithListings(t, { ...plan, listings: [listing] });
  return { token, userId, listingId: listingIds[0]! };
}
