/**
 * The listing watch fed by Amazon's notifications: the Amazon emulator sends them to the SQS
 * stand-in, the worker reads the queue with the AWS SDK. Two sellers are connected at once.
 */
import { randomUUID } from 'node:crypto';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID, DEMO_SELLER_US_ONLY_ID } from '../../src/emulators/amazon/demo-app.ts';
import { buildSqsEmulator } from '../../src/emulators/sqs/app.ts';
import { ACCOUNT_ID, QUEUE_REGION } from '../../src/emulators/sqs/queues.ts';
import type { Alert, AlertList, WatchStatus } from '../../src/core/api/alerts.ts';
import { subscriptionDeps } from '../../src/server/alerts/queue.ts';
import { reconcileSubscriptions } from '../../src/server/alerts/subscriptions.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { notificationQueueStatus, notificationSubscriptions, watchRegions } from '../../src/server/db/schema/index.ts';
import type { AmazonConnection } from '../../src/core/api/amazon.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import {
  amazonConfig,
  buildAmazonTestApp,
  connectSeller,
  decideConsent,
  emulatorCalls,
  emulatorControl,
  followCallback,
  startAmazonEmulator,
  startConnect,
  syncToEnd,
  type AmazonTestApp,
  type SellerCentralSignIn,
  type TestEmulator,
} from '../helpers/amazon.ts';
import { freePort } from '../helpers/free-port.ts';
import { waitFor } from '../helpers/wait.ts';
import { MAIN_IMAGE_SUPPRESSION } from '../helpers/suppression.ts';

const US = 'ATVPDKIKX0DER';
const QUEUE = 'lp-notifications';
const DLQ = 'lp-notifications-dlq';
const arn = (name: string) => `arn:aws:sqs:${QUEUE_REGION}:${ACCOUNT_ID}:${name}`;

let sqsApp: FastifyInstance;
let sqsBase: string;
let sqs: SQSClient;
let emulator: TestEmulator;
let t: AmazonTestApp;
type Seller = { token: string; userId: number; sellerId: string };
let first: Seller;
let second: Seller;

const suppression = MAIN_IMAGE_SUPPRESSION;

async function plant(sellerId: string, sku: string, asin: string): Promise<void> {
  await emulatorControl(emulator.base, 'listings', {
    sellerId,
    sku,
    asin,
    marketplaceId: US,
    title: `Frostline Insulated Water Bottle ${sku}`,
    bullets: ['Keeps drinks cold for 24 hours'],
    description: 'A double-walled bottle.',
  });
}

async function connected(sellerId: string): Promise<Seller> {
  const { token, user } = await registerUser(t.app);
  expect(await connectSeller(t.app, token, emulator.base, sellerId)).toBe('/?connected=true');
  expect((await syncToEnd(t.app, token)).status).toBe('done');
  return { token, userId: user.id, sellerId };
}

async function status(s: Seller): Promise<WatchStatus> {
  const res = await t.app.inject({ method: 'GET', url: '/api/alerts/status', headers: bearer(s.token) });
  expect(res.statusCode).toBe(200);
  return res.json() as WatchStatus;
}

async function alertsOf(s: Seller): Promise<Alert[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/alerts?state=all', headers: bearer(s.token) });
  return (res.json() as AlertList).alerts;
}

/** Notified listings' checks waiting, retrying or running. */
const listingChecksPending = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'listing-watch-listing' and state in ('created', 'retry', 'active')`,
    )
  )[0]!.n;

/** Checks of notified listings that ran to the end and named this SKU. */
const checksRunOf = async (sku: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'listing-watch-listing' and state = 'completed' and data->'skus' @> ${JSON.stringify([sku])}::jsonb`,
    )
  )[0]!.n;

/** Reads of the listings API that name this SKU alone: a search of it, or a get of it. */
const readsOf = async (sku: string) =>
  (await emulatorCalls(emulator.base)).filter((c) => {
    const url = decodeURIComponent(c.url);
    if (c.operation === 'getListingsItem') return new URL(url, 'http://x').pathname.endsWith(`/${sku}`);
    return c.operation === 'searchListingsItems' && (url.includes(`identifiers=${sku}&`) || url.endsWith(`identifiers=${sku}`));
  }).length;

/** The listings API's calls since `before` (a count of calls): searches and gets alike. */
const listingReadsSince = async (before: number) =>
  (await emulatorCalls(emulator.base))
    .slice(before)
    .filter((c) => c.operation === 'searchListingsItems' || c.operation === 'getListingsItem');

type Sent = { notificationType: string; sku: string };
const sentFor = async (sku: string) =>
  ((await (await fetch(`${emulator.base}/__emulator/notifications`)).json()) as { sent: Sent[] }).sent
    .filter((n) => n.sku === sku)
    .map((n) => n.notificationType)
    .sort();

const subscriptionCalls = async (operation: string) =>
  (await emulatorCalls(emulator.base)).filter((c) => c.operation === operation && c.status === 200).length;

async function queueCounts(name: string): Promise<{ visible: number; inFlight: number }> {
  const queues = (await (await fetch(`${sqsBase}/__emulator/queues`)).json()) as {
    name: string;
    visible: number;
    inFlight: number;
  }[];
  return queues.find((q) => q.name === name)!;
}

const send = (body: string) =>
  sqs.send(new SendMessageCommand({ QueueUrl: `${sqsBase}/${ACCOUNT_ID}/${QUEUE}`, MessageBody: body }));
const logged = (text: string) => t.logs.filter((l) => l.includes(text)).length;

beforeAll(async () => {
  sqsApp = await buildSqsEmulator({
    controlApi: true,
    queues: [
      { name: DLQ },
      { name: QUEUE, visibilityTimeout: 60, redrivePolicy: { deadLetterTargetArn: arn(DLQ), maxReceiveCount: 3 } },
    ],
  });
  sqsBase = await sqsApp.listen({ port: 0, host: '127.0.0.1' });
  sqs = new SQSClient({ endpoint: sqsBase, region: QUEUE_REGION, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  emulator = await startAmazonEmulator({ speedFactor: 1000, sqsEndpoint: sqsBase });
  t = await buildAmazonTestApp(
    amazonConfig(emulator.base, 1000, {
      SPAPI_NOTIFICATIONS_QUEUE_URL: `${sqsBase}/${ACCOUNT_ID}/${QUEUE}`,
      SPAPI_NOTIFICATIONS_QUEUE_ARN: arn(QUEUE),
      SPAPI_NOTIFICATIONS_SQS_ENDPOINT: sqsBase,
    }),
  );
  await plant(DEMO_SELLER_ID, 'NOTE-SUPP', 'B0NOTE0001');
  await plant(DEMO_SELLER_ID, 'NOTE-DUP', 'B0NOTE0002');
  await plant(DEMO_SELLER_US_ONLY_ID, 'NOTE-TWO', 'B0NOTE0003');
  [first, second] = await Promise.all([connected(DEMO_SELLER_ID), connected(DEMO_SELLER_US_ONLY_ID)]);
}, 180_000);

afterAll(async () => {
  await t?.close();
  sqs?.destroy();
  await emulator?.close();
  await sqsApp?.close();
});

describe('listing watch through Amazon notifications', () => {
  it('connecting subscribes each seller to the three types, once; the watch is live and its poll daily', async () => {
    await reconcileSubscriptions(subscriptionDeps(t.app));
    await reconcileSubscriptions(subscriptionDeps(t.app));
    expect(await subscriptionCalls('createDestination')).toBe(1);
    expect(await subscriptionCalls('createSubscription')).toBe(6);
    const rows = await t.database.db.select().from(notificationSubscriptions);
    expect(rows.map((r) => `${r.userId}:${r.notificationType}`).sort()).toEqual(
      [first, second]
        .flatMap((s) =>
          ['ITEM_PRODUCT_TYPE_CHANGE', 'LISTINGS_ITEM_ISSUES_CHANGE', 'LISTINGS_ITEM_STATUS_CHANGE'].map(
            (k) => `${s.userId}:${k}`,
          ),
        )
        .sort(),
    );
    const live = await waitFor(async () => {
      const s = await status(first);
      return s.notifications.live && s;
    }, 45_000);
    expect(live.intervalMinutes).toBe(24 * 60);
  }, 90_000);

  it('a suppression planted at Amazon becomes a critical alert for its seller alone, with no Check now and no poll', async () => {
    // Both regions were checked in full a moment ago: with notifications live, no poll is due for a day.
    const checkedAt = new Date();
    for (const s of [first, second])
      await t.database.db
        .insert(watchRegions)
        .values({ userId: s.userId, region: 'NA', lastCheckedAt: checkedAt })
        .onConflictDoUpdate({
          target: [watchRegions.userId, watchRegions.region],
          set: { lastCheckedAt: checkedAt, checkingSince: null },
        });
    const checkedBefore = (await t.database.db.select().from(watchRegions)).map((r) => r.lastCheckedAt?.toISOString()).sort();
    const callsBefore = (await emulatorCalls(emulator.base)).length;

    await emulatorControl(emulator.base, `listings/${DEMO_SELLER_US_ONLY_ID}/NOTE-TWO/issues`, { issues: [suppression] });
    const alert = await waitFor(async () => (await alertsOf(second)).find((a) => a.sku === 'NOTE-TWO'), 30_000);
    expect(alert).toMatchObject({
      kind: 'listing_suppressed',
      severity: 'critical',
      state: 'open',
      message: suppression.message,
    });
    expect((await alertsOf(first)).filter((a) => a.kind === 'listing_suppressed')).toEqual([]);
    // No poll ran: the regions' last full checks are unchanged, and the listing was read alone.
    expect((await t.database.db.select().from(watchRegions)).map((r) => r.lastCheckedAt?.toISOString()).sort()).toEqual(
      checkedBefore,
    );
    const reads = await listingReadsSince(callsBefore);
    expect(reads.length).toBeGreaterThan(0);
    expect(
      reads.every(
        (c) => c.operation === 'getListingsItem' && new URL(decodeURIComponent(c.url), 'http://x').pathname.endsWith('/NOTE-TWO'),
      ),
    ).toBe(true);
    expect((await status(second)).notifications.lastNotificationAt).not.toBeNull();
    await waitFor(async () => {
      const q = await queueCounts(QUEUE);
      return q.visible === 0 && q.inFlight === 0;
    });
  }, 60_000);

  it('the status and the issues notification of one change join one check, which reads the listing once', async () => {
    const sku = 'NOTE-JOIN';
    await plant(DEMO_SELLER_US_ONLY_ID, sku, 'B0NOTE0004');
    expect((await syncToEnd(t.app, second.token)).status).toBe('done');
    await waitFor(async () => (await listingChecksPending()) === 0, 30_000);
    const readsBefore = await readsOf(sku);

    await emulatorControl(emulator.base, `listings/${DEMO_SELLER_US_ONLY_ID}/${sku}/issues`, { issues: [suppression] });
    // Amazon told of the change twice: the listing's status and its issues.
    expect(await sentFor(sku)).toEqual(['LISTINGS_ITEM_ISSUES_CHANGE', 'LISTINGS_ITEM_STATUS_CHANGE']);
    await waitFor(async () => (await alertsOf(second)).find((a) => a.sku === sku), 30_000);
    // Both messages handled and every check of the listing over.
    await waitFor(async () => {
      const q = await queueCounts(QUEUE);
      return q.visible === 0 && q.inFlight === 0 && (await listingChecksPending()) === 0;
    }, 30_000);
    // The second notification joins the first one's check when it comes within the wait, as it does
    // except on a starved machine, where it may come after that check began and queue one more. Either
    // way each check reads the listing once: Amazon's notification vouches for the suppression.
    const checks = await checksRunOf(sku);
    expect(checks).toBeGreaterThanOrEqual(1);
    expect(checks).toBeLessThanOrEqual(2);
    expect((await readsOf(sku)) - readsBefore).toBe(checks);
    expect((await alertsOf(second)).filter((a) => a.sku === sku && a.kind === 'listing_suppressed')).toHaveLength(1);
  }, 90_000);

  it('a notification delivered twice makes one alert and is handled once', async () => {
    await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/NOTE-DUP/issues`, { issues: [suppression] });
    await waitFor(async () => (await alertsOf(first)).find((a) => a.sku === 'NOTE-DUP'), 30_000);
    const [sub] = await t.database.db
      .select()
      .from(notificationSubscriptions)
      .where(
        sql`${notificationSubscriptions.userId} = ${first.userId} and ${notificationSubscriptions.notificationType} = 'LISTINGS_ITEM_ISSUES_CHANGE'`,
      );
    const notification = JSON.stringify({
      NotificationVersion: '1.0',
      NotificationType: 'LISTINGS_ITEM_ISSUES_CHANGE',
      PayloadVersion: '2023-12-13',
      EventTime: new Date().toISOString(),
      Payload: {
        SellerId: DEMO_SELLER_ID,
        MarketplaceId: US,
        Sku: 'NOTE-DUP',
        Severities: ['ERROR'],
        EnforcementActions: ['LISTING_SUPPRESSED'],
      },
      NotificationMetadata: {
        ApplicationId: 'amzn1.sellerapps.app.x',
        SubscriptionId: sub!.subscriptionId,
        PublishTime: new Date().toISOString(),
        NotificationId: randomUUID(),
      },
    });
    const seenBefore = logged('notification seen before');
    await send(notification);
    await send(notification);
    await waitFor(async () => logged('notification seen before') === seenBefore + 1, 30_000);
    await waitFor(async () => {
      const q = await queueCounts(QUEUE);
      return q.visible === 0 && q.inFlight === 0;
    });
    expect((await alertsOf(first)).filter((a) => a.sku === 'NOTE-DUP')).toHaveLength(1);
  }, 60_000);

  it('a notification for a seller not connected here is dropped and logged; an unreadable one reaches the dead-letter queue', async () => {
    const dropped = logged('not connected here; dropped');
    await send(
      JSON.stringify({
        NotificationVersion: '1.0',
        NotificationType: 'LISTINGS_ITEM_STATUS_CHANGE',
        PayloadVersion: '1.0',
        EventTime: new Date().toISOString(),
        Payload: { SellerId: 'A9STRANGER', Sku: 'X', Status: [] },
        NotificationMetadata: {
          ApplicationId: 'a',
          SubscriptionId: randomUUID(),
          PublishTime: new Date().toISOString(),
          NotificationId: randomUUID(),
        },
      }),
    );
    await waitFor(async () => logged('not connected here; dropped') === dropped + 1, 30_000);
    await waitFor(async () => {
      const q = await queueCounts(QUEUE);
      return q.visible === 0 && q.inFlight === 0;
    });
    expect((await queueCounts(DLQ)).visible).toBe(0);

    await send('{not json');
    const dead = await waitFor(async () => {
      const res = await fetch(`${sqsBase}/__emulator/queues/${DLQ}/messages`);
      const messages = (await res.json()) as { body: string }[];
      return messages.length > 0 && messages;
    }, 30_000);
    expect(dead.map((m) => m.body)).toEqual(['{not json']);
    expect(logged('unreadable notification')).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('a demo user’s own copy of a demo seller is notified under its own seller id, and its suppression becomes an alert', async () => {
    // A browser signed in to the emulated Seller Central: its copy of the demo seller has a selling
    // partner id of its own, and Amazon's notifications must name that one, not the demo seller's.
    const { token, user } = await registerUser(t.app);
    const signIn: SellerCentralSignIn = {};
    const { url, cookies } = await startConnect(t.app, token);
    expect(await followCallback(t.app, await decideConsent(emulator.base, url, { signIn }), cookies)).toBe('/?connected=true');
    const own = (
      await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) })
    ).json() as AmazonConnection;
    expect(own.sellingPartnerId).not.toBe(DEMO_SELLER_ID);
    expect((await syncToEnd(t.app, token)).status).toBe('done');
    await reconcileSubscriptions(subscriptionDeps(t.app));
    const demo: Seller = { token, userId: user.id, sellerId: own.sellingPartnerId! };

    try {
      const dropped = logged('not connected here; dropped');
      // The copy, addressed by its own seller id (as the "Simulate a change" panel reaches it).
      await emulatorControl(emulator.base, `listings/${demo.sellerId}/NOTE-SUPP/issues`, { issues: [suppression] });
      const alert = await waitFor(async () => (await alertsOf(demo)).find((a) => a.sku === 'NOTE-SUPP'), 30_000);
      expect(alert).toMatchObject({ kind: 'listing_suppressed', severity: 'critical', state: 'open' });
      expect(logged('not connected here; dropped')).toBe(dropped);
      // The demo seller's own listing, the first user's, was not changed.
      expect((await alertsOf(first)).filter((a) => a.sku === 'NOTE-SUPP')).toEqual([]);
    } finally {
      // Gone again, so the next test counts the first two sellers' subscriptions alone.
      await t.app.inject({ method: 'DELETE', url: '/api/amazon/connection', headers: bearer(token) });
      await reconcileSubscriptions(subscriptionDeps(t.app));
    }
  }, 120_000);

  it('disconnecting a region deletes its subscriptions at Amazon; the other seller keeps its own', async () => {
    const deletedBefore = await subscriptionCalls('deleteSubscriptionById');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/amazon/connection', headers: bearer(first.token) });
    expect(res.statusCode).toBe(200);
    await reconcileSubscriptions(subscriptionDeps(t.app));
    expect((await subscriptionCalls('deleteSubscriptionById')) - deletedBefore).toBe(3);
    const left = await t.database.db.select().from(notificationSubscriptions);
    expect(new Set(left.map((r) => r.userId))).toEqual(new Set([second.userId]));
    const state = (await (await fetch(`${emulator.base}/__emulator/notifications`)).json()) as { subscriptions: unknown[] };
    expect(state.subscriptions).toHaveLength(3);
  }, 60_000);

  it('a queue refused at start-up is retried, not called 5 minutes dead (the read before any other)', async () => {
    const closed = await freePort();
    const other = await buildAmazonTestApp(
      amazonConfig(emulator.base, 1, {
        SPAPI_NOTIFICATIONS_QUEUE_URL: `http://127.0.0.1:${closed}/${ACCOUNT_ID}/${QUEUE}`,
        SPAPI_NOTIFICATIONS_QUEUE_ARN: arn(QUEUE),
        SPAPI_NOTIFICATIONS_SQS_ENDPOINT: `http://127.0.0.1:${closed}`,
      }),
    );
    try {
      await waitFor(async () => other.logs.some((l) => l.includes('cannot be read; retrying')), 30_000);
      expect(other.logs.filter((l) => l.includes('cannot be read for 5 minutes'))).toEqual([]);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('a queue that cannot be read for 5 minutes puts the watch back on the hourly poll, and says so', async () => {
    await fetch(`${sqsBase}/__emulator/outage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unavailable: true }),
    });
    await waitFor(async () => {
      const [row] = await t.database.db.select().from(notificationQueueStatus);
      return row?.failingSince != null;
    }, 60_000);
    // Five minutes without a successful read, played by moving the last one back.
    await t.database.db
      .update(notificationQueueStatus)
      .set({ lastReadAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(notificationQueueStatus.id, 1));
    const s = await status(second);
    expect(s.notifications.live).toBe(false);
    expect(s.intervalMinutes).toBe(60);
    await waitFor(async () => logged('cannot be read for 5 minutes; back to checking every hour') > 0, 60_000);
  }, 120_000);
});
