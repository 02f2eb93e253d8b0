/**
 * Search Query Performance import of a 500-ASIN catalogue against the Amazon emulator (in a child
 * process) at Amazon's rates compressed by a speed factor, converted back to Amazon time (the wait
 * for the last document x factor, plus the local check and write as measured), next to the floor
 * createReport's rate sets:
 *
 * - the `asin` option takes at most 200 characters: 18 ASINs a report, 28 reports for 500 ASINs;
 * - createReport allows 15 at once (burst), then 0.0167 a second: the last report can be requested
 *   no sooner than (reports − 15) / 0.0167 s after the first;
 * - that report then takes the preparation time the emulator is set to (BENCH_SQP_REPORT_SECONDS).
 *
 *   node --import tsx bench/sqp-import.ts   (BENCH_SQP_ASINS=500 BENCH_SQP_SPEED=40 BENCH_SQP_REPORT_SECONDS=60)
 *
 * The seller is the demo seller (it has Brand Analytics); the listings are the seeded catalogue as an
 * import stores it (the import is benchmarked apart), and the job is the app's own, run once.
 */
import { eq } from 'drizzle-orm';
import { DEMO_SELLER_ID } from '../src/emulators/amazon/sample/sellers.ts';
import { SEARCH_QUERY_PERFORMANCE } from '../src/emulators/amazon/analytics-reports.ts';
import { listingKeywords } from '../src/server/db/schema/index.ts';
import { SPAPI_RATE_LIMITS } from '../src/server/integrations/spapi/rates.ts';
import { findSqpImport } from '../src/server/keywords/repo.ts';
import { runSqpJob } from '../src/server/keywords/sqp-job.ts';
import { asinBatches } from '../src/server/keywords/sqp-periods.ts';
import { MARKETPLACE, connect, control, storeSeededCatalogue, withImportSetup } from './import.ts';

type Call = { operation?: string; method?: string; status: number; reportType?: string; at: string };

export async function benchSqpImport(): Promise<void> {
  const n = Number(process.env['BENCH_SQP_ASINS'] ?? 500);
  const speed = Number(process.env['BENCH_SQP_SPEED'] ?? 40);
  const reportSeconds = Number(process.env['BENCH_SQP_REPORT_SECONDS'] ?? 60);
  await withImportSetup(speed, async ({ app, base, db }) => {
    await control(base, 'seed', { count: n, sellerId: DEMO_SELLER_ID, marketplaceId: MARKETPLACE });
    await control(base, 'settings', { reportProcessingSeconds: reportSeconds });
    await connect(app, base, DEMO_SELLER_ID);
    const { userId, asins } = await storeSeededCatalogue(db, DEMO_SELLER_ID, n);
    const reports = asinBatches(asins).length;
    const before = ((await control(base, 'calls')) as { calls: Call[] }).calls.length;

    const startedAt = Date.now();
    const started = performance.now();
    await runSqpJob(
      { db, cipher: app.cipher, spapi: app.spapi, config: app.config },
      { userId: userId, marketplaceId: MARKETPLACE },
      { signal: new AbortController().signal },
    );
    const wall = (performance.now() - started) / 1000;

    const state = await findSqpImport(db, userId, MARKETPLACE);
    if (state?.status !== 'ok') throw new Error(`SQP import ended ${state?.status}: ${state?.message}`);
    const calls = ((await control(base, 'calls')) as { calls: Call[] }).calls.slice(before);
    const created = calls.filter((c) => c.operation === 'createReport' && c.status === 202);
    const sqp = created.filter((c) => c.reportType === SEARCH_QUERY_PERFORMANCE).length;
    if (sqp !== reports) throw new Error(`expected ${reports} SQP reports, the emulator saw ${sqp}`);
    const keywords = await db.$count(listingKeywords, eq(listingKeywords.userId, userId));

    // Where the time went, from the emulator's log (same machine clock): requests, then documents, then the write.
    const at = (c: Call) => (Date.parse(c.at) - startedAt) / 1000;
    const lastRequest = Math.max(...created.map(at));
    const lastDocument = Math.max(...calls.filter((c) => c.operation === 'getReportDocument').map(at));
    const { rate, burst } = SPAPI_RATE_LIMITS.createReport;
    const floor = Math.max(0, reports - burst) / rate + reportSeconds;
    // Waiting on Amazon scales with the speed factor; parsing and writing the rows is local work that
    // does not, so it is added as measured instead of multiplied.
    const amazonPart = lastDocument * speed;
    const local = wall - lastDocument;
    const total = amazonPart + local;
    console.log(
      [
        `SQP import: ${asins.length} ASINs in ${reports} reports (the asin option's 200 characters), at Amazon's rates x${speed} (${wall.toFixed(1)} s of wall time), each report ready after ${reportSeconds} s of Amazon time; ${keywords.toLocaleString('en-US')} keyword rows written (demo data)`,
        `  time   ${(total / 60).toFixed(2)} min in Amazon time: last document after ${(amazonPart / 60).toFixed(2)} min, then ${local.toFixed(1)} s to check and write the rows`,
        `         last report requested after ${((lastRequest * speed) / 60).toFixed(2)} min (floor ${(Math.max(0, reports - burst) / rate / 60).toFixed(2)} min)`,
        `  floor  ${(floor / 60).toFixed(2)} min of Amazon time (${burst} reports at once, ${reports - burst} more at ${rate} a second, then ${reportSeconds} s for the last)`,
        `  ratio  ${(total / floor).toFixed(2)}x the floor${created.length > sqp ? ` (${created.length - sqp} other reports shared the createReport rate)` : ''}`,
      ].join('\n'),
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSqpImport();
