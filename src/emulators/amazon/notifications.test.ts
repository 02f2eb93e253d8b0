import { readFileSync } from 'node:fs';
import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSqsEmulator } from '../sqs/app.ts';
import { ACCOUNT_ID, QUEUE_REGION } from '../sqs/queues.ts';
import { DEMO_SELLER_ID } from './sample/sellers.ts';
import { api, control, getAccessToken, startEmulator, TEST_APP, type Emulator } from './test-helpers.ts';

const ajv = new Ajv({ strict: false, logger: false });
addFormatsModule.default(ajv);
const schema = (file: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../vendor/amazon/spapi-models/schemas/notifications/${file}`, import.meta.url), 'utf8'),
  ) as object;
const validIssues = ajv.compile(schema('ListingsItemIssuesChangeNotification_2023-12-13.json'));
// Amazon's status schema names the type LISTINGS_ITEM_STATUS_CHANGED in its enum while its own
// example, the subscription API and the delivered messages say LISTINGS_ITEM_STATUS_CHANGE: the
// type is checked against the example, the rest against the schema.
const statusSchema = schema('ListingsItemStatusChangeNotification.json') as { properties: Record<string, unknown> };
const validStatus = ajv.compile({
  ...statusSchema,
  properties: { ...statusSchema.properties, NotificationType: { const: 'LISTINGS_ITEM_STATUS_CHANGE' } },
});

const validProductType = ajv.compile(schema('ItemProductTypeChangeNotification.json'));

const QUEUE = 'notifications';
const ARN = `arn:aws:sqs:${QUEUE_REGION}:${ACCOUNT_ID}:${QUEUE}`;
let sqsApp: FastifyInstance;
let sqsBase: string;
let sqs: SQSClient;
let emu: Emulator;

beforeAll(async () => {
  sqsApp = await buildSqsEmulator({ queues: [{ name: QUEUE }] });
  sqsBase = await sqsApp.listen({ port: 0, host: '127.0.0.1' });
  sqs = new SQSClient({ endpoint: sqsBase, region: QUEUE_REGION, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  emu = await startEmulator({ sqsEndpoint: sqsBase });
});
afterAll(async () => {
  sqs.destroy();
  await emu.close();
  await sqsApp.close();
});
beforeEach(async () => {
  await control(emu.base, 'reset', {});
});

async function grantless(scope = 'sellingpartnerapi::notifications'): Promise<Response> {
  return fetch(`${emu.base}/na/auth/o2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope,
      client_id: TEST_APP.clientId,
      client_secret: TEST_APP.clientSecret,
    }),
  });
}

async function destination(): Promise<string> {
  const token = ((await (await grantless()).json()) as { access_token: string }).access_token;
  const res = await api(emu.base, token, '/na/notifications/v1/destinations', {
    method: 'POST',
    body: JSON.stringify({ name: 'listingpilot', resourceSpecification: { sqs: { arn: ARN } } }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { payload: { destinationId: string } }).payload.destinationId;
}

const receiveAll = async () =>
  (
    (await sqs.send(new ReceiveMessageCommand({ QueueUrl: `${sqsBase}/${ACCOUNT_ID}/${QUEUE}`, MaxNumberOfMessages: 10 })))
      .Messages ?? []
  ).map(
    (m) =>
      JSON.parse(m.Body!) as Record<string, unknown> & {
        Payload: Record<string, unknown>;
        NotificationMetadata: Record<string, string>;
      },
  );

describe('Notifications API', () => {
  it('destinations are grantless: a seller token is refused, a wrong scope gets no token, a duplicate is 409', async () => {
    expect((await grantless('sellingpartnerapi::other')).status).toBe(400);
    const seller = await getAccessToken(emu.base);
    const asSeller = await api(emu.base, seller, '/notifications/v1/destinations', {
      method: 'POST',
      body: JSON.stringify({ name: 'x', resourceSpecification: { sqs: { arn: ARN } } }),
    });
    expect(asSeller.status).toBe(403);
    await destination();
    const token = ((await (await grantless()).json()) as { access_token: string }).access_token;
    const again = await api(emu.base, token, '/na/notifications/v1/destinations', {
      method: 'POST',
      body: JSON.stringify({ name: 'listingpilot', resourceSpecification: { sqs: { arn: ARN } } }),
    });
    expect(again.status).toBe(409);
  });

  it('a subscribed seller gets an issues and a status notification in Amazon’s payload schema when a control route suppresses a listing', async () => {
    const destinationId = await destination();
    const seller = await getAccessToken(emu.base);
    for (const [type, payloadVersion] of [
      ['LISTINGS_ITEM_ISSUES_CHANGE', '2023-12-13'],
      ['LISTINGS_ITEM_STATUS_CHANGE', '1.0'],
    ] as const) {
      const res = await api(emu.base, seller, `/notifications/v1/subscriptions/${type}`, {
        method: 'POST',
        body: JSON.stringify({ payloadVersion, destinationId }),
      });
      expect(res.status).toBe(200);
    }
    const got = await api(emu.base, seller, '/notifications/v1/subscriptions/LISTINGS_ITEM_ISSUES_CHANGE');
    expect(got.status).toBe(200);
    const subscriptionId = ((await got.json()) as { payload: { subscriptionId: string } }).payload.subscriptionId;

    const listings = (await (
      await api(emu.base, seller, `/listings/2021-08-01/items/${DEMO_SELLER_ID}?marketplaceIds=ATVPDKIKX0DER&pageSize=1`)
    ).json()) as {
      items: { sku: string }[];
    };
    const target = listings.items[0]!.sku;
    const planted = await control(emu.base, `listings/${DEMO_SELLER_ID}/${encodeURIComponent(target)}/issues`, {
      issues: [
        {
          code: '18155',
          message: 'Suppressed.',
          severity: 'ERROR',
          categories: ['INVALID_ATTRIBUTE'],
          enforcements: { actions: [{ action: 'LISTING_SUPPRESSED' }] },
        },
      ],
    });
    expect(planted.status).toBe(200);
    const messages = await receiveAll();
    const issues = messages.find((m) => m['NotificationType'] === 'LISTINGS_ITEM_ISSUES_CHANGE')!;
    const status = messages.find((m) => m['NotificationType'] === 'LISTINGS_ITEM_STATUS_CHANGE')!;
    expect(validIssues(issues), JSON.stringify(validIssues.errors)).toBe(true);
    expect(validStatus(status), JSON.stringify(validStatus.errors)).toBe(true);
    expect(issues.Payload).toMatchObject({
      SellerId: DEMO_SELLER_ID,
      Sku: target,
      EnforcementActions: ['LISTING_SUPPRESSED'],
      Severities: ['ERROR'],
    });
    expect(issues.NotificationMetadata.SubscriptionId).toBe(subscriptionId);
    expect(status.Payload['Status']).not.toContain('BUYABLE');

    // Unsubscribed (grantless delete): the next change sends nothing.
    const token = ((await (await grantless()).json()) as { access_token: string }).access_token;
    for (const type of ['LISTINGS_ITEM_ISSUES_CHANGE', 'LISTINGS_ITEM_STATUS_CHANGE']) {
      const sub = (
        (await (await api(emu.base, seller, `/notifications/v1/subscriptions/${type}`)).json()) as {
          payload: { subscriptionId: string };
        }
      ).payload.subscriptionId;
      expect((await api(emu.base, token, `/notifications/v1/subscriptions/${type}/${sub}`, { method: 'DELETE' })).status).toBe(
        200,
      );
    }
    await control(emu.base, `listings/${DEMO_SELLER_ID}/${encodeURIComponent(target)}/issues`, { issues: [] });
    expect(await receiveAll()).toEqual([]);
    const log = (await (await control(emu.base, 'notifications')).json()) as { sent: unknown[]; failed: unknown[] };
    expect(log.sent).toHaveLength(2);
    expect(log.failed).toEqual([]);
  });

  it('a product type changed at Amazon sends ITEM_PRODUCT_TYPE_CHANGE in Amazon’s payload schema, once per subscribed seller', async () => {
    const destinationId = await destination();
    const seller = await getAccessToken(emu.base);
    const res = await api(emu.base, seller, '/notifications/v1/subscriptions/ITEM_PRODUCT_TYPE_CHANGE', {
      method: 'POST',
      body: JSON.stringify({ payloadVersion: '1.0', destinationId }),
    });
    expect(res.status).toBe(200);
    const subscriptionId = ((await res.json()) as { payload: { subscriptionId: string } }).payload.subscriptionId;
    await control(emu.base, 'listings', { sellerId: DEMO_SELLER_ID, sku: 'PT-ONE', asin: 'B0PTYPE001', productType: 'PRODUCT' });

    expect((await control(emu.base, 'catalog/B0PTYPE001/product-type', { productType: 'not a type' })).status).toBe(400);
    expect((await control(emu.base, 'catalog/B0PTYPE001/product-type', { productType: 'NO_SUCH_TYPE' })).status).toBe(400);
    expect((await control(emu.base, 'catalog/B0NOTHERE1/product-type', { productType: 'BRACELET' })).status).toBe(404);
    expect(await receiveAll()).toEqual([]);

    const changed = await control(emu.base, 'catalog/B0PTYPE001/product-type', { productType: 'BRACELET' });
    expect(changed.status).toBe(200);
    const [message, ...more] = await receiveAll();
    expect(more).toEqual([]);
    expect(validProductType(message), JSON.stringify(validProductType.errors)).toBe(true);
    expect(message).toMatchObject({
      NotificationType: 'ITEM_PRODUCT_TYPE_CHANGE',
      PayloadVersion: '1.0',
      Payload: {
        MarketplaceId: 'ATVPDKIKX0DER',
        Asin: 'B0PTYPE001',
        PreviousProductType: 'PRODUCT',
        CurrentProductType: 'BRACELET',
      },
      NotificationMetadata: { SubscriptionId: subscriptionId },
    });
    const stored = (await (await fetch(`${emu.base}/__emulator/listings/${DEMO_SELLER_ID}/PT-ONE`)).json()) as {
      productType: string;
    };
    expect(stored.productType).toBe('BRACELET');
    // The same type again is no change: nothing is sent.
    expect((await control(emu.base, 'catalog/B0PTYPE001/product-type', { productType: 'BRACELET' })).status).toBe(200);
    expect(await receiveAll()).toEqual([]);
  });

  it('createSubscription refuses an unknown destination and a second subscription of the type', async () => {
    const seller = await getAccessToken(emu.base);
    const bad = await api(emu.base, seller, '/notifications/v1/subscriptions/LISTINGS_ITEM_STATUS_CHANGE', {
      method: 'POST',
      body: JSON.stringify({ payloadVersion: '1.0', destinationId: 'nope' }),
    });
    expect(bad.status).toBe(400);
    const destinationId = await destination();
    const create = () =>
      api(emu.base, seller, '/notifications/v1/subscriptions/LISTINGS_ITEM_STATUS_CHANGE', {
        method: 'POST',
        body: JSON.stringify({ payloadVersion: '1.0', destinationId }),
      });
    expect((await create()).status).toBe(200);
    expect((await create()).status).toBe(409);
  });
});
