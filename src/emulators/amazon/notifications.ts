/**
 * Notifications API v1 (docs/amazon.md): the application's destinations (grantless calls, a
 * client_credentials token of scope sellingpartnerapi::notifications) and each seller's
 * subscriptions; and the sending side: when a listing's status, issues or product type change, each subscription
 * of that seller gets the notification, in the payload schema Amazon publishes for its type, as an
 * SQS message on the destination's queue (the SQS JSON protocol, at `sqsEndpoint`).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorList, invalidInput, notFound } from './errors.ts';
import { listingIssues, listingStatus } from './item-view.ts';
import { NOTIFICATIONS_SCOPE } from './lwa.ts';
import { MODEL_FILES } from './models.ts';
import type { Subscription } from './notification-state.ts';
import { registerOperation } from './operation.ts';
import { marketplaceRegion, requestRegion } from './regions.ts';
import { nowMs, type EmulatorState, type StoredListing } from './state.ts';
import { publicIdOf } from './accounts.ts';

/** The types the emulator knows and the payload versions Amazon offers for them. */
export const NOTIFICATION_TYPES: Record<string, readonly string[]> = {
  LISTINGS_ITEM_STATUS_CHANGE: ['1.0'],
  LISTINGS_ITEM_ISSUES_CHANGE: ['2023-12-13'],
  ITEM_PRODUCT_TYPE_CHANGE: ['1.0'],
};

const model = MODEL_FILES.notifications;
const conflict = (message: string) => errorList('Conflict', message);

export function registerNotificationsRoutes(app: FastifyInstance, state: EmulatorState): void {
  const n = state.notifications;

  registerOperation(
    app,
    state,
    model,
    'createDestination',
    ({ body }) => {
      const b = body as { name: string; resourceSpecification: { sqs?: { arn: string }; eventBridge?: unknown } };
      const arn = b.resourceSpecification.sqs?.arn;
      if (!arn) return { status: 400, body: invalidInput('Only an SQS destination is supported here.', 'resourceSpecification') };
      if ([...n.destinations.values()].some((d) => d.arn === arn))
        return { status: 409, body: conflict('A destination with this resource already exists.') };
      const destination = { destinationId: randomUUID(), name: b.name, arn };
      n.destinations.set(destination.destinationId, destination);
      return { status: 200, body: { payload: toDestination(destination) } };
    },
    NOTIFICATIONS_SCOPE,
  );
  registerOperation(
    app,
    state,
    model,
    'getDestinations',
    () => ({ status: 200, body: { payload: [...n.destinations.values()].map(toDestination) } }),
    NOTIFICATIONS_SCOPE,
  );
  registerOperation(
    app,
    state,
    model,
    'getDestination',
    ({ params }) => {
      const d = n.destinations.get(params['destinationId'] ?? '');
      return d ? { status: 200, body: { payload: toDestination(d) } } : { status: 404, body: notFound('Destination not found.') };
    },
    NOTIFICATIONS_SCOPE,
  );
  registerOperation(
    app,
    state,
    model,
    'deleteDestination',
    ({ params }) => {
      const id = params['destinationId'] ?? '';
      if (!n.destinations.delete(id)) return { status: 404, body: notFound('Destination not found.') };
      for (const [key, s] of n.subscriptions) if (s.destinationId === id) n.subscriptions.delete(key);
      return { status: 200, body: {} };
    },
    NOTIFICATIONS_SCOPE,
  );

  registerOperation(app, state, model, 'createSubscription', ({ params, body, sellerId, request }) => {
    const type = params['notificationType'] ?? '';
    const b = body as { payloadVersion: string; destinationId: string };
    const versions = NOTIFICATION_TYPES[type];
    if (!versions)
      return { status: 400, body: invalidInput(`${type} is not a supported notification type.`, 'notificationType') };
    if (!versions.includes(b.payloadVersion))
      return {
        status: 400,
        body: invalidInput(`Payload version ${b.payloadVersion} is not available for ${type}.`, 'payloadVersion'),
      };
    if (!n.destinations.has(b.destinationId)) return { status: 400, body: invalidInput('Invalid destination.', 'destinationId') };
    const region = requestRegion(request);
    if (find(state, sellerId, type, region))
      return { status: 409, body: conflict('Subscription for the notification type already exists.') };
    const subscription: Subscription = {
      subscriptionId: randomUUID(),
      notificationType: type,
      payloadVersion: b.payloadVersion,
      destinationId: b.destinationId,
      accountKey: sellerId,
      region,
    };
    n.subscriptions.set(subscription.subscriptionId, subscription);
    return { status: 200, body: { payload: toSubscription(subscription) } };
  });
  registerOperation(app, state, model, 'getSubscription', ({ params, sellerId, request }) => {
    const type = params['notificationType'] ?? '';
    if (!NOTIFICATION_TYPES[type])
      return { status: 400, body: invalidInput(`${type} is not a supported notification type.`, 'notificationType') };
    const s = find(state, sellerId, type, requestRegion(request));
    return s ? { status: 200, body: { payload: toSubscription(s) } } : { status: 404, body: notFound('Subscription not found.') };
  });
  registerOperation(
    app,
    state,
    model,
    'getSubscriptionById',
    ({ params }) => {
      const s = n.subscriptions.get(params['subscriptionId'] ?? '');
      return s && s.notificationType === params['notificationType']
        ? { status: 200, body: { payload: toSubscription(s) } }
        : { status: 404, body: notFound('Subscription not found.') };
    },
    NOTIFICATIONS_SCOPE,
  );
  registerOperation(
    app,
    state,
    model,
    'deleteSubscriptionById',
    ({ params }) => {
      const s = n.subscriptions.get(params['subscriptionId'] ?? '');
      if (!s || s.notificationType !== params['notificationType'])
        return { status: 404, body: notFound('Subscription not found.') };
      n.subscriptions.delete(s.subscriptionId);
      return { status: 200, body: {} };
    },
    NOTIFICATIONS_SCOPE,
  );
}

function find(state: EmulatorState, accountKey: string, type: string, region: string | null): Subscription | undefined {
  return [...state.notifications.subscriptions.values()].find(
    (s) => s.accountKey === accountKey && s.notificationType === type && s.region === region,
  );
}

const toDestination = (d: { destinationId: string; name: string; arn: string }) => ({
  name: d.name,
  destinationId: d.destinationId,
  resource: { sqs: { arn: d.arn } },
});

const toSubscription = (s: Subscription) => ({
  subscriptionId: s.subscriptionId,
  payloadVersion: s.payloadVersion,
  destinationId: s.destinationId,
});

/** What a listing showed before a change: what decides which notifications it causes. */
export type ListingSnapshot = { status: string[]; severities: string[]; actions: string[]; issueCodes: string[] };

export function snapshotOf(l: StoredListing): ListingSnapshot {
  const issues = listingIssues(l);
  return {
    status: listingStatus(l),
    severities: [...new Set(issues.map((i) => i.severity))].sort(),
    actions: [...new Set(issues.flatMap((i) => i.enforcements?.actions.map((a) => a.action) ?? []))].sort(),
    issueCodes: issues.map((i) => `${i.code}:${i.severity}`).sort(),
  };
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The subscriptions a change of this listing reaches: its account's, in the listing's region. */
function subscribersOf(state: EmulatorState, l: StoredListing, type: string): Subscription[] {
  const region = marketplaceRegion(l.marketplaceId) ?? null;
  return [...state.notifications.subscriptions.values()].filter(
    (s) => s.accountKey === l.sellerId && s.notificationType === type && (s.region === null || s.region === region),
  );
}

/** The notification, in the payload schema Amazon publishes for its type (vendor/…/schemas/notifications). */
export function notificationBody(
  state: EmulatorState,
  s: Subscription,
  payload: Record<string, unknown>,
): Record<string, unknown> {
  const at = new Date(nowMs(state)).toISOString();
  return {
    NotificationVersion: '1.0',
    NotificationType: s.notificationType,
    PayloadVersion: s.payloadVersion,
    EventTime: at,
    Payload: payload,
    NotificationMetadata: {
      ApplicationId: state.opts.applicationId,
      SubscriptionId: s.subscriptionId,
      PublishTime: at,
      NotificationId: randomUUID(),
    },
  };
}

/**
 * Sends the notifications a change of these listings causes (status, issues), compared with what
 * each showed before. Resolves once the queue has taken every message, so a control call that
 * returns has delivered; a refused send is recorded in `failed`, as Amazon would retry it.
 */
export async function notifyListingChanges(
  state: EmulatorState,
  changes: { listing: StoredListing; before: ListingSnapshot }[],
): Promise<void> {
  const sends: Promise<void>[] = [];
  for (const { listing: l, before } of changes) {
    const after = snapshotOf(l);
    // The account's own selling partner id: a demo user's copy is a seller of its own, and the app
    // knows it by that id, not the demo seller's it was copied from.
    const base = { SellerId: publicIdOf(state, l.sellerId), MarketplaceId: l.marketplaceId, Asin: l.asin, Sku: l.sku };
    if (!same(before.status, after.status))
      for (const s of subscribersOf(state, l, 'LISTINGS_ITEM_STATUS_CHANGE'))
        sends.push(send(state, s, l, { ...base, CreatedDate: new Date(nowMs(state)).toISOString(), Status: after.status }));
    if (!same(before.issueCodes, after.issueCodes))
      for (const s of subscribersOf(state, l, 'LISTINGS_ITEM_ISSUES_CHANGE'))
        sends.push(
          send(state, s, l, {
            ...base,
            Severities: after.severities,
            ...(after.actions.length > 0 && { EnforcementActions: after.actions }),
          }),
        );
  }
  await Promise.all(sends);
}

/**
 * Sends ITEM_PRODUCT_TYPE_CHANGE for an ASIN whose product type Amazon changed: one notification per
 * subscribed account holding a listing of it in that marketplace (the payload names the item, not a
 * seller or SKU, as in Amazon's schema), given each changed listing and its type before.
 */
export async function notifyProductTypeChange(
  state: EmulatorState,
  changes: { listing: StoredListing; previous: string }[],
): Promise<void> {
  const sends: Promise<void>[] = [];
  const reached = new Set<string>();
  for (const { listing: l, previous } of changes) {
    if (l.productType === previous) continue;
    for (const s of subscribersOf(state, l, 'ITEM_PRODUCT_TYPE_CHANGE')) {
      const key = `${s.subscriptionId}:${l.marketplaceId}:${l.asin}`;
      if (reached.has(key)) continue;
      reached.add(key);
      sends.push(
        send(state, s, l, {
          MarketplaceId: l.marketplaceId,
          Asin: l.asin,
          PreviousProductType: previous,
          CurrentProductType: l.productType,
        }),
      );
    }
  }
  await Promise.all(sends);
}

async function send(state: EmulatorState, s: Subscription, l: StoredListing, payload: Record<string, unknown>): Promise<void> {
  const destination = state.notifications.destinations.get(s.destinationId);
  const endpoint = state.opts.sqsEndpoint;
  if (!destination || !endpoint) return;
  const body = notificationBody(state, s, payload);
  const notificationId = (body['NotificationMetadata'] as { NotificationId: string }).NotificationId;
  const [, , , , account, name] = destination.arn.split(':');
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessage' },
      body: JSON.stringify({ QueueUrl: `${endpoint}/${account}/${name}`, MessageBody: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SQS answered ${res.status}: ${await res.text()}`);
    state.notifications.sent.push({
      notificationId,
      notificationType: s.notificationType,
      sellerId: l.sellerId,
      sku: l.sku,
      at: Date.now(),
    });
  } catch (error) {
    state.notifications.failed.push({ notificationId, arn: destination.arn, error: (error as Error).message });
  }
}
