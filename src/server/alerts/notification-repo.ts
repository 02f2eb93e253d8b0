/** The listing watch's notification tables: subscriptions, NotificationIds taken, the queue's health. */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Region } from '#core/regions';
import type { Db } from '../db/index.ts';
import {
  amazonConnections,
  notificationQueueStatus,
  notificationsReceived,
  notificationSubscriptions,
  watchRegions,
} from '../db/schema/index.ts';

export type SubscriptionRow = typeof notificationSubscriptions.$inferSelect;

export async function subscriptionsOf(db: Db, userId: number, region: Region): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(notificationSubscriptions)
    .where(and(eq(notificationSubscriptions.userId, userId), eq(notificationSubscriptions.region, region)));
}

export async function saveSubscription(
  db: Db,
  row: { userId: number; region: Region; notificationType: string; subscriptionId: string },
  now: Date,
): Promise<void> {
  await db
    .insert(notificationSubscriptions)
    .values({ ...row, checkedAt: now })
    .onConflictDoUpdate({
      target: [notificationSubscriptions.userId, notificationSubscriptions.region, notificationSubscriptions.notificationType],
      set: { subscriptionId: row.subscriptionId, checkedAt: now },
    });
}

export async function deleteSubscriptionRow(db: Db, subscriptionId: string): Promise<void> {
  await db.delete(notificationSubscriptions).where(eq(notificationSubscriptions.subscriptionId, subscriptionId));
}

/** The user and region a subscription id belongs to, if it is one of ours. */
export async function subscriptionOwner(db: Db, subscriptionId: string): Promise<{ userId: number; region: Region } | undefined> {
  const [row] = await db
    .select({ userId: notificationSubscriptions.userId, region: notificationSubscriptions.region })
    .from(notificationSubscriptions)
    .where(eq(notificationSubscriptions.subscriptionId, subscriptionId));
  return row;
}

/** Connected regions with fewer subscriptions than `types`, or none confirmed since `checkedBefore`. */
export async function regionsToSubscribe(
  db: Db,
  types: number,
  checkedBefore: Date,
): Promise<{ userId: number; region: Region }[]> {
  const rows = await db
    .select({
      userId: amazonConnections.userId,
      region: amazonConnections.region,
      subscriptions: sql<number>`count(${notificationSubscriptions.subscriptionId})::int`,
      oldest: sql<Date | null>`min(${notificationSubscriptions.checkedAt})`,
    })
    .from(amazonConnections)
    .leftJoin(
      notificationSubscriptions,
      and(
        eq(notificationSubscriptions.userId, amazonConnections.userId),
        eq(notificationSubscriptions.region, amazonConnections.region),
      ),
    )
    .groupBy(amazonConnections.userId, amazonConnections.region);
  return rows
    .filter((r) => r.subscriptions < types || (r.oldest !== null && new Date(r.oldest) < checkedBefore))
    .map((r) => ({ userId: r.userId, region: r.region }));
}

/** Subscriptions whose region is no longer connected (a disconnect, a deleted account). */
export async function orphanedSubscriptions(db: Db): Promise<SubscriptionRow[]> {
  return db
    .select({
      userId: notificationSubscriptions.userId,
      region: notificationSubscriptions.region,
      notificationType: notificationSubscriptions.notificationType,
      subscriptionId: notificationSubscriptions.subscriptionId,
      checkedAt: notificationSubscriptions.checkedAt,
    })
    .from(notificationSubscriptions)
    .leftJoin(
      amazonConnections,
      and(
        eq(amazonConnections.userId, notificationSubscriptions.userId),
        eq(amazonConnections.region, notificationSubscriptions.region),
      ),
    )
    .where(isNull(amazonConnections.userId));
}

/** True the first time a NotificationId is seen; false for a redelivery. */
export async function firstSighting(db: Db, notificationId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(notificationsReceived)
    .values({ notificationId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: notificationsReceived.notificationId });
  return rows.length > 0;
}

/** Forgets a sighting whose effect could not be stored, so the redelivered message is handled again. */
export async function forgetSighting(db: Db, notificationId: string): Promise<void> {
  await db.delete(notificationsReceived).where(eq(notificationsReceived.notificationId, notificationId));
}

export async function pruneSightings(db: Db, before: Date): Promise<void> {
  await db.delete(notificationsReceived).where(lt(notificationsReceived.receivedAt, before));
}

export async function recordNotificationArrived(db: Db, userId: number, region: Region, now: Date): Promise<void> {
  await db
    .insert(watchRegions)
    .values({ userId, region, lastNotificationAt: now })
    .onConflictDoUpdate({ target: [watchRegions.userId, watchRegions.region], set: { lastNotificationAt: now } });
}

export type QueueStatus = typeof notificationQueueStatus.$inferSelect;

export async function queueStatus(db: Db): Promise<QueueStatus | undefined> {
  const [row] = await db.select().from(notificationQueueStatus).where(eq(notificationQueueStatus.id, 1));
  return row;
}

export async function recordRead(db: Db, now: Date): Promise<void> {
  await db
    .insert(notificationQueueStatus)
    .values({ id: 1, lastReadAt: now, failingSince: null, lastError: null })
    .onConflictDoUpdate({ target: notificationQueueStatus.id, set: { lastReadAt: now, failingSince: null, lastError: null } });
}

/** A failed read; `failingSince` keeps the first failure of the streak. */
export async function recordReadFailure(db: Db, now: Date, error: string): Promise<void> {
  await db
    .insert(notificationQueueStatus)
    .values({ id: 1, failingSince: now, lastError: error })
    .onConflictDoUpdate({
      target: notificationQueueStatus.id,
      set: {
        failingSince: sql`coalesce(${notificationQueueStatus.failingSince}, ${now.toISOString()}::timestamptz)`,
        lastError: error,
      },
    });
}
