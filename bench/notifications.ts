/**
 * The listing watch fed by Amazon's notifications, end to end at Amazon's real timing (speed 1): the
 * Amazon emulator suppresses listings at random, sends the notifications to the SQS stand-in, the
 * app's worker reads them with the AWS SDK and stores the alert. Measured:
 *
 * - seconds from the emulator's change to the stored alert, p50 and p99;
 * - SP-API calls per seller per day spent on watching: before, the hourly poll (24 full checks);
 *   after, the daily net (1 full check), one check of the listing per notified change and the
 *   daily getSubscription of each type. Calls per check are counted at the emulator; the changes
 *   per seller-day are BENCH_CHANGES_PER_SELLER_DAY (default 4);
 * - CPU of the app process per 1,000 notifications.
 *
 * Each seller has its own rate buckets and its own queue messages, so the per-seller figures do
 * not depend on how many sellers share the workers; BENCH_NOTIFY_SELLERS of them (default 4) are
 * connected and changed at once, standing for the 1,000 of the printed line.
 *
 *   node --import tsx bench/notifications.ts   (BENCH_NOTIFY_SELLERS=4 BENCH_NOTIFY_CHANGES=40)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import { buildAmazonEmulator } from '../src/emulators/amazon/app.ts';
import {
  DEMO_APPLICATION_ID,
  DEMO_LWA_CLIENT_ID,
  DEMO_LWA_CLIENT_SECRET,
  DEMO_SELLER_ID,
} from '../src/emulators/amazon/demo-app.ts';
import { buildSqsEmulator } from '../src/emulators/sqs/app.ts';
import { ACCOUNT_ID, QUEUE_REGION } from '../src/emulators/sqs/queues.ts';
import { runWatchCheck } from '../src/server/alerts/check.ts';
import { subscriptionDeps } from '../src/server/alerts/queue.ts';
import { reconcileSubscriptions } from '../src/server/alerts/subscriptions.ts';
import { loadConfig } from '../src/server/config.ts';
import { usePglite } from '../src/server/db/client.ts';
import { alerts, listings, notificationSubscriptions, users } from '../src/server/db/schema/index.ts';
import { buildEmbeddedApp } from '../src/server/embedded-emulators.ts';
import { connectAmazon, inject, PUBLIC_URL } from './import.ts';

const MARKETPLACE = 'ATVPDKIKX0DER';
const WATCH_OPERATIONS = new Set(['searchListingsItems', 'searchCatalogItems', 'getListingsItem', 'getCatalogItem']);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchNotifications(): Promise<void> {
  const sellers = Number(process.env['BENCH_NOTIFY_SELLERS'] ?? 4);
  const changes = Number(process.env['BENCH_NOTIFY_CHANGES'] ?? 40);
  const perDay = Number(process.env['BENCH_CHANGES_PER_SELLER_DAY'] ?? 4);

  const sqsApp = await buildSqsEmulator({
    queues: [
      { name: 'dlq' },
      {
        name: 'notes',
        visibilityTimeout: 60,
        redrivePolicy: { deadLetterTargetArn: `arn:aws:sqs:${QUEUE_REGION}:${ACCOUNT_ID}:dlq`, maxReceiveCount: 5 },
      },
    ],
  });
  const sqsBase = await sqsApp.listen({ port: 0, host: '127.0.0.1' });
  const amazon = await buildAmazonEmulator({
    publicUrl: 'http://placeholder.invalid',
    clientId: DEMO_LWA_CLIENT_ID,
    clientSecret: DEMO_LWA_CLIENT_SECRET,
    applicationId: DEMO_APPLICATION_ID,
    redirectUris: [`${PUBLIC_URL}/api/amazon/callback`],
    speedFactor: 1,
    isDraftApp: true,
    controlApi: true,
    sqsEndpoint: sqsBase,
  });
  const base = await amazon.listen({ port: 0, host: '127.0.0.1' });
  const control = async (name: string, body?: unknown) =>
    (
      await fetch(
        `${base}/__emulator/${name}`,
        body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      )
    ).json();
  await control('settings', { publicUrl: base });
  const watchCalls = async () =>
    ((await control('calls')) as { calls: { operation?: string }[] }).calls.filter((c) => WATCH_OPERATIONS.has(c.operation ?? ''))
      .length;

  const database = await usePglite(new PGlite());
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SMTP_URL: 'smtp://127.0.0.1:1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-bench-')),
    PUBLIC_URL,
    SPAPI_CLIENT_ID: DEMO_LWA_CLIENT_ID,
    SPAPI_CLIENT_SECRET: DEMO_LWA_CLIENT_SECRET,
    SPAPI_APPLICATION_ID: DEMO_APPLICATION_ID,
    SPAPI_ENDPOINT_NA: base,
    SELLER_CENTRAL_URL_NA: base,
    LWA_TOKEN_URL: `${base}/auth/o2/token`,
    SPAPI_APP_DRAFT: 'true',
    SPAPI_NOTIFICATIONS_QUEUE_URL: `${sqsBase}/${ACCOUNT_ID}/notes`,
    SPAPI_NOTIFICATIONS_QUEUE_ARN: `arn:aws:sqs:${QUEUE_REGION}:${ACCOUNT_ID}:notes`,
    SPAPI_NOTIFICATIONS_SQS_ENDPOINT: sqsBase,
  });
  const app = await buildEmbeddedApp(config, { database, webRoot: path.join(config.dataDir, 'no-web') });
  await app.ready();
  const db = database.db;
  try {
    // Sellers: each a user with its own copy of the demo seller, imported.
    const connected: { userId: number; token: string }[] = [];
    for (let i = 0; i < sellers; i++) {
      const reg = await inject(app, 'POST', '/api/auth/register', undefined, {
        username: `benchnote${i}`,
        email: `bench-note-${i}@example.com`,
        password: 'correct horse battery',
      });
      const token = String(reg.body['token']);
      await connectAmazon(app, base, token, DEMO_SELLER_ID);
      const sync = await inject(app, 'POST', '/api/listings/sync', token, {});
      const jobId = Number(sync.body['jobId']);
      for (;;) {
        const p = (await inject(app, 'GET', `/api/listings/sync/${jobId}`, token)).body;
        if (p['status'] === 'done') break;
        if (p['status'] === 'failed') throw new Error(`import failed: ${String(p['error'])}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, `benchnote${i}`));
      connected.push({ userId: user!.id, token });
    }
    await reconcileSubscriptions(subscriptionDeps(app));

    // Before: one full check of a seller, as the hourly poll runs it 24 times a day.
    const beforeCalls = await watchCalls();
    const full = await runWatchCheck(
      { db, cipher: app.cipher, spapi: app.spapi, now: () => new Date() },
      { userId: connected[0]!.userId, region: 'NA' },
    );
    const perCheck = (await watchCalls()) - beforeCalls;

    // Whose account copy at the emulator is whose user here: by the subscription ids both hold.
    const emulatorSubs = ((await control('notifications')) as { subscriptions: { subscriptionId: string; accountKey: string }[] })
      .subscriptions;
    const ours = await db.select().from(notificationSubscriptions);
    const accountOf = new Map(
      ours.map((r) => [r.userId, emulatorSubs.find((s) => s.subscriptionId === r.subscriptionId)!.accountKey]),
    );
    const skusOf = new Map<number, string[]>();
    for (const s of connected)
      skusOf.set(
        s.userId,
        (
          await db
            .select({ sku: listings.sku })
            .from(listings)
            .where(and(eq(listings.userId, s.userId), eq(listings.marketplaceId, MARKETPLACE)))
        ).map((l) => l.sku),
      );

    // Random suppressions over a few seconds, each a different listing.
    const picks: { userId: number; sku: string }[] = [];
    const used = new Set<string>();
    while (picks.length < changes) {
      const s = connected[Math.floor(Math.random() * connected.length)]!;
      const list = skusOf.get(s.userId)!;
      const sku = list[Math.floor(Math.random() * list.length)]!;
      if (used.has(`${s.userId}:${sku}`)) {
        if (used.size >= connected.reduce((n, c) => n + skusOf.get(c.userId)!.length, 0)) break;
        continue;
      }
      used.add(`${s.userId}:${sku}`);
      picks.push({ userId: s.userId, sku });
    }
    const callsBeforeChanges = await watchCalls();
    const cpuBefore = process.cpuUsage();
    const latencies = await Promise.all(
      picks.map(async ({ userId, sku }, i) => {
        await new Promise((r) => setTimeout(r, (i * 5000) / picks.length));
        const changedAt = Date.now();
        await control(`listings/${encodeURIComponent(accountOf.get(userId)!)}/${encodeURIComponent(sku)}/issues`, {
          issues: [
            {
              code: '18155',
              message: 'The listing is missing a required main image and has been suppressed.',
              severity: 'ERROR',
              categories: ['MISSING_IMAGE'],
              enforcements: { actions: [{ action: 'LISTING_SUPPRESSED' }] },
            },
          ],
        });
        for (;;) {
          const rows = await db
            .select({ createdAt: alerts.createdAt })
            .from(alerts)
            .innerJoin(listings, eq(listings.id, alerts.listingId))
            .where(and(eq(alerts.userId, userId), eq(listings.sku, sku), eq(alerts.kind, 'listing_suppressed')));
          if (rows[0]) return (rows[0].createdAt.getTime() - changedAt) / 1000;
          await new Promise((r) => setTimeout(r, 50));
        }
      }),
    );
    const cpu = process.cpuUsage(cpuBefore);
    const sent = ((await control('notifications')) as { sent: unknown[] }).sent.length;
    const perNotifiedChange = ((await watchCalls()) - callsBeforeChanges) / picks.length;

    const sorted = latencies.sort((a, b) => a - b);
    // A full check costs the same calls per batch of 20 listings; the fleet's sellers have `size` listings.
    const size = Number(process.env['BENCH_NOTIFY_LISTINGS'] ?? 500);
    const sample = skusOf.get(connected[0]!.userId)!.length;
    const fullCheck = (n: number) => (perCheck / Math.ceil(sample / 20)) * Math.ceil(n / 20);
    const before = (n: number) => 24 * fullCheck(n);
    const after = (n: number) => fullCheck(n) + perDay * perNotifiedChange + 3;
    const cpuPer1000 = ((cpu.user + cpu.system) / 1e6 / sent) * 1000;
    console.log(
      `notifications: ${picks.length} changes over ${sellers} sellers of ${sample} US listings at Amazon's real timing: change to alert p50 ${percentile(sorted, 50).toFixed(2)} s, p99 ${percentile(sorted, 99).toFixed(2)} s; ${sent} notifications; CPU ${cpuPer1000.toFixed(1)} s per 1,000 notifications (app, emulators and queue in one process)`,
    );
    console.log(
      `notifications: a full check ${perCheck} calls (${full.checked} listings), a notified change ${perNotifiedChange.toFixed(1)} calls (its status and issues notifications join into one check of the listing); ${perDay} changes per seller-day assumed; sellers of ${sample} listings: ${before(sample).toFixed(0)} → ${after(sample).toFixed(0)} calls per day`,
    );
    console.log(
      `notifications: 1,000 sellers: change to alert p99 ${percentile(sorted, 99).toFixed(1)} s; watch calls per seller-day ${before(size).toFixed(0)} → ${after(size).toFixed(0)} (sellers of ${size} listings)`,
    );
  } finally {
    await app.close();
    await database.close();
    await amazon.close();
    await sqsApp.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchNotifications();
