/**
 * Keeps Amazon's notification subscriptions in line with the connected regions: one destination
 * per deployment (the queue), each connected region subscribed to the watched types, and the
 * subscriptions of a region no longer connected deleted. Run by the workers' minute tick, so a
 * connect subscribes and a disconnect unsubscribes within a minute; once a day each subscription is
 * confirmed with getSubscription, which repairs one Amazon lost or a reconnect to another account.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Region } from '#core/regions';
import { getSellerConnection } from '../amazon/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { WATCH_NOTIFICATION_TYPES, type SpApi, type WatchNotificationType } from '../integrations/spapi/index.ts';
import type { Cipher } from '../security/index.ts';
import * as repo from './notification-repo.ts';

export type SubscriptionDeps = { db: Db; cipher: Cipher; spapi: SpApi; config: Config; now: () => Date; log: FastifyBaseLogger };

const DESTINATION_NAME = 'listingpilot-listing-watch';
const RECONFIRM_MS = 24 * 60 * 60_000;
const TYPES = Object.keys(WATCH_NOTIFICATION_TYPES) as WatchNotificationType[];

export async function reconcileSubscriptions(deps: SubscriptionDeps): Promise<void> {
  const n = deps.config.notifications;
  if (!n) return;
  for (const row of await repo.orphanedSubscriptions(deps.db)) {
    try {
      await deps.spapi.destinationClient(row.region).deleteSubscription(row.notificationType, row.subscriptionId);
      await repo.deleteSubscriptionRow(deps.db, row.subscriptionId);
    } catch (error) {
      deps.log.warn(
        { err: error, region: row.region },
        'listing watch: could not delete a subscription; tried again next minute',
      );
    }
  }
  const now = deps.now();
  const destinations = new Map<Region, string>();
  for (const { userId, region } of await repo.regionsToSubscribe(deps.db, TYPES.length, new Date(now.getTime() - RECONFIRM_MS))) {
    try {
      const connection = await getSellerConnection(deps, userId, region);
      if (!connection) continue;
      if (!destinations.has(region))
        destinations.set(region, await deps.spapi.destinationClient(region).ensureDestination(DESTINATION_NAME, n.queueArn));
      const client = deps.spapi.subscriptionClient(connection, { background: true });
      for (const type of TYPES) {
        const subscriptionId = await client.ensureSubscription(type, destinations.get(region)!);
        await repo.saveSubscription(deps.db, { userId, region, notificationType: type, subscriptionId }, now);
      }
    } catch (error) {
      deps.log.warn(
        { err: error, userId, region },
        'listing watch: could not subscribe to notifications; the poll covers the region',
      );
    }
  }
}
