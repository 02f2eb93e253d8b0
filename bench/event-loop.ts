/**
 * The longest event-loop hold of the three heaviest requests at their largest size: a 50,000-row
 * `POST /api/imports`, a 100,000-row keyword upload over 24 listings, and
 * `GET /api/imports/listings.csv` of 50,000 listings. Each is measured with perf_hooks'
 * monitorEventLoopDelay while it alone runs; the goal is no hold over 100 ms, so that every other
 * request is answered within one second.
 *
 *   node --import tsx bench/event-loop.ts   (BENCH_SCALE=0.1 runs a tenth of each size)
 *
 * On PGlite unless DATABASE_URL is set: then on a scratch PostgreSQL database, made and dropped. On
 * PGlite a statement runs on the event loop itself, so the holds there are the longer ones.
 */
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/server/config.ts';
import { buildEmbeddedApp } from '../src/server/embedded-emulators.ts';
import { openBenchPostgres } from './api.ts';

const SCALE = Number(process.env['BENCH_SCALE'] ?? 1);
const IMPORT_ROWS = Math.round(50_000 * SCALE);
const KEYWORD_ROWS = Math.round(100_000 * SCALE);
const KEYWORD_LISTINGS = 24;
const BUDGET_MS = 100;

async function multipart(fields: Record<string, string>, name: string, content: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([content], { type: 'text/csv' }), name);
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

async function signUp(app: FastifyInstance, n: number): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: `loopbench${n}`, email: `loopbench${n}@example.com`, password: 'bench password 1' },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

function listingsCsv(rows: number): string {
  const lines = ['sku,title,bullet1,description'];
  for (let i = 0; i < rows; i++)
    lines.push(`SKU-${i},Steel Tumbler ${i} oz with Lid,Keeps drinks cold for 24 hours,A steel tumbler.`);
  return lines.join('\n');
}

/** Runs one request and answers how long it took and the longest the event loop was held meanwhile. */
async function measure(run: () => Promise<{ statusCode: number; body: string }>): Promise<{ ms: number; holdMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = performance.now();
  const res = await run();
  const ms = performance.now() - started;
  histogram.disable();
  if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return { ms, holdMs: histogram.max / 1e6 };
}

function report(name: string, result: { ms: number; holdMs: number }): void {
  const verdict = result.holdMs <= BUDGET_MS ? 'OK' : 'OVER';
  console.log(
    `  ${name}: ${(result.ms / 1000).toFixed(1)} s, longest event-loop hold ${result.holdMs.toFixed(0)} ms (budget ${BUDGET_MS} ms) ${verdict}`,
  );
}

export async function benchEventLoop(): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-bench-loop-')),
    PUBLIC_URL: 'http://127.0.0.1:3997',
  });
  const url = process.env['DATABASE_URL'];
  const postgres = url ? await openBenchPostgres(url) : undefined;
  const app = await buildEmbeddedApp(config, {
    webRoot: path.join(config.dataDir, 'no-web'),
    ...(postgres ? { database: postgres.database } : {}),
  });
  await app.ready();
  try {
    console.log(
      `\n[event loop] longest hold per request on ${postgres ? 'PostgreSQL' : 'PGlite (set DATABASE_URL for PostgreSQL)'} (scale ${SCALE}), load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    const importer = await signUp(app, 1);
    const file = await multipart({ marketplace: 'US' }, 'listings.csv', listingsCsv(IMPORT_ROWS));
    report(
      `POST /api/imports, ${IMPORT_ROWS.toLocaleString('en-US')} rows`,
      await measure(() =>
        app.inject({
          method: 'POST',
          url: '/api/imports',
          payload: file.payload,
          headers: { ...file.headers, authorization: `Bearer ${importer}` },
        }),
      ),
    );
    report(
      `GET /api/imports/listings.csv, ${IMPORT_ROWS.toLocaleString('en-US')} listings`,
      await measure(() =>
        app.inject({ method: 'GET', url: '/api/imports/listings.csv', headers: { authorization: `Bearer ${importer}` } }),
      ),
    );

    const seller = await signUp(app, 2);
    const few = await multipart({ marketplace: 'US' }, 'listings.csv', listingsCsv(KEYWORD_LISTINGS));
    const imported = await app.inject({
      method: 'POST',
      url: '/api/imports',
      payload: few.payload,
      headers: { ...few.headers, authorization: `Bearer ${seller}` },
    });
    if (imported.statusCode !== 200) throw new Error(`import of ${KEYWORD_LISTINGS} listings: ${imported.body}`);
    const lines = ['keyword,volume,sku'];
    for (let i = 0; i < KEYWORD_ROWS; i++)
      lines.push(`steel tumbler ${i} with lid,${KEYWORD_ROWS - i},SKU-${i % KEYWORD_LISTINGS}`);
    const keywords = await multipart({}, 'keywords.csv', lines.join('\n'));
    report(
      `POST /api/keywords/upload, ${KEYWORD_ROWS.toLocaleString('en-US')} rows over ${KEYWORD_LISTINGS} listings`,
      await measure(() =>
        app.inject({
          method: 'POST',
          url: '/api/keywords/upload',
          payload: keywords.payload,
          headers: { ...keywords.headers, authorization: `Bearer ${seller}` },
        }),
      ),
    );
  } finally {
    await app.close();
    await postgres?.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEventLoop();
