/** Queries of the listing watch: alerts, the watch of each region, mail preferences and the mail log. */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ContentChange } from '#core/api/alerts';
import { splitBullets } from '#core/listings/content';
import type { Region } from '#core/regions';
import { findRow, type Db } from '../db/index.ts';
import {
  alertMailSettings,
  amazonConnections,
  alertMails,
  alerts,
  listings,
  users,
  watchListings,
  watchRegions,
  type AlertRow,
  type NewAlert,
} from '../db/schema/index.ts';
import { activeListingsOf } from '../listings/index.ts';

export type WatchedListing = Pick<
  typeof listings.$inferSelect,
  'id' | 'sku' | 'asin' | 'marketplaceId' | 'productType' | 'title' | 'bullets' | 'description' | 'imageUrl'
>;

/** The user's current Amazon listings in these marketplaces: what the watch looks at. */
export async function watchedListings(db: Db, userId: number, marketplaceIds: string[]): Promise<WatchedListing[]> {
  if (marketplaceIds.length === 0) return [];
  return db
    .select({
      id: listings.id,
      sku: listings.sku,
      asin: listings.asin,
      marketplaceId: listings.marketplaceId,
      productType: listings.productType,
      title: listings.title,
      bullets: listings.bullets,
      description: listings.description,
      imageUrl: listings.imageUrl,
    })
    .from(listings)
    .where(activeListingsOf(userId, { synced: true, marketplaceIds }))
    .orderBy(listings.id);
}

/** Alerts still live (not ended) on these listings, resolution notices excluded. */
export async function liveAlerts(db: Db, listingIds: number[]): Promise<AlertRow[]> {
  if (listingIds.length === 0) return [];
  const rows = await db
    .select()
    .from(alerts)
    .where(and(inArray(alerts.listingId, listingIds), isNull(alerts.endedAt), ne(alerts.kind, 'resolved')));
  return rows.map(withListedBullets);
}

/**
 * Alerts stored before bullets were kept as a list hold a bullets change as two strings, one bullet
 * a line. The rows stay as they are (no data is rewritten); they are read as lists here, so nothing
 * past this repository sees a joined string.
 */
export function withListedBullets(row: AlertRow): AlertRow {
  if (!row.content) return row;
  const asList = (v: string | string[]) => (typeof v === 'string' ? splitBullets(v) : v);
  const changes = row.content.changes.map((c): ContentChange => {
    const stored = c as { field: string; approved: string | string[]; shown: string | string[] };
    return c.field === 'bullets' ? { field: 'bullets', approved: asList(stored.approved), shown: asList(stored.shown) } : c;
  });
  return { ...row, content: { ...row.content, changes } };
}

/** Inserts the alerts a live one of the same key does not already cover; answers those inserted. */
export async function insertAlerts(db: Db, rows: NewAlert[]): Promise<AlertRow[]> {
  if (rows.length === 0) return [];
  return db.insert(alerts).values(rows).onConflictDoNothing().returning();
}

/** Ends these alerts (an open one becomes resolved; a dismissed one stays dismissed) and adds a notice each. */
export async function resolveAlerts(db: Db, ended: AlertRow[], now: Date): Promise<AlertRow[]> {
  if (ended.length === 0) return [];
  return db.transaction(async (tx) => {
    const ids = ended.map((a) => a.id);
    await tx
      .update(alerts)
      .set({
        endedAt: now,
        resolvedAt: now,
        state: sql`case when ${alerts.state} = 'open' then 'resolved' else ${alerts.state} end`,
      })
      .where(and(inArray(alerts.id, ids), isNull(alerts.endedAt)));
    return tx
      .insert(alerts)
      .values(
        ended.map((a) => ({
          userId: a.userId,
          listingId: a.listingId,
          kind: 'resolved' as const,
          severity: 'info' as const,
          state: 'resolved' as const,
          key: `resolved:${a.id}`,
          code: a.code,
          message: resolvedMessage(a),
          endedAt: now,
          resolvedAt: now,
          createdAt: now,
        })),
      )
      .returning();
  });
}

function resolvedMessage(a: AlertRow): string {
  if (a.kind === 'detail_page_changed') return 'Resolved: the detail page shows your approved version again.';
  if (a.kind === 'not_buyable') return 'Resolved: Amazon lists this item as buyable again.';
  if (a.kind === 'product_type_changed') return 'Resolved: the product type is back to the one you listed.';
  return `Resolved: Amazon no longer reports this issue (${a.message})`;
}

export async function buyableStates(db: Db, listingIds: number[]): Promise<Map<number, boolean>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db.select().from(watchListings).where(inArray(watchListings.listingId, listingIds));
  return new Map(rows.map((r) => [r.listingId, r.buyable]));
}

export async function saveBuyableStates(db: Db, states: { listingId: number; buyable: boolean }[], now: Date): Promise<void> {
  if (states.length === 0) return;
  await db
    .insert(watchListings)
    .values(states.map((s) => ({ ...s, checkedAt: now })))
    .onConflictDoUpdate({ target: watchListings.listingId, set: { buyable: sql`excluded.buyable`, checkedAt: now } });
}

/** Marks the region's check as queued; false when one is already queued or running (not stale). */
export async function claimCheck(db: Db, userId: number, region: Region, now: Date, staleBefore: Date): Promise<boolean> {
  const rows = await db
    .insert(watchRegions)
    .values({ userId, region, checkingSince: now })
    .onConflictDoUpdate({
      target: [watchRegions.userId, watchRegions.region],
      set: { checkingSince: now },
      setWhere: or(isNull(watchRegions.checkingSince), lt(watchRegions.checkingSince, staleBefore)),
    })
    .returning({ userId: watchRegions.userId });
  return rows.length > 0;
}

/** Ends the region's check: when, how it went, and what it opened and resolved (none when it failed). */
export async function finishCheck(
  db: Db,
  userId: number,
  region: Region,
  now: Date,
  error: string | null,
  found: { opened: number; resolved: number } = { opened: 0, resolved: 0 },
): Promise<void> {
  const outcome = {
    lastCheckedAt: now,
    lastError: error,
    checkingSince: null,
    lastOpened: found.opened,
    lastResolved: found.resolved,
  };
  await db
    .insert(watchRegions)
    .values({ userId, region, ...outcome })
    .onConflictDoUpdate({
      target: [watchRegions.userId, watchRegions.region],
      // The row's own last check becomes the previous one.
      set: { ...outcome, previousCheckedAt: sql`${watchRegions.lastCheckedAt}` },
    });
}

export async function watchRegionsOf(db: Db, userId: number) {
  return db.select().from(watchRegions).where(eq(watchRegions.userId, userId));
}

/** Alerts of the user, newest first, with their listing's SKU, ASIN and title. */
export async function listAlerts(db: Db, userId: number, opts: { openOnly: boolean; listingId?: number; limit?: number }) {
  const rows = await db
    .select({ alert: alerts, sku: listings.sku, asin: listings.asin, title: listings.title })
    .from(alerts)
    .innerJoin(listings, eq(listings.id, alerts.listingId))
    .where(
      and(
        eq(alerts.userId, userId),
        opts.openOnly ? eq(alerts.state, 'open') : undefined,
        opts.listingId === undefined ? undefined : eq(alerts.listingId, opts.listingId),
      ),
    )
    .orderBy(desc(alerts.id))
    .limit(opts.limit ?? 500);
  return rows.map((r) => ({ ...r, alert: withListedBullets(r.alert) }));
}

export async function openCounts(db: Db, userId: number) {
  return db
    .select({ listingId: alerts.listingId, severity: alerts.severity, kind: alerts.kind, n: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.state, 'open')))
    .groupBy(alerts.listingId, alerts.severity, alerts.kind);
}

export async function dismissAlert(db: Db, userId: number, id: number): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(alerts)
    .set({ state: 'dismissed' })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId), eq(alerts.state, 'open')))
    .returning();
  return row;
}

export async function findAlert(db: Db, userId: number, id: number): Promise<AlertRow | undefined> {
  return findRow(db, alerts, eq(alerts.id, id), eq(alerts.userId, userId));
}

export async function mailSettings(db: Db, userId: number) {
  const [row] = await db.select().from(alertMailSettings).where(eq(alertMailSettings.userId, userId));
  return row ?? { userId, critical: true, digest: true, lastDigestAt: null, settingsVersion: 0 };
}

/** The user's own change (Settings or an unsubscribe link): raises the version, so earlier unsubscribe links stop working. */
export async function saveUserMailSettings(
  db: Db,
  userId: number,
  values: { critical: boolean; digest: boolean },
): Promise<void> {
  await db
    .insert(alertMailSettings)
    .values({ userId, ...values, settingsVersion: 1 })
    .onConflictDoUpdate({
      target: alertMailSettings.userId,
      set: { ...values, settingsVersion: sql`${alertMailSettings.settingsVersion} + 1` },
    });
}

export async function saveMailSettings(
  db: Db,
  userId: number,
  values: Partial<{ critical: boolean; digest: boolean; lastDigestAt: Date }>,
): Promise<void> {
  await db
    .insert(alertMailSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: alertMailSettings.userId, set: values });
}

export async function recipient(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Alerts of the user not mailed yet, oldest first (resolution notices included). */
export async function unmailedAlerts(db: Db, userId: number) {
  return db
    .select({ alert: alerts, sku: listings.sku, title: listings.title })
    .from(alerts)
    .innerJoin(listings, eq(listings.id, alerts.listingId))
    .where(and(eq(alerts.userId, userId), isNull(alerts.mailedAt)))
    .orderBy(alerts.id);
}

export async function markMailed(db: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(alerts).set({ mailedAt: now }).where(inArray(alerts.id, ids));
}

export async function mailsSince(db: Db, userId: number, listingId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alertMails)
    .where(and(eq(alertMails.userId, userId), eq(alertMails.listingId, listingId), gte(alertMails.sentAt, since)));
  return row?.n ?? 0;
}

export async function logMail(
  db: Db,
  userId: number,
  listingIds: (number | null)[],
  kind: 'critical' | 'summary' | 'digest',
  now: Date,
) {
  await db.insert(alertMails).values(listingIds.map((listingId) => ({ userId, listingId, kind, sentAt: now })));
}

/** Users with alerts not mailed yet: candidates for a summary or the daily digest. */
export async function usersWithUnmailed(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ userId: alerts.userId }).from(alerts).where(isNull(alerts.mailedAt));
  return rows.map((r) => r.userId);
}

/** Connected regions whose last check is older than `dueBefore` and that no check holds. */
export async function dueRegions(db: Db, dueBefore: Date, staleBefore: Date): Promise<{ userId: number; region: Region }[]> {
  return db
    .select({ userId: amazonConnections.userId, region: amazonConnections.region })
    .from(amazonConnections)
    .leftJoin(
      watchRegions,
      and(eq(watchRegions.userId, amazonConnections.userId), eq(watchRegions.region, amazonConnections.region)),
    )
    .where(
      and(
        // Not before the first import has the listings in: its end queues the first check itself.
        isNotNull(amazonConnections.lastSynced),
        or(isNull(watchRegions.lastCheckedAt), lt(watchRegions.lastCheckedAt, dueBefore)),
        or(isNull(watchRegions.checkingSince), lt(watchRegions.checkingSince, staleBefore)),
      ),
    )
    .limit(1000);
}
