/**
 * Listing watch benchmark against the Amazon emulator (in a child process) at Amazon's rates
 * compressed by a speed factor, converted back to Amazon time:
 *
 * - one check of a 2,000-listing seller, next to the floor Amazon's rates set (20 listings per
 *   Catalog Items search at 2 per second; the Listings searches at 5 per second run alongside);
 * - from that, sellers of 500 listings one worker checks per hour (its 4 checks at a time, each
 *   against its own seller's rates) and the workers that keep 1,000 of them within 60 minutes.
 *
 *   node --import tsx bench/watch.ts   (BENCH_WATCH_LISTINGS=2000 BENCH_SPEED=20)
 */
import { runWatchCheck } from '../src/server/alerts/check.ts';
import { BIG_SELLER, MARKETPLACE, connect, control, storeSeededCatalogue, withImportSetup } from './import.ts';

export async function benchWatch(): Promise<void> {
  const n = Number(process.env['BENCH_WATCH_LISTINGS'] ?? 2000);
  const speed = Number(process.env['BENCH_SPEED'] ?? 20);
  await withImportSetup(speed, async ({ app, base, db }) => {
    await control(base, 'seed', { count: n, sellerId: BIG_SELLER, marketplaceId: MARKETPLACE });
    await connect(app, base, BIG_SELLER);
    const { userId } = await storeSeededCatalogue(db, BIG_SELLER, n);

    const started = performance.now();
    const result = await runWatchCheck(
      { db, cipher: app.cipher, spapi: app.spapi, now: () => new Date() },
      { userId, region: 'NA' },
    );
    const seconds = ((performance.now() - started) / 1000) * speed;
    const floor = Math.ceil(n / 20) / 2;
    const per500 = (seconds / n) * 500;
    const perWorkerHour = Math.floor((4 * 3600) / per500);
    console.log(
      `watch: one check of ${n} listings took ${seconds.toFixed(1)} s of Amazon time (floor ${floor.toFixed(1)} s at Amazon's rates; ${result.checked} checked, ${result.opened.length} alerts)`,
    );
    console.log(`watch: sellers of 500 listings per worker-hour (4 checks at a time): ${perWorkerHour}`);
    console.log(`watch: workers to check 1,000 such sellers every 60 minutes: ${Math.ceil(1000 / perWorkerHour)}`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWatch();
