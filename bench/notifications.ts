/**
 * The listing watch fed by Amazon's notifications, end to end at Amazon's real timing (speed 1), for
 * BENCH_NOTIFY_SELLERS sellers (default 1,000), each a seller of its own at the Amazon emulator (its
 * own seller id, catalogue and rate buckets) with BENCH_NOTIFY_LISTINGS_EACH listings (default 5).
 * The sellers are seeded as an import and a connect leave them: users, connections and listings
 * written straight to the database; their notification subscriptions are then made by the app's own
 * subscription tick, at the emulator. Then the emulator changes BENCH_NOTIFY_CHANGES listings at
 * random (default 300, each a different listing suppressed) over BENCH_NOTIFY_SECONDS (default 120);
 * it sends the notifications to the SQS stand-in, the app's worker reads them with the AWS SDK and
 * stores the alert. Measured:
 *
 * - seconds from the emulator's change to the stored alert, p50 and p99;
 * - SP-API calls per seller per day spent on watching: before, the hourly poll (24 full checks);
 *   after, the daily net (1 full check), one check of the listing per notified change and the
 *   daily getSubscription of each type. Calls per check are counted at the emulator; the changes
 *   per seller-day are BENCH_CHANGES_PER_SELLER_DAY (default 4);
 * - CPU of the app process (web and workers, with PGlite in it) per 1,000 notifications, in all
 *   and above the rate it spends idle (measured first, for BENCH_NOTIFY_IDLE_SECONDS). The
 *   emulator, the queue and the mail receiver run in a child process, as Amazon would be other
 *   machines; its CPU is printed apart.
 *
 * On PGlite in one process, or with DATABASE_URL on a scratch PostgreSQL database (made and dropped)
 * with this process as web and BENCH_NOTIFY_WORKERS worker processes (default 1) reading the queue.
 *
 *   node --import tsx bench/notifications.ts   (BENCH_NOTIFY_SELLERS=1000 BENCH_NOTIFY_LISTINGS_EACH=5
 *                                               BENCH_NOTIFY_CHANGES=300 BENCH_NOTIFY_SECONDS=120
 *                                               BENCH_NOTIFY_IDLE_SECONDS=60;
 *                                               a quick run: BENCH_NOTIFY_SELLERS=20 BENCH_NOTIFY_CHANGES=20
 *                                               BENCH_NOTIFY_SECONDS=10 BENCH_NOTIFY_IDLE_SECONDS=5)
 */
import type { FastifyInstance } from 'fastify';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { runWatchCheck } from '../src/server/alerts/check.ts';
import { LISTING_CHECK_DELAY_S } from '../src/server/alerts/queue.ts';
import {
  alerts,
  amazonConnections,
  listings,
  notificationSubscriptions,
  users,
  watchRegions,
} from '../src/server/db/schema/index.ts';
import type { Database } from '../src/server/db/client.ts';
import { cpuOf, withFleetSetup } from './fleet.ts';
import { MARKETPLACE, control, storeSeededCatalogue, withImportSetup } from './import.ts';
import { MAIN_IMAGE_SUPPRESSION } from '../tests/helpers/suppression.ts';

const WATCH_OPERATIONS = new Set(['searchListingsItems', 'searchCatalogItems', 'getListingsItem', 'getCatalogItem']);
/** The three watched types, each confirmed once a day with getSubscription. */
const TYPES = 3;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const thousands = (n: number) => n.toLocaleString('en-US');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The seller id of the bench's `i`th seller: A and 13 capitals or digits, as Amazon's. */
const sellerIdOf = (i: number) => `ANOTE${String(i).padStart(9, '0')}`;

type NotifySetup = {
  app: FastifyInstance;
  base: string;
  db: Database['db'];
  label: string;
  /** CPU seconds so far of the app's processes (and its PostgreSQL server), and of the emulator child. */
  appCpu: () => number;
  emulatorCpu: () => number;
};

/**
 * One process on PGlite, or with DATABASE_URL a scratch PostgreSQL database with this process as web
 * and BENCH_NOTIFY_WORKERS worker processes (default 1), as a deployment runs.
 */
function withSetup<T>(run: (setup: NotifySetup) => Promise<T>): Promise<T> {
  if (!process.env['DATABASE_URL']) {
    const ownCpu = () => {
      const used = process.cpuUsage();
      return (used.user + used.system) / 1e6;
    };
    return withImportSetup(
      1,
      ({ app, base, db, emulatorPid }) =>
        run({
          app,
          base,
          db,
          label: `one process, pid ${process.pid}: web and workers, the database on PGlite in it`,
          appCpu: ownCpu,
          emulatorCpu: () => cpuOf(emulatorPid),
        }),
      true,
    );
  }
  const workers = Number(process.env['BENCH_NOTIFY_WORKERS'] ?? 1);
  return withFleetSetup(
    1,
    workers,
    ({ app, base, db, label, cpu }) =>
      run({
        app,
        base,
        db,
        label: `${label}, with the PostgreSQL server's CPU`,
        appCpu: () => cpu.web() + cpu.workers().reduce((a, b) => a + b, 0) + cpu.database(),
        emulatorCpu: cpu.amazon,
      }),
    true,
  );
}

export async function benchNotifications(): Promise<void> {
  const sellers = Number(process.env['BENCH_NOTIFY_SELLERS'] ?? 1000);
  const each = Number(process.env['BENCH_NOTIFY_LISTINGS_EACH'] ?? 5);
  const changes = Math.min(Number(process.env['BENCH_NOTIFY_CHANGES'] ?? 300), sellers * each);
  const seconds = Number(process.env['BENCH_NOTIFY_SECONDS'] ?? 120);
  const perDay = Number(process.env['BENCH_CHANGES_PER_SELLER_DAY'] ?? 4);
  const size = Number(process.env['BENCH_NOTIFY_LISTINGS'] ?? 500);
  const idleSeconds = Number(process.env['BENCH_NOTIFY_IDLE_SECONDS'] ?? 60);

  await withSetup(async ({ app, base, db, label, appCpu, emulatorCpu: emulatorCpuOf }) => {
    const watchCalls = async () =>
      ((await control(base, 'calls')) as { calls: { operation?: string }[] }).calls.filter((c) =>
        WATCH_OPERATIONS.has(c.operation ?? ''),
      ).length;

    // Sellers at Amazon, each with its own listings (the seed numbers listings on across sellers).
    const setupStarted = performance.now();
    const ids = Array.from({ length: sellers }, (_, i) => sellerIdOf(i));
    for (const [i, id] of ids.entries()) {
      await control(base, 'sellers', { sellerId: id, storeName: `Bench store ${i}` });
      await control(base, 'seed', { count: each, sellerId: id, marketplaceId: MARKETPLACE });
    }

    // Here: each a user connected to its seller, as the consent leaves it, and imported.
    const now = new Date();
    const userIds: number[] = [];
    for (let i = 0; i < sellers; i += 500) {
      const rows = await db
        .insert(users)
        .values(
          ids.slice(i, i + 500).map((id) => ({
            username: `bench${id.toLowerCase()}`,
            email: `bench-${id.toLowerCase()}@example.com`,
            emailVerifiedAt: now,
          })),
        )
        .returning({ id: users.id });
      userIds.push(...rows.map((r) => r.id));
    }
    for (let i = 0; i < sellers; i += 500)
      await db.insert(amazonConnections).values(
        ids.slice(i, i + 500).map((id, k) => ({
          userId: userIds[i + k]!,
          sellingPartnerId: id,
          region: 'NA' as const,
          // The refresh token the emulator issues a seller added through its control API.
          refreshTokenEnc: app.cipher.encrypt(`Atzr|demo-refresh-token-${id}`),
          marketplaceIds: [MARKETPLACE],
          lastSynced: now,
        })),
      );
    for (const [i, id] of ids.entries()) await storeSeededCatalogue(db, id, each, i * each);
    const skusOf = new Map<number, string[]>();
    for (const l of await db.select({ userId: listings.userId, sku: listings.sku }).from(listings))
      skusOf.set(l.userId, [...(skusOf.get(l.userId) ?? []), l.sku]);
    // The daily net has just run for everyone: no full check falls due during the run.
    for (let i = 0; i < sellers; i += 500)
      await db
        .insert(watchRegions)
        .values(userIds.slice(i, i + 500).map((userId) => ({ userId, region: 'NA' as const, lastCheckedAt: now })));
    const seeded = (performance.now() - setupStarted) / 1000;

    // Subscriptions: the app's own tick makes them at the emulator, as after a connect.
    const subscribeStarted = performance.now();
    // A web process runs no schedules: there a worker's own tick (each minute) makes them.
    if (app.jobs.schedules.includes('listing-watch-subscriptions')) await app.jobs.offer('listing-watch-subscriptions');
    for (;;) {
      const [row] = await db.select({ n: count() }).from(notificationSubscriptions);
      if (row!.n >= sellers * TYPES) break;
      await sleep(1000);
    }
    const subscribed = (performance.now() - subscribeStarted) / 1000;

    // Before: one full check of a seller, as the hourly poll runs it 24 times a day.
    const beforeCalls = await watchCalls();
    const full = await runWatchCheck(
      { db, cipher: app.cipher, spapi: app.spapi, now: () => new Date() },
      { userId: userIds[0]!, region: 'NA' },
    );
    const perCheck = (await watchCalls()) - beforeCalls;

    // Each a different listing, suppressed at a random moment of the run.
    const picks: { seller: number; sku: string; at: number; changedAt?: number }[] = [];
    const used = new Set<string>();
    while (picks.length < changes) {
      const seller = Math.floor(Math.random() * sellers);
      const skus = skusOf.get(userIds[seller]!)!;
      const sku = skus[Math.floor(Math.random() * skus.length)]!;
      if (used.has(`${seller}:${sku}`)) continue;
      used.add(`${seller}:${sku}`);
      picks.push({ seller, sku, at: Math.random() * seconds * 1000 });
    }
    picks.sort((a, b) => a.at - b.at);

    // The app's CPU with nothing changing (the minute ticks, the queue's long polls), so the run's
    // CPU can be split into what the notifications cost. A minute by default: each tick once.
    const idleCpuBefore = appCpu();
    const idleStarted = performance.now();
    await sleep(idleSeconds * 1000);
    const idlePerSecond = (appCpu() - idleCpuBefore) / ((performance.now() - idleStarted) / 1000);

    const callsBeforeChanges = await watchCalls();
    const sentBefore = ((await control(base, 'notifications')) as { sent: unknown[] }).sent.length;
    const runStarted = new Date();
    const started = performance.now();
    const cpuBefore = appCpu();
    const emulatorCpuBefore = emulatorCpuOf();
    await Promise.all(
      picks.map(async (pick) => {
        await sleep(pick.at);
        pick.changedAt = Date.now();
        await control(base, `listings/${ids[pick.seller]!}/${encodeURIComponent(pick.sku)}/issues`, {
          issues: [MAIN_IMAGE_SUPPRESSION],
        });
      }),
    );
    // Until every change has its alert (one count a second: the bench's own reads stay small).
    const suppressed = and(eq(alerts.kind, 'listing_suppressed'), gte(alerts.createdAt, runStarted));
    const deadline = performance.now() + 180_000;
    for (;;) {
      const [row] = await db.select({ n: count() }).from(alerts).where(suppressed);
      if (row!.n >= picks.length) break;
      if (performance.now() > deadline) throw new Error(`${row!.n} of ${picks.length} alerts stored 180 s after the last change`);
      await sleep(1000);
    }
    const cpuS = appCpu() - cpuBefore;
    const emulatorCpu = emulatorCpuOf() - emulatorCpuBefore;
    const wall = (performance.now() - started) / 1000;
    const sent = ((await control(base, 'notifications')) as { sent: unknown[] }).sent.length - sentBefore;
    const perNotifiedChange = ((await watchCalls()) - callsBeforeChanges) / picks.length;

    const stored = await db
      .select({ userId: alerts.userId, sku: listings.sku, createdAt: alerts.createdAt })
      .from(alerts)
      .innerJoin(listings, eq(listings.id, alerts.listingId))
      .where(suppressed);
    const storedAt = new Map(stored.map((r) => [`${r.userId}:${r.sku}`, r.createdAt.getTime()]));
    const sorted = picks
      .map((p) => (storedAt.get(`${userIds[p.seller]!}:${p.sku}`)! - p.changedAt!) / 1000)
      .sort((a, b) => a - b);
    const [others] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(alerts)
      .where(and(gte(alerts.createdAt, runStarted), sql`${alerts.kind} <> 'listing_suppressed'`));

    // A full check costs the same calls per batch of 20 listings, whatever the seller's size.
    const fullCheck = (n: number) => (perCheck / Math.ceil(each / 20)) * Math.ceil(n / 20);
    const before = (n: number) => 24 * fullCheck(n);
    const after = (n: number) => fullCheck(n) + perDay * perNotifiedChange + TYPES;
    const per1000 = (s: number) => ((s / sent) * 1000).toFixed(1);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    console.log(
      [
        `notifications: ${thousands(sellers)} sellers of ${each} US listings each, seeded in ${seeded.toFixed(0)} s; ${thousands(sellers * TYPES)} subscriptions made by the app's tick in ${subscribed.toFixed(0)} s`,
        `notifications: ${picks.length} listings suppressed at random over ${seconds} s at Amazon's real timing (speed 1); ${sent} notifications; all alerts stored ${wall.toFixed(0)} s after the run began (${others?.n ?? 0} alerts of other kinds)`,
        `notifications: change to stored alert p50 ${p50.toFixed(2)} s, p99 ${p99.toFixed(2)} s, max ${sorted.at(-1)!.toFixed(2)} s (a notified check waits ${LISTING_CHECK_DELAY_S} s for its partner notification)`,
        `notifications: CPU of the app (${label}) ${cpuS.toFixed(1)} s over the ${wall.toFixed(0)} s = ${per1000(cpuS)} s per 1,000 notifications; ${(idlePerSecond * wall).toFixed(1)} s of it the idle rate (${(idlePerSecond * 100).toFixed(1)}% of a core, measured ${idleSeconds} s before the changes), so ${per1000(Math.max(0, cpuS - idlePerSecond * wall))} s per 1,000 above idle`,
        `notifications: CPU of the emulator and queue (a child process, not the app) ${emulatorCpu.toFixed(1)} s = ${per1000(emulatorCpu)} s per 1,000 notifications`,
        `notifications: a full check ${perCheck} calls (${full.checked} listings), a notified change ${perNotifiedChange.toFixed(1)} calls (its status and issues notifications join into one check of the listing); ${perDay} changes per seller-day assumed; sellers of ${each} listings: ${before(each).toFixed(0)} → ${after(each).toFixed(0)} calls per day`,
        `notifications: ${thousands(sellers)} sellers: change to alert p99 ${p99.toFixed(1)} s; watch calls per seller-day ${before(size).toFixed(0)} → ${after(size).toFixed(0)} (sellers of ${size} listings; ${before(each).toFixed(0)} → ${after(each).toFixed(0)} for the bench's sellers of ${each})`,
        '',
      ].join('\n'),
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchNotifications();
