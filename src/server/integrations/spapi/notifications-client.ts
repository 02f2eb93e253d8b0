/**
 * Notifications API v1 (docs/listing-watch.md#notifications): the destination is the application's
 * (grantless calls, an LWA client_credentials token of scope sellingpartnerapi::notifications);
 * subscriptions are each seller's, made with the seller's token. Every call goes through the shared
 * rate limiter like the other SP-API calls.
 */
import type { Region } from '#core/regions';
import { SpApiError } from './errors.ts';
import { callSpApi, type SpApiTransport } from './http.ts';
import { createAccessTokenCache, type AccessTokenCache, type LwaClient } from './lwa.ts';

export const NOTIFICATIONS_SCOPE = 'sellingpartnerapi::notifications';

/** What the watch subscribes to, with the payload version it reads. */
export const WATCH_NOTIFICATION_TYPES = {
  LISTINGS_ITEM_STATUS_CHANGE: '1.0',
  LISTINGS_ITEM_ISSUES_CHANGE: '2023-12-13',
  ITEM_PRODUCT_TYPE_CHANGE: '1.0',
} as const;
export type WatchNotificationType = keyof typeof WATCH_NOTIFICATION_TYPES;

type Destination = { destinationId: string; name: string; resource: { sqs?: { arn: string } } };
type Subscription = { subscriptionId: string; payloadVersion: string; destinationId: string };

const enc = encodeURIComponent;

/** A token cache whose "refresh" is the client_credentials grant: one grantless token per region, reused until it expires. */
export function grantlessTokens(lwa: LwaClient): AccessTokenCache {
  return createAccessTokenCache({
    exchangeCode: () => Promise.reject(new Error('not used')),
    refresh: () => lwa.grantless(NOTIFICATIONS_SCOPE),
    grantless: (scope) => lwa.grantless(scope),
  });
}

/** The application's calls in one region (a transport whose tokens are grantless). */
export function createDestinationClient(t: SpApiTransport) {
  return {
    /** The destination of this queue: the existing one, or a new one (Amazon refuses a second for the same queue). */
    async ensureDestination(name: string, arn: string): Promise<string> {
      const list = await callSpApi<{ payload?: Destination[] }>(t, {
        operation: 'getDestinations',
        method: 'GET',
        path: '/notifications/v1/destinations',
      });
      const found = list.body?.payload?.find((d) => d.resource.sqs?.arn === arn);
      if (found) return found.destinationId;
      const created = await callSpApi<{ payload?: Destination }>(t, {
        operation: 'createDestination',
        method: 'POST',
        path: '/notifications/v1/destinations',
        body: { name, resourceSpecification: { sqs: { arn } } },
      });
      return created.body!.payload!.destinationId;
    },
    async deleteSubscription(type: string, subscriptionId: string): Promise<void> {
      try {
        await callSpApi(t, {
          operation: 'deleteSubscriptionById',
          method: 'DELETE',
          path: `/notifications/v1/subscriptions/${enc(type)}/${enc(subscriptionId)}`,
        });
      } catch (error) {
        // Already gone at Amazon: what a delete wants.
        if (!(error instanceof SpApiError && error.status === 404)) throw error;
      }
    },
  };
}

/** One seller's subscriptions in one region. */
export function createSubscriptionClient(t: SpApiTransport) {
  const get = async (type: WatchNotificationType): Promise<Subscription | undefined> => {
    try {
      const res = await callSpApi<{ payload?: Subscription }>(t, {
        operation: 'getSubscription',
        method: 'GET',
        path: `/notifications/v1/subscriptions/${enc(type)}`,
        query: { payloadVersion: WATCH_NOTIFICATION_TYPES[type] },
      });
      return res.body?.payload;
    } catch (error) {
      if (error instanceof SpApiError && error.status === 404) return undefined;
      throw error;
    }
  };
  return {
    getSubscription: get,
    /** The seller's subscription of this type to the destination: the existing one (a 409) or a new one. */
    async ensureSubscription(type: WatchNotificationType, destinationId: string): Promise<string> {
      const existing = await get(type);
      if (existing?.destinationId === destinationId) return existing.subscriptionId;
      const res = await callSpApi<{ payload?: Subscription }>(t, {
        operation: 'createSubscription',
        method: 'POST',
        path: `/notifications/v1/subscriptions/${enc(type)}`,
        body: { payloadVersion: WATCH_NOTIFICATION_TYPES[type], destinationId },
      });
      return res.body!.payload!.subscriptionId;
    },
  };
}

export type DestinationClient = ReturnType<typeof createDestinationClient>;
export type SubscriptionClient = ReturnType<typeof createSubscriptionClient>;
export type { Region };
