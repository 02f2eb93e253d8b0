/** The Notifications API's state: apart from state.ts so the sending code need not import the routes. */
import type { Region } from './regions.ts';

export type Destination = { destinationId: string; name: string; arn: string };
export type Subscription = {
  subscriptionId: string;
  notificationType: string;
  payloadVersion: string;
  destinationId: string;
  /** The account key (accounts.ts) whose changes it carries, and the region it was made in. */
  accountKey: string;
  region: Region | null;
};
/** A notification the SQS endpoint refused or did not answer: Amazon retries; the emulator records it. */
export type FailedDelivery = { notificationId: string; arn: string; error: string };

export type NotificationsState = {
  destinations: Map<string, Destination>;
  subscriptions: Map<string, Subscription>;
  /** Every notification sent, newest last (tests and the bench read the send times). */
  sent: { notificationId: string; notificationType: string; sellerId: string; sku?: string; at: number }[];
  failed: FailedDelivery[];
};

export function createNotificationsState(): NotificationsState {
  return { destinations: new Map(), subscriptions: new Map(), sent: [], failed: [] };
}

export function resetNotificationsState(n: NotificationsState): void {
  n.destinations.clear();
  n.subscriptions.clear();
  n.sent = [];
  n.failed = [];
}
