/**
 * A fleet of sellers connecting at once, against the Amazon emulator (in a child process) with
 * Amazon's rates compressed by a speed factor, one app process (web and worker) on PGlite. Each
 * seller is its own seller at Amazon (its own rate buckets); all connect within one Amazon minute.
 * Per seller, in Amazon time (wall time × speed) from its connect: the first listing, all listings,
 * the first performance day, 90 days imported and the SQP import done; p50 and p99 of each against
 * the floor createReport's rate sets for that seller (burst 15, then 0.0167 a second, background
 * imports starting from 10: docs/decisions/0019-background-rate-priority.md), and the app's CPU
 * seconds per seller.
 *
 *   node --import tsx bench/fleet.ts   (BENCH_FLEET_SELLERS=10 BENCH_FLEET_LISTINGS=50
 *                                       BENCH_FLEET_BIG=0 BENCH_FLEET_BIG_LISTINGS=10000 BENCH_FLEET_SPEED=300)
 *
 * The default is a small fleet that ends in about a minute on a shared 2-core machine; the issue's
 * fleet (1,000 sellers of 50 listings and 10 of 10,000, one and two worker processes on PostgreSQL)
 * is BENCH_FLEET_SELLERS=1000 BENCH_FLEET_BIG=10 and needs a machine to match (docs/performance-tracking.md#fleet).
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/server/db/client.ts';
import { SPAPI_RATE_LIMITS } from '../src/server/integrations/spapi/rates.ts';
import { backgroundReserve } from '../src/server/integrations/spapi/rate-limiter.ts';
import { BACKFILL_DAYS } from '../src/server/performance/import-job.ts';
import { MARKETPLACE, connect, control, inject, withImportSetup } from './import.ts';

const MILESTONES = ['first listing', 'all listings', 'first performance day', '90 days imported', 'SQP import done'] as const;
type Milestone = (typeof MILESTONES)[number];
type Seller = {
  id: string;
  listings: number;
  token?: string;
  userId?: number;
  connectedAt?: number;
  at: Partial<Record<Milestone, number>>;
};

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

/** Amazon seconds createReport's bucket makes a seller wait for its `n`th report, background, from a full bucket. */
function createReportFloor(n: number): number {
  const limit = SPAPI_RATE_LIMITS.createReport;
  const start = limit.burst - backgroundReserve(limit);
  return Math.max(0, n - start) / limit.rate;
}

export async function benchFleet(): Promise<void> {
  const small = Number(process.env['BENCH_FLEET_SELLERS'] ?? 10);
  const listingsEach = Number(process.env['BENCH_FLEET_LISTINGS'] ?? 50);
  const big = Number(process.env['BENCH_FLEET_BIG'] ?? 0);
  const bigListings = Number(process.env['BENCH_FLEET_BIG_LISTINGS'] ?? 10_000);
  const speed = Number(process.env['BENCH_FLEET_SPEED'] ?? 300);
  const sellers: Seller[] = [
    ...Array.from({ length: small }, (_, i) => ({ id: `AFLEET${String(i).padStart(6, '0')}`, listings: listingsEach, at: {} })),
    ...Array.from({ length: big }, (_, i) => ({ id: `AFLEETBIG${String(i).padStart(4, '0')}`, listings: bigListings, at: {} })),
  ];
  await withImportSetup(speed, async ({ app, base, db }) => {
    for (const s of sellers) {
      await control(base, 'sellers', { sellerId: s.id, marketplaceIds: [MARKETPLACE] });
      await control(base, 'seed', { count: s.listings, sellerId: s.id, marketplaceId: MARKETPLACE });
    }
    const cpu = process.cpuUsage();
    const started = performance.now();
    // All connect within one Amazon minute: the connects are spread over 60 / speed seconds of wall time.
    for (const [i, s] of sellers.entries()) {
      const due = started + ((i / sellers.length) * 60_000) / speed;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      // Each seller signs up from a network of their own, as a fleet of sellers would (sign-ups are limited per network).
      s.token = await connect(app, base, s.id, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      s.connectedAt = performance.now();
      const res = await inject(app, 'POST', '/api/listings/sync', s.token, {});
      if (res.status !== 202) throw new Error(`sync of ${s.id} answered ${res.status}`);
    }
    const users = await queryRows<{ id: number; username: string }>(db, sql`select id, username from users`);
    const byName = new Map(users.map((u) => [u.username, u.id]));
    for (const s of sellers) s.userId = byName.get(`bench${s.id.toLowerCase()}`);
    const oldest = new Date(Date.now() - BACKFILL_DAYS * 86_400_000).toISOString().slice(0, 10);
    // Milestones from the database, as the pages read them.
    for (;;) {
      const now = performance.now();
      const rows = await queryRows<{
        user_id: number;
        listings: number;
        synced: boolean;
        first_day: boolean;
        all_days: boolean;
        sqp: boolean;
      }>(
        db,
        sql`select u.id as user_id,
              (select count(*)::int from listings l where l.user_id = u.id) as listings,
              exists (select 1 from sync_runs r where r.user_id = u.id and r.status = 'done') as synced,
              exists (select 1 from performance_imports p where p.user_id = u.id and p.last_day is not null) as first_day,
              exists (select 1 from performance_imports p where p.user_id = u.id and p.first_day <= ${oldest}::date) as all_days,
              exists (select 1 from sqp_imports q where q.user_id = u.id and q.status not in ('queued', 'running')) as sqp
            from users u`,
      );
      const byUser = new Map(rows.map((r) => [r.user_id, r]));
      for (const s of sellers) {
        const r = byUser.get(s.userId!);
        if (!r) continue;
        const t = ((now - s.connectedAt!) / 1000) * speed;
        if (r.listings > 0) s.at['first listing'] ??= t;
        if (r.synced) s.at['all listings'] ??= t;
        if (r.first_day) s.at['first performance day'] ??= t;
        if (r.all_days) s.at['90 days imported'] ??= t;
        if (r.sqp) s.at['SQP import done'] ??= t;
      }
      if (sellers.every((s) => MILESTONES.every((m) => s.at[m] !== undefined))) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const used = process.cpuUsage(cpu);
    const cpuPerSeller = (used.user + used.system) / 1e6 / sellers.length;

    // The floors: the listings report is the seller's first createReport; the SQP reports (18 ASINs
    // each) and the 90 one-day reports share the rest of the bucket.
    const sqpReports = Math.ceil(listingsEach / 18);
    const floors: Record<Milestone, number> = {
      'first listing': 0,
      'all listings': 0,
      'first performance day': createReportFloor(2),
      '90 days imported': createReportFloor(1 + BACKFILL_DAYS + sqpReports),
      'SQP import done': createReportFloor(1 + sqpReports),
    };
    const fleet = sellers.filter((s) => s.listings === listingsEach);
    console.log(
      `\nFleet: ${small.toLocaleString('en-US')} sellers of ${listingsEach} listings${big ? ` + ${big} of ${bigListings.toLocaleString('en-US')}` : ''}, one app process on PGlite, Amazon ×${speed}`,
    );
    for (const m of MILESTONES) {
      const xs = fleet.map((s) => s.at[m]!);
      const floor = floors[m];
      const ratio = (x: number) => (floor > 0 ? ` = ${(x / floor).toFixed(2)}× the floor` : '');
      console.log(
        `  ${m.padEnd(22)} p50 ${(percentile(xs, 50) / 60).toFixed(1)} min${ratio(percentile(xs, 50))}, p99 ${(percentile(xs, 99) / 60).toFixed(1)} min${ratio(percentile(xs, 99))} (floor ${(floor / 60).toFixed(1)} min)`,
      );
    }
    console.log(`  CPU ${cpuPerSeller.toFixed(2)} s per seller (app process)`);
    const p99 = percentile(
      fleet.map((s) => s.at['90 days imported']!),
      99,
    );
    console.log(
      `fleet: ${small.toLocaleString('en-US')} sellers, one worker: 90 days imported p99 ${(p99 / 60).toFixed(0)} min of Amazon time = ${(p99 / floors['90 days imported']).toFixed(2)}× the floor`,
    );
  });
}

if (process.argv[1]?.endsWith('fleet.ts') && !process.argv.includes('--emulator')) await benchFleet();
