/**
 * One notification from the queue (docs/listing-watch.md#notifications): whose it is (by its
 * subscription, checked against the seller it names), seen before or not (by its NotificationId),
 * and the check of just its listing that it queues. Returns what became of it; throws only when
 * the effect could not be stored, so the message stays on the queue and comes back.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Region } from '#core/regions';
import { getSellerConnection } from '../amazon/index.ts';
import type { Db } from '../db/index.ts';
import { listings } from '../db/schema/index.ts';
import type { Cipher } from '../security/index.ts';
import type { WatchJobData } from './check.ts';
import * as repo from './notification-repo.ts';

export type NotificationDeps = {
  db: Db;
  cipher: Cipher;
  now: () => Date;
  log: FastifyBaseLogger;
  queueListingCheck: (data: WatchJobData) => Promise<void>;
};

export type Outcome = 'queued' | 'duplicate' | 'unknown-seller' | 'no-listing';

/** A message that can never be handled: not JSON, or not a notification this watch reads. */
export class UnreadableNotification extends Error {}

type Notification = {
  NotificationType: string;
  Payload: { SellerId?: string; MarketplaceId?: string; Sku?: string; Asin?: string };
  NotificationMetadata: { SubscriptionId: string; NotificationId: string };
};

const str = (v: unknown): v is string => typeof v === 'string' && v !== '';

export function parseNotification(body: string): Notification {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    throw new UnreadableNotification('the message is not JSON');
  }
  const n = raw as Partial<Notification> | null;
  const meta = n?.NotificationMetadata;
  if (
    !n ||
    !str(n.NotificationType) ||
    !n.Payload ||
    typeof n.Payload !== 'object' ||
    !meta ||
    !str(meta.NotificationId) ||
    !str(meta.SubscriptionId)
  )
    throw new UnreadableNotification('the message is not an SP-API notification');
  return n as Notification;
}

/** The SKUs a notification is about: its own, or for a product type change, the seller's listings of the ASIN. */
async function skusOf(db: Db, userId: number, n: Notification): Promise<string[]> {
  const p = n.Payload;
  if (str(p.Sku)) return [p.Sku];
  if (!str(p.Asin) || !str(p.MarketplaceId)) return [];
  const rows = await db
    .select({ sku: listings.sku })
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.asin, p.Asin), eq(listings.marketplaceId, p.MarketplaceId)));
  return [...new Set(rows.map((r) => r.sku))];
}

export async function handleNotification(deps: NotificationDeps, body: string): Promise<Outcome> {
  const n = parseNotification(body);
  const { NotificationId: notificationId, SubscriptionId: subscriptionId } = n.NotificationMetadata;
  const owner = await repo.subscriptionOwner(deps.db, subscriptionId);
  const connection = owner && (await getSellerConnection(deps, owner.userId, owner.region));
  // A subscription not ours, a region since disconnected, or a payload naming another seller.
  if (!owner || !connection || (str(n.Payload.SellerId) && n.Payload.SellerId !== connection.sellingPartnerId)) {
    deps.log.warn(
      { notificationId, notificationType: n.NotificationType, sellerId: n.Payload.SellerId },
      'listing watch: notification for a seller not connected here; dropped',
    );
    return 'unknown-seller';
  }
  const skus = await skusOf(deps.db, owner.userId, n);
  if (skus.length === 0) return 'no-listing';
  if (!(await repo.firstSighting(deps.db, notificationId, deps.now()))) return 'duplicate';
  try {
    await deps.queueListingCheck({ userId: owner.userId, region: owner.region as Region, skus });
    await repo.recordNotificationArrived(deps.db, owner.userId, owner.region, deps.now());
  } catch (error) {
    await repo.forgetSighting(deps.db, notificationId);
    throw error;
  }
  return 'queued';
}
