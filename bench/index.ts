export {};

/**
 * `npm run bench`: every benchmark in turn, each printing its own figures. One failing (a missing
 * emulator, a broken build) is reported and the others still run; the exit code is 1 if any failed.
 */
type Bench = { name: string; file: string; fn: string };

const BENCHES: Bench[] = [
  { name: 'health scoring', file: './health.ts', fn: 'benchHealth' },
  { name: 'first listing', file: './import.ts', fn: 'benchFirstListing' },
  { name: 'import', file: './import.ts', fn: 'benchImport' },
  { name: 'listing watch', file: './watch.ts', fn: 'benchWatch' },
  { name: 'notifications', file: './notifications.ts', fn: 'benchNotifications' },
  { name: 'API', file: './api.ts', fn: 'benchApi' },
  { name: 'front-end', file: './frontend.ts', fn: 'benchFrontend' },
  { name: 'keyword coverage', file: './keyword-coverage.ts', fn: 'benchKeywordCoverage' },
  { name: 'offline rewrite', file: './rewrite.ts', fn: 'benchRewrite' },
  { name: 'keyword upload', file: './keyword-upload.ts', fn: 'benchKeywordUpload' },
  { name: 'SQP import', file: './sqp-import.ts', fn: 'benchSqpImport' },
  { name: 'event loop', file: './event-loop.ts', fn: 'benchEventLoop' },
  { name: 'performance tracking', file: './performance.ts', fn: 'benchPerformance' },
  { name: 'start-up', file: './start.ts', fn: 'benchStart' },
  { name: 'fleet', file: './fleet.ts', fn: 'benchFleet' },
];

let failed = 0;
for (const bench of BENCHES) {
  const started = performance.now();
  try {
    const mod = (await import(bench.file)) as Record<string, unknown>;
    const run = mod[bench.fn];
    if (typeof run !== 'function') {
      console.log(`\n[${bench.name}] skipped: ${bench.file} has no ${bench.fn}()`);
      continue;
    }
    await (run as () => Promise<void>)();
    console.log(`[${bench.name}] done in ${((performance.now() - started) / 1000).toFixed(1)}s`);
  } catch (error) {
    failed++;
    console.log(`\n[${bench.name}] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
