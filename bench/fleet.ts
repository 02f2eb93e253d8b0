/**
 * A fleet of sellers connecting at once, against the Amazon emulator (in a child process) with
 * Amazon's rates compressed by a speed factor. Each seller is its own seller at Amazon (its own rate
 * buckets); all sign up first, then connect within one Amazon minute. Per seller, in Amazon time
 * (wall time × speed) from its connect: the first listing, all listings, the first performance day,
 * the 90-day totals, 90 days imported and the SQP import done; p50 and p99 of each against the floor createReport's rate
 * sets for that seller (burst 15, then one a minute, background imports starting from 10:
 * docs/decisions/0019-background-rate-priority.md), and the CPU seconds per seller of each process.
 *
 * With DATABASE_URL (a scratch database is made and dropped) the app runs as in a deployment: this
 * process serves the web side (`--role web`) and BENCH_FLEET_WORKERS lists the runs by their number
 * of worker processes (`--role worker`, children of this one). Without it, one process on PGlite.
 *
 *   node --import tsx bench/fleet.ts   (BENCH_FLEET_SELLERS=10 BENCH_FLEET_LISTINGS=50
 *                                       BENCH_FLEET_BIG=0 BENCH_FLEET_BIG_LISTINGS=10000
 *                                       BENCH_FLEET_SPEED=300 BENCH_FLEET_WORKERS=1,2)
 *
 * The default is a small fleet that ends in about a minute; docs/performance-tracking.md#a-fleet-of-sellers
 * gives the sizes measured and how to read them.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../src/server/config.ts';
import { openPostgres, queryRows, usePglite, type Database } from '../src/server/db/client.ts';
import { buildEmbeddedApp } from '../src/server/embedded-emulators.ts';
import { SPAPI_RATE_LIMITS } from '../src/server/integrations/spapi/rates.ts';
import { backgroundReserve } from '../src/server/integrations/spapi/rate-limiter.ts';
import { BACKFILL_DAYS } from '../src/server/performance/import-job.ts';
import { startMailEmulator } from '../src/emulators/mail/app.ts';
import { MARKETPLACE, PUBLIC_URL, connectAmazon, control, inject, queueEnv, signUp, startEmulatorChild } from './import.ts';

const MILESTONES = [
  'first listing',
  'all listings',
  'first performance day',
  '90-day totals',
  '90 days imported',
  'SQP import done',
] as const;
type Milestone = (typeof MILESTONES)[number];
/** What a 10,000-listing seller reaches within the fleet's run: its 90 days and SQP weeks take hours more. */
const BIG_MILESTONES: readonly Milestone[] = ['first listing', 'all listings', 'first performance day', '90-day totals'];
type Seller = {
  id: string;
  big: boolean;
  token?: string;
  userId?: number;
  connectedAt?: number;
  at: Partial<Record<Milestone, number>>;
  days?: number;
};
type FleetSize = { small: number; listingsEach: number; big: number; bigListings: number; speed: number };

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
const minutes = (s: number) => `${(s / 60).toFixed(1)} min`;
const thousands = (n: number) => n.toLocaleString('en-US');

/** Amazon seconds createReport's bucket makes a seller wait for its `n`th report, background, from a full bucket. */
function createReportFloor(n: number): number {
  const limit = SPAPI_RATE_LIMITS.createReport;
  const start = limit.burst - backgroundReserve(limit);
  return Math.max(0, n - start) / limit.rate;
}

/** CPU seconds a process has used (Linux: /proc), with what its reaped children used when `children`. */
export function cpuOf(pid: number, children = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime, stime, cutime, cstime are fields 14 to 17 of stat; fields[0] here is field 3.
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [number, number, number, number];
    return (utime + stime + (children ? cutime + cstime : 0)) / 100;
  } catch {
    return NaN;
  }
}

/** CPU seconds of the PostgreSQL server: its live processes, and the ended backends its postmaster reaped. */
function postgresCpu(): number {
  let total = 0;
  let found = false;
  for (const entry of readdirSafe('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let comm: string;
    try {
      comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm !== 'postgres') continue;
    found = true;
    const ppidComm = (() => {
      try {
        const ppid = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]!;
        return readFileSync(`/proc/${ppid}/comm`, 'utf8').trim();
      } catch {
        return '';
      }
    })();
    // The postmaster is the one postgres process whose parent is not postgres.
    total += cpuOf(Number(entry), ppidComm !== 'postgres');
  }
  return found ? total : NaN;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

type Processes = { web: () => number; workers: () => number[]; database: () => number; amazon: () => number };

export type FleetSetup = {
  app: FastifyInstance;
  base: string;
  db: Database['db'];
  label: string;
  cpu: Processes;
  /** Event-loop delay of each process that runs jobs, in ms, since `reset`. */
  lag: { reset(): void; read(): Promise<{ p99: number; max: number }[]> };
};

/** Child side: one worker process of the app (`--role worker`) on the fleet's database. */
async function runWorkerChild(): Promise<void> {
  const app = await buildEmbeddedApp(loadConfig({ ...process.env, ROLE: 'worker' }));
  await app.ready();
  // How long a task that is due waits behind another one's synchronous work: what a seller's
  // import loses to another seller's in the same process.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  process.on('message', (m) => {
    if (m === 'lag-start') lag.reset();
    if (m === 'lag') process.send?.({ p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 });
  });
  lag.enable();
  process.send?.('ready');
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(fileURLToPath(import.meta.url), ['--worker'], {
    // BENCH_FLEET_PROFILE=dir writes each worker's CPU profile there (node --cpu-prof).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env['BENCH_FLEET_TALLY'] ? ['--import', process.env['BENCH_FLEET_TALLY']] : []),
      ...(process.env['BENCH_FLEET_PROFILE'] ? ['--cpu-prof', `--cpu-prof-dir=${process.env['BENCH_FLEET_PROFILE']}`] : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

/**
 * The emulator child, then the app: on a scratch PostgreSQL database with `workers` worker processes
 * beside this web process, or (no DATABASE_URL) one process on PGlite. Closed after `run`. `withQueue`:
 * the emulator child runs the notification queue too, and the app reads it.
 */
export async function withFleetSetup<T>(
  speed: number,
  workers: number,
  run: (setup: FleetSetup) => Promise<T>,
  withQueue = false,
): Promise<T> {
  const url = process.env['DATABASE_URL'];
  const emulator = await startEmulatorChild(speed, withQueue);
  // Sign-up mail goes to a receiver that keeps it: a refused SMTP connection would log an error a seller.
  const mail = await startMailEmulator();
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.smtpUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-fleet-')),
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL,
    SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.listingpilotdemo0000000000000001',
    SPAPI_CLIENT_SECRET: 'amzn1.oa2-cs.v1.listingpilot-demo-secret-not-for-production',
    SPAPI_APPLICATION_ID: 'amzn1.sellerapps.app.listingpilot-demo-0000-0000-000000000001',
    SPAPI_ENDPOINT_NA: emulator.base,
    SPAPI_ENDPOINT_EU: emulator.base,
    SELLER_CENTRAL_URL_NA: emulator.base,
    SELLER_CENTRAL_URL_EU: emulator.base,
    LWA_TOKEN_URL: `${emulator.base}/auth/o2/token`,
    AMAZON_SPEED_FACTOR: String(speed),
    ...queueEnv(emulator),
  };
  const admin = url ? new pg.Client({ connectionString: url }) : undefined;
  const scratch = `lp_fleet_${process.pid}`;
  const children: ChildProcess[] = [];
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    if (admin && url) {
      await admin.connect();
      await admin.query(`drop database if exists ${scratch} with (force)`);
      await admin.query(`create database ${scratch}`);
      const target = new URL(url);
      target.pathname = `/${scratch}`;
      env['DATABASE_URL'] = target.toString();
      database = await openPostgres(env['DATABASE_URL']);
    } else {
      database = await usePglite(new PGlite());
    }
    const config = loadConfig({ ...env, ROLE: admin ? 'web' : 'all' });
    app = await buildEmbeddedApp(config, { database, webRoot: path.join(config.dataDir, 'no-web') });
    await app.ready();
    // One after the other, as a deploy starts them.
    if (admin) for (let i = 0; i < workers; i++) children.push(await startWorker(env));
    const ownLag = monitorEventLoopDelay({ resolution: 10 });
    ownLag.enable();
    const label = admin
      ? `PostgreSQL, this process as web and ${workers === 1 ? 'one worker process' : `${workers} worker processes`}`
      : 'PGlite, one process (web and worker)';
    return await run({
      app,
      base: emulator.base,
      db: database.db,
      label,
      cpu: {
        web: () => cpuOf(process.pid),
        workers: () => children.map((c) => cpuOf(c.pid!)),
        database: () => (admin ? postgresCpu() : 0),
        amazon: () => cpuOf(emulator.child.pid!),
      },
      lag: admin
        ? {
            reset: () => children.forEach((c) => c.send('lag-start')),
            read: () =>
              Promise.all(
                children.map(
                  (c) =>
                    new Promise<{ p99: number; max: number }>((resolve) => {
                      c.once('message', (m) => resolve(m as { p99: number; max: number }));
                      c.send('lag');
                    }),
                ),
              ),
          }
        : {
            reset: () => ownLag.reset(),
            read: async () => [{ p99: ownLag.percentile(99) / 1e6, max: ownLag.max / 1e6 }],
          },
    });
  } finally {
    await Promise.all(
      children.map((c) => new Promise((resolve) => (c.once('exit', resolve), c.connected ? c.disconnect() : c.kill()))),
    );
    await app?.close();
    await database?.close();
    emulator.child.disconnect();
    await mail.close();
    if (admin) {
      await admin.query(`drop database if exists ${scratch} with (force)`);
      await admin.end();
    }
  }
}

type Figures = { p99Ratio: number; p99: number };

/** One run of the fleet; prints its figures and answers the 90-day p99. */
async function runFleet(size: FleetSize, workers: number): Promise<Figures> {
  const { small, listingsEach, big, bigListings, speed } = size;
  const sellers: Seller[] = [
    ...Array.from({ length: small }, (_, i) => ({ id: `AFLEET${String(i).padStart(6, '0')}`, big: false, at: {} })),
    ...Array.from({ length: big }, (_, i) => ({ id: `AFLEETBIG${String(i).padStart(4, '0')}`, big: true, at: {} })),
  ];
  // The floors: the listings report is the seller's first createReport; the SQP reports (18 ASINs
  // each) and the 90 one-day reports share the rest of the bucket.
  const sqpReports = Math.ceil(listingsEach / 18);
  const floors: Record<Milestone, number> = {
    'first listing': 0,
    'all listings': 0,
    'first performance day': createReportFloor(2),
    // The range report is the backfill's first: the listings report's and its own token.
    '90-day totals': createReportFloor(2),
    '90 days imported': createReportFloor(1 + BACKFILL_DAYS + sqpReports),
    'SQP import done': createReportFloor(1 + sqpReports),
  };
  return withFleetSetup(speed, workers, async ({ app, base, db, label, cpu, lag }) => {
    for (const s of sellers) {
      await control(base, 'sellers', { sellerId: s.id, marketplaceIds: [MARKETPLACE] });
      await control(base, 'seed', { count: s.big ? bigListings : listingsEach, sellerId: s.id, marketplaceId: MARKETPLACE });
    }
    // Sign-ups before the clock (password hashing is not an import); each from a network of its own,
    // as a fleet of sellers would sign up (sign-ups are limited per network).
    await inBatches(sellers, 8, async (s, i) => {
      s.token = await signUp(app, s.id, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    });
    const users = await queryRows<{ id: number; username: string }>(db, sql`select id, username from users`);
    const byName = new Map(users.map((u) => [u.username, u.id]));
    for (const s of sellers) s.userId = byName.get(`bench${s.id.toLowerCase()}`);

    lag.reset();
    const before = { web: cpu.web(), workers: cpu.workers(), database: cpu.database(), amazon: cpu.amazon() };
    const started = performance.now();
    // All connect within one Amazon minute: each seller's connect is due at its share of 60 / speed
    // seconds of wall time, and at most 8 are under way at once, as sellers' browsers are spread out.
    const due = (i: number) => started + ((i / sellers.length) * 60_000) / speed;
    await inBatches(sellers, 8, async (s, i) => {
      const wait = due(i) - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await connectAmazon(app, base, s.token!, s.id);
      s.connectedAt = performance.now();
      const res = await inject(app, 'POST', '/api/listings/sync', s.token, {});
      if (res.status !== 202) throw new Error(`sync of ${s.id} answered ${res.status}`);
    });
    const connectSeconds = ((performance.now() - started) / 1000) * speed;

    const oldest = new Date(Date.now() - BACKFILL_DAYS * 86_400_000).toISOString().slice(0, 10);
    // The run ends when every seller of 50 reached every milestone and the big ones their first
    // four, or at 3× the 90-day floor of Amazon time.
    const limit = floors['90 days imported'] * 3;
    let lastProgress = performance.now();
    const done = (s: Seller) => (s.big ? BIG_MILESTONES : MILESTONES).every((m) => s.at[m] !== undefined);
    for (;;) {
      const now = performance.now();
      // Milestones from the database, as the pages read them.
      const rows = await queryRows<{
        user_id: number;
        listings: boolean;
        synced: boolean;
        days: number | null;
        all_days: boolean;
        totals: boolean;
        sqp: boolean;
      }>(
        db,
        sql`select u.id as user_id,
              exists (select 1 from listings l where l.user_id = u.id) as listings,
              exists (select 1 from sync_runs r where r.user_id = u.id and r.status = 'done') as synced,
              (select max(p.last_day - p.first_day) + 1 from performance_imports p where p.user_id = u.id) as days,
              exists (select 1 from performance_imports p where p.user_id = u.id and p.first_day <= ${oldest}::date) as all_days,
              exists (select 1 from performance_totals p where p.user_id = u.id) as totals,
              exists (select 1 from sqp_imports q where q.user_id = u.id and q.status not in ('queued', 'running')) as sqp
            from users u`,
      );
      const byUser = new Map(rows.map((r) => [r.user_id, r]));
      for (const s of sellers) {
        const r = byUser.get(s.userId!);
        if (!r) continue;
        const t = ((now - s.connectedAt!) / 1000) * speed;
        s.days = r.days ?? 0;
        if (r.listings) s.at['first listing'] ??= t;
        if (r.synced) s.at['all listings'] ??= t;
        if ((r.days ?? 0) > 0) s.at['first performance day'] ??= t;
        if (r.totals) s.at['90-day totals'] ??= t;
        if (r.all_days) s.at['90 days imported'] ??= t;
        if (r.sqp) s.at['SQP import done'] ??= t;
      }
      const elapsed = ((now - started) / 1000) * speed;
      if (sellers.every(done) || elapsed > limit) break;
      // A long run says how far it has come, once a minute of wall time.
      if (now - lastProgress > 60_000) {
        lastProgress = now;
        const counts = MILESTONES.map((m) => `${m} ${sellers.filter((s) => !s.big && s.at[m] !== undefined).length}`);
        process.stderr.write(`[fleet] ${minutes(elapsed)} of Amazon time: ${counts.join(', ')} of ${small}\n`);
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    const workersCpu = cpu.workers().map((x, i) => x - before.workers[i]!);
    const used = {
      web: cpu.web() - before.web,
      workers: workersCpu.reduce((a, b) => a + b, 0),
      database: cpu.database() - before.database,
      amazon: cpu.amazon() - before.amazon,
    };

    const fleetTitle = `${thousands(small)} sellers of ${listingsEach} listings${big ? ` + ${big} of ${thousands(bigListings)}` : ''}`;
    console.log(
      `\nFleet: ${fleetTitle}, ${label}, Amazon ×${speed}; all connected within ${minutes(connectSeconds)} of Amazon time`,
    );
    const fleet = sellers.filter((s) => !s.big);
    for (const m of MILESTONES) {
      const reached = fleet.map((s) => s.at[m]).filter((x): x is number => x !== undefined);
      const floor = floors[m];
      const ratio = (x: number) => (floor > 0 ? ` = ${(x / floor).toFixed(2)}× the floor` : '');
      const missing = fleet.length - reached.length;
      console.log(
        `  ${m.padEnd(22)} p50 ${minutes(percentile(reached, 50))}${ratio(percentile(reached, 50))}, p99 ${minutes(percentile(reached, 99))}${ratio(percentile(reached, 99))} (floor ${minutes(floor)})${missing ? `; ${missing} sellers did not reach it` : ''}`,
      );
    }
    const bigs = sellers.filter((s) => s.big);
    if (bigs.length > 0) {
      const slowest = (m: Milestone) => {
        const xs = bigs.map((s) => s.at[m]);
        return xs.every((x) => x !== undefined)
          ? minutes(Math.max(...xs))
          : `not reached by ${xs.filter((x) => x === undefined).length}`;
      };
      console.log(
        `  ${thousands(bigListings)}-listing sellers, slowest of ${bigs.length}: first listing ${slowest('first listing')}, all listings ${slowest('all listings')}, first performance day ${slowest('first performance day')}; days imported when the run ended ${Math.min(...bigs.map((s) => s.days ?? 0))} to ${Math.max(...bigs.map((s) => s.days ?? 0))}`,
      );
    }
    const per = (x: number) => (Number.isNaN(x) ? 'n/a' : `${(x / sellers.length).toFixed(3)} s`);
    console.log(
      `  CPU per seller: ${workers > 0 && process.env['DATABASE_URL'] ? `workers ${per(used.workers)}${workersCpu.length > 1 ? ` (${workersCpu.map(per).join(' + ')})` : ''}, web ${per(used.web)}, PostgreSQL ${per(used.database)}` : `app ${per(used.web)}`}, Amazon emulator ${per(used.amazon)}`,
    );
    const lags = await lag.read();
    console.log(
      `  Event-loop delay of the job ${lags.length === 1 ? 'process' : 'processes'}: p99 ${lags.map((l) => `${l.p99.toFixed(0)} ms`).join(' / ')}, max ${lags.map((l) => `${l.max.toFixed(0)} ms`).join(' / ')}`,
    );
    // The emulator keeps its last 10,000 calls: enough to count a small fleet's calls by operation.
    const { calls } = (await control(base, 'calls')) as { calls: { operation?: string; status: number }[] };
    if (calls.length < 10_000) {
      const by = new Map<string, number>();
      for (const c of calls) by.set(c.operation ?? 'other', (by.get(c.operation ?? 'other') ?? 0) + 1);
      const throttled = calls.filter((c) => c.status === 429).length;
      console.log(
        `  Amazon calls per seller: ${[...by].map(([op, n]) => `${op} ${(n / sellers.length).toFixed(1)}`).join(', ')}; ${throttled} answered 429`,
      );
    }
    const p99 = percentile(
      fleet.map((s) => s.at['90 days imported'] ?? Infinity),
      99,
    );
    const p99Ratio = p99 / floors['90 days imported'];
    const who = workers === 1 ? 'one worker' : `${workers} workers`;
    console.log(
      `fleet: ${thousands(small)} sellers, ${who}: 90 days imported p99 ${(p99 / 60).toFixed(0)} min of Amazon time = ${p99Ratio.toFixed(2)}× the floor`,
    );
    return { p99, p99Ratio };
  });
}

async function inBatches<T>(items: T[], width: number, each: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await each(items[i]!, i);
      }
    }),
  );
}

export async function benchFleet(): Promise<void> {
  const size: FleetSize = {
    small: Number(process.env['BENCH_FLEET_SELLERS'] ?? 10),
    listingsEach: Number(process.env['BENCH_FLEET_LISTINGS'] ?? 50),
    big: Number(process.env['BENCH_FLEET_BIG'] ?? 0),
    bigListings: Number(process.env['BENCH_FLEET_BIG_LISTINGS'] ?? 10_000),
    speed: Number(process.env['BENCH_FLEET_SPEED'] ?? 300),
  };
  const runs = process.env['DATABASE_URL'] ? (process.env['BENCH_FLEET_WORKERS'] ?? '1,2').split(',').map(Number) : [1];
  for (const workers of runs) await runFleet(size, workers);
}

if (isMain && process.argv.includes('--worker')) await runWorkerChild();
else if (isMain) await benchFleet();
