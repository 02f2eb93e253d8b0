/**
 * Import benchmarks against the Amazon emulator at Amazon's real rate limits:
 *
 * - first listing: time from the sync's start until GET /api/listings answers a scored listing, for
 *   the demo seller at Amazon's real speed (factor 1);
 * - 10,000 listings: the whole import at Amazon's rates compressed by a speed factor, converted back to
 *   Amazon time (wall time x factor), next to the floor those rates impose.
 *
 *   node --import tsx bench/import.ts   (BENCH_LISTINGS=10000 BENCH_SPEED=2 BENCH_REPORT_SECONDS=120;
 *                                        BENCH_TRACE=1 prints progress and the emulator's status counts per operation)
 *
 * The emulator runs in a child process, as Amazon would be another machine: sharing one event loop
 * with the app would add scheduling jitter that the compressed rates magnify.
 *
 * Floor of the import: every operation has its own token bucket, and listings past the search's
 * 1,000-result cap can only be fetched once the report is ready (after the report wait the emulator is
 * set to model). So the import can be no faster than the slowest of: all searches at 5/s; the report
 * wait plus the searches by SKU after it; all Catalog Items searches at 2/s; the report wait plus the
 * Catalog Items searches for the listings past the cap.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildEmbeddedApp } from '../src/server/embedded-emulators.ts';
import { loadConfig } from '../src/server/config.ts';
import { queryRows, usePglite, type Database } from '../src/server/db/client.ts';
import { SEARCH_RESULT_CAP as SEARCH_CAP } from '../src/emulators/amazon/listings.ts';
import { SPAPI_RATE_LIMITS } from '../src/server/integrations/spapi/rates.ts';
import { readListingText } from '../src/server/integrations/spapi/listing-text.ts';
import { BATCH_SIZE } from '../src/server/sync/fetch-batch.ts';
import { eq, sql } from 'drizzle-orm';
import { buildSyntheticListings } from '../src/emulators/amazon/sample/synthetic.ts';
import { listings, users } from '../src/server/db/schema/index.ts';
import { ACCOUNT_ID, QUEUE_REGION, type QueueConfig } from '../src/emulators/sqs/queues.ts';

export const PUBLIC_URL = 'http://127.0.0.1:3998';
/** The US-only demo seller gets the 10,000 listings; the demo seller (49 listings) is timed to its first listing. */
export const BIG_SELLER = 'A3DEMOSELLER02';
const DEMO_SELLER = 'A2DEMOSELLER01';
export const MARKETPLACE = 'ATVPDKIKX0DER';

export type EmulatorChild = { base: string; sqsBase?: string; smtpUrl?: string; child: ChildProcess };

/** The notification queue and its dead-letter queue, as a deployment makes them (README). */
const NOTIFICATION_QUEUES: QueueConfig[] = [
  { name: 'notes-dlq' },
  {
    name: 'notes',
    visibilityTimeout: 60,
    redrivePolicy: { deadLetterTargetArn: `arn:aws:sqs:${QUEUE_REGION}:${ACCOUNT_ID}:notes-dlq`, maxReceiveCount: 5 },
  },
];

/**
 * Child side: the emulator with the demo app, on a loopback port; answers its URL to the parent.
 * `withQueue`: the SQS stand-in too, with the notification queue, and the emulator sends to it; and a
 * mail receiver for the alerts' mail.
 */
async function runEmulatorChild(speedFactor: number, withQueue: boolean): Promise<void> {
  const { buildAmazonEmulator } = await import('../src/emulators/amazon/app.ts');
  const demo = await import('../src/emulators/amazon/demo-app.ts');
  const sqs = withQueue
    ? await (await import('../src/emulators/sqs/app.ts')).buildSqsEmulator({ queues: NOTIFICATION_QUEUES })
    : undefined;
  const sqsBase = sqs ? await sqs.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }) : undefined;
  const mail = withQueue ? await (await import('../src/emulators/mail/app.ts')).startMailEmulator() : undefined;
  const app = await buildAmazonEmulator({
    publicUrl: 'http://placeholder.invalid',
    clientId: demo.DEMO_LWA_CLIENT_ID,
    clientSecret: demo.DEMO_LWA_CLIENT_SECRET,
    applicationId: demo.DEMO_APPLICATION_ID,
    redirectUris: [`${PUBLIC_URL}/api/amazon/callback`],
    speedFactor,
    controlApi: true,
    ...(sqsBase && { sqsEndpoint: sqsBase }),
  });
  // A fleet opens connections by the hundred: a longer accept queue than Node's 511.
  const base = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  await fetch(`${base}/__emulator/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ publicUrl: base }),
  });
  process.send?.({ base, sqsBase, smtpUrl: mail?.smtpUrl });
  process.on('disconnect', () => void Promise.all([app.close(), sqs?.close(), mail?.close()]).then(() => process.exit(0)));
}

/** The Amazon emulator in a child process; `withQueue`: with the SQS stand-in, its notification queue and a mail receiver. */
export function startEmulatorChild(speedFactor: number, withQueue = false): Promise<EmulatorChild> {
  const child = fork(fileURLToPath(import.meta.url), ['--emulator', String(speedFactor), ...(withQueue ? ['--queue'] : [])], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env['BENCH_EMULATOR_PROFILE'] ? ['--cpu-prof', `--cpu-prof-dir=${process.env['BENCH_EMULATOR_PROFILE']}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => {
      const { base, sqsBase, smtpUrl } = m as { base: string; sqsBase?: string; smtpUrl?: string };
      resolve({ base, ...(sqsBase && { sqsBase }), ...(smtpUrl && { smtpUrl }), child });
    });
    child.once('exit', (code) => reject(new Error(`emulator exited with ${code}`)));
  });
}

export async function control(base: string, name: string, body?: unknown): Promise<unknown> {
  const res = await fetch(
    `${base}/__emulator/${name}`,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function inject(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: object,
  remoteAddress?: string,
) {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return {
    status: res.statusCode,
    body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {},
    headers: res.headers,
  };
}

/** Sign up; `remoteAddress`: where the sign-up comes from (sign-ups are limited per network). */
export async function signUp(app: FastifyInstance, seller: string, remoteAddress?: string): Promise<string> {
  const reg = await inject(
    app,
    'POST',
    '/api/auth/register',
    undefined,
    {
      username: `bench${seller.toLowerCase()}`,
      email: `bench-${seller.toLowerCase()}@example.com`,
      password: 'correct horse battery',
    },
    remoteAddress,
  );
  if (reg.status !== 201 && reg.status !== 200) throw new Error(`sign-up of ${seller} answered ${reg.status}`);
  return String(reg.body['token']);
}

/** The website authorization workflow exactly as a browser follows it, for a signed-in user. */
export async function connectAmazon(app: FastifyInstance, base: string, token: string, seller: string): Promise<void> {
  const started = await inject(app, 'GET', '/api/amazon/auth-url?region=NA', token);
  const { url } = started.body as { url: string };
  // The callback must come from the browser that started the connection (its cookie).
  const cookie = String(started.headers['set-cookie'] ?? '').split(';')[0]!;
  const form = new URLSearchParams(new URL(url).searchParams);
  form.set('selling_partner_id', seller);
  form.set('action', 'confirm');
  const consent = await fetch(`${base}/apps/authorize/consent`, { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const cb = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
  if (cb.headers.location !== '/?connected=true') throw new Error(`connect failed: ${cb.headers.location}`);
}

/** Sign up, then connect Amazon. */
export async function connect(app: FastifyInstance, base: string, seller: string, remoteAddress?: string): Promise<string> {
  const token = await signUp(app, seller, remoteAddress);
  await connectAmazon(app, base, token, seller);
  return token;
}

/**
 * The rows an import of the emulator's seeded catalogue leaves, written straight to the database for
 * the benches that time what comes after an import (the import itself is benchmarked apart).
 * `startIndex`: where the emulator's seed of this seller began (its seeds count on across sellers).
 */
export async function storeSeededCatalogue(db: Database['db'], seller: string, count: number, startIndex = 0) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `bench-${seller.toLowerCase()}@example.com`));
  // The text as the import reads it from Amazon's attributes (the sync's own reader).
  const rows = buildSyntheticListings(seller, MARKETPLACE, startIndex, count, Date.UTC(2026, 0, 15)).map((l) => ({
    userId: user!.id,
    source: 'amazon' as const,
    sellingPartnerId: seller,
    marketplaceId: MARKETPLACE,
    sku: l.sku,
    asin: l.asin,
    productType: l.productType,
    ...readListingText(l.attributes, MARKETPLACE),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(listings).values(rows.slice(i, i + 500));
  return { userId: user!.id, asins: [...new Set(rows.map((r) => r.asin))].sort() };
}

/** The app's settings for the child's notification queue, when it runs one. */
export function queueEnv(emulator: EmulatorChild): Record<string, string> {
  if (!emulator.sqsBase) return {};
  return {
    SPAPI_NOTIFICATIONS_QUEUE_URL: `${emulator.sqsBase}/${ACCOUNT_ID}/notes`,
    SPAPI_NOTIFICATIONS_QUEUE_ARN: `arn:aws:sqs:${QUEUE_REGION}:${ACCOUNT_ID}:notes`,
    SPAPI_NOTIFICATIONS_SQS_ENDPOINT: emulator.sqsBase,
  };
}

type Setup = { app: FastifyInstance; base: string; db: Database['db']; emulatorPid: number };

/**
 * An app on PGlite against an emulator child at `speedFactor`; closed after `run`. `withQueue`: the
 * child runs the SQS stand-in too, and the app's notifications are on, read from its queue.
 */
export async function withImportSetup<T>(speedFactor: number, run: (setup: Setup) => Promise<T>, withQueue = false): Promise<T> {
  const emulator = await startEmulatorChild(speedFactor, withQueue);
  const database = await usePglite(new PGlite());
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Required in production; the bench sends no mail that matters (sign-up mail only), or the
    // alerts' mail to the child's receiver.
    SMTP_URL: emulator.smtpUrl ?? 'smtp://127.0.0.1:1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-bench-')),
    PUBLIC_URL,
    SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.listingpilotdemo0000000000000001',
    SPAPI_CLIENT_SECRET: 'amzn1.oa2-cs.v1.listingpilot-demo-secret-not-for-production',
    SPAPI_APPLICATION_ID: 'amzn1.sellerapps.app.listingpilot-demo-0000-0000-000000000001',
    SPAPI_ENDPOINT_NA: emulator.base,
    SPAPI_ENDPOINT_EU: emulator.base,
    SELLER_CENTRAL_URL_NA: emulator.base,
    SELLER_CENTRAL_URL_EU: emulator.base,
    LWA_TOKEN_URL: `${emulator.base}/auth/o2/token`,
    AMAZON_SPEED_FACTOR: String(speedFactor),
    ...queueEnv(emulator),
  });
  const app = await buildEmbeddedApp(config, { database, webRoot: path.join(config.dataDir, 'no-web') });
  await app.ready();
  try {
    return await run({ app, base: emulator.base, db: database.db, emulatorPid: emulator.child.pid! });
  } finally {
    await app.close();
    await database.close();
    emulator.child.disconnect();
  }
}

/** Seconds from the sync's start until GET /api/listings answers a scored listing, and until the import is done. */
export async function benchFirstListing(): Promise<void> {
  const { first, whole, listings } = await withImportSetup(1, async ({ app, base }) => {
    const token = await connect(app, base, DEMO_SELLER);
    const started = performance.now();
    const jobId = Number((await inject(app, 'POST', '/api/listings/sync', token, {})).body['jobId']);
    let first: number | undefined;
    for (;;) {
      if (first === undefined) {
        const res = await app.inject({ method: 'GET', url: '/api/listings', headers: { authorization: `Bearer ${token}` } });
        const rows = JSON.parse(res.body) as { healthScore: number | null }[];
        if (rows.some((r) => typeof r.healthScore === 'number')) first = (performance.now() - started) / 1000;
      }
      const progress = (await inject(app, 'GET', `/api/listings/sync/${jobId}`, token)).body;
      if (progress['status'] === 'failed') throw new Error(`import failed: ${String(progress['error'])}`);
      if (progress['status'] === 'done' && first !== undefined && process.env['BENCH_TRACE']) {
        const log = (await control(base, 'calls')) as { calls: { operation?: string; status: number; at: string }[] };
        for (const c of log.calls) process.stdout.write(`${c.at} ${c.operation ?? '-'} ${c.status}\n`);
        process.stdout.write(`started ${new Date(Date.now() - (performance.now() - started)).toISOString()}\n`);
      }
      if (progress['status'] === 'done' && first !== undefined)
        return { first, whole: (performance.now() - started) / 1000, listings: Number(progress['done']) };
      await new Promise((r) => setTimeout(r, 25));
    }
  });
  process.stdout.write(
    [
      `first listing: demo seller (${listings} listings) at Amazon's real rates`,
      `  first scored listing in GET /api/listings  ${first.toFixed(2)} s after the sync started (target ≤ 5 s)`,
      `  floor  one listings search and one catalogue search, both within their burst: round trips only`,
      `  whole import done after ${whole.toFixed(1)} s`,
      '',
    ].join('\n'),
  );
}

type Floor = { seconds: number; by: string };

/** The slowest bound of the import (see the top of this file), in Amazon seconds. */
function importFloor(n: number, catalogCalls: number, reportSeconds: number): Floor {
  const { searchListingsItems: search, searchCatalogItems: catalog } = SPAPI_RATE_LIMITS;
  const paged = Math.ceil(Math.min(n, SEARCH_CAP) / BATCH_SIZE);
  const bySku = Math.ceil(Math.max(0, n - SEARCH_CAP) / BATCH_SIZE);
  const catalogAfterReport = Math.ceil((catalogCalls * bySku) / Math.max(1, paged + bySku));
  const bounds: Floor[] = [
    { seconds: Math.max(0, paged + bySku - search.burst) / search.rate, by: 'searchListingsItems at 5/s' },
    {
      seconds: bySku > 0 ? reportSeconds + Math.max(0, bySku - search.burst) / search.rate : 0,
      by: `report wait ${reportSeconds} s + searches by SKU at 5/s`,
    },
    { seconds: Math.max(0, catalogCalls - catalog.burst) / catalog.rate, by: 'searchCatalogItems at 2/s' },
    {
      seconds: catalogAfterReport > 0 ? reportSeconds + Math.max(0, catalogAfterReport - catalog.burst) / catalog.rate : 0,
      by: `report wait ${reportSeconds} s + searchCatalogItems at 2/s`,
    },
  ];
  return bounds.reduce((a, b) => (b.seconds > a.seconds ? b : a));
}

/** 10,000 listings at Amazon's rates x BENCH_SPEED, with a report that takes BENCH_REPORT_SECONDS of Amazon time. */
export async function benchImport(): Promise<void> {
  const listings = Number(process.env['BENCH_LISTINGS'] ?? 10_000);
  const speedFactor = Number(process.env['BENCH_SPEED'] ?? 2);
  const reportSeconds = Number(process.env['BENCH_REPORT_SECONDS'] ?? 120);
  await withImportSetup(speedFactor, async ({ app, base, db }) => {
    await control(base, 'seed', { count: listings, sellerId: BIG_SELLER, marketplaceId: MARKETPLACE });
    await control(base, 'settings', { reportProcessingSeconds: reportSeconds });
    const token = await connect(app, base, BIG_SELLER);

    const started = performance.now();
    const start = await inject(app, 'POST', '/api/listings/sync', token, {});
    const jobId = Number(start.body['jobId']);
    let progress: Record<string, unknown> = {};
    const marks: string[] = [];
    for (;;) {
      progress = (await inject(app, 'GET', `/api/listings/sync/${jobId}`, token)).body;
      if (process.env['BENCH_TRACE'])
        marks.push(
          `${((performance.now() - started) / 1000).toFixed(2)} ${String(progress['status'])} ${String(progress['done'])}/${String(progress['total'])} cpu ${(process.cpuUsage().user / 1e6).toFixed(1)}`,
        );
      if (progress['status'] === 'done' || progress['status'] === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const log = (await control(base, 'calls')) as { calls: { operation?: string; status: number }[] };
    if (marks.length > 0) {
      process.stdout.write(`${marks.filter((_, i) => i % 5 === 0).join('\n')}\n`);
      const by: Record<string, number> = {};
      for (const c of log.calls) by[`${c.operation ?? '-'} ${c.status}`] = (by[`${c.operation ?? '-'} ${c.status}`] ?? 0) + 1;
      process.stdout.write(`${JSON.stringify(by)}\n`);
    }
    if (progress['status'] !== 'done') throw new Error(`import failed: ${String(progress['error'])}`);

    const [counts] = await queryRows<{ n: number; asins: number }>(
      db,
      sql`select count(*)::int as n, count(distinct asin)::int as asins from listings`,
    );
    const n = counts!.n;
    const catalogCalls = log.calls.filter((c) => c.operation === 'searchCatalogItems' && c.status === 200).length;
    const floor = importFloor(n, catalogCalls, reportSeconds);
    const real = seconds * speedFactor;
    const floorReal = floor.seconds;
    process.stdout.write(
      [
        `import: ${n} listings (${counts!.asins} ASINs, ${catalogCalls} Catalog Items searches) at Amazon's rates x${speedFactor}, report ready after ${reportSeconds} s of Amazon time`,
        `  time   ${seconds.toFixed(1)} s  = ${(real / 60).toFixed(2)} min of Amazon time (target ≤ 8 min)`,
        `  floor  ${(floorReal / 60).toFixed(2)} min of Amazon time (${floor.by})`,
        `  ratio  ${(real / floorReal).toFixed(2)}x the floor (target ≤ 1.20x)`,
        '',
      ].join('\n'),
    );
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain && process.argv[2] === '--emulator') {
  await runEmulatorChild(Number(process.argv[3] ?? 1), process.argv.includes('--queue'));
} else if (isMain) {
  await benchFirstListing();
  await benchImport();
}
