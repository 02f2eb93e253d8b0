/**
 * Import benchmark: 10,000 listings from the Amazon emulator at Amazon's real rate limits compressed
 * by a speed factor, compared with the floor those limits impose.
 *
 *   node --import tsx bench/import.ts            (BENCH_LISTINGS=10000 BENCH_SPEED=50; BENCH_TRACE=1 prints
 *                                                progress and the emulator's status counts per operation)
 *
 * The emulator runs in a child process, as Amazon would be another machine: sharing one event loop
 * with the app would add scheduling jitter that the compressed rates magnify.
 *
 * Floor: every operation has its own token bucket, so an import can be no faster than its busiest
 * operation: max over operations of (calls - burst) / rate. Here that is Catalog Items (one call per
 * ASIN at 2/s) ahead of searchListingsItems (one call per 20 SKUs at 5/s).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { queryRows, usePglite } from '../src/server/db/client.ts';
import { SPAPI_RATE_LIMITS, type SpApiOperation } from '../src/server/integrations/spapi/rates.ts';
import { sql } from 'drizzle-orm';

const PUBLIC_URL = 'http://127.0.0.1:3998';
const SELLER = 'A3DEMOSELLER02';
const MARKETPLACE = 'ATVPDKIKX0DER';

type EmulatorChild = { base: string; child: ChildProcess };

/** Child side: the emulator with the demo app, on a loopback port; answers its URL to the parent. */
async function runEmulatorChild(speedFactor: number): Promise<void> {
  const { buildAmazonEmulator } = await import('../src/emulators/amazon/app.ts');
  const demo = await import('../src/emulators/amazon/demo-app.ts');
  const app = await buildAmazonEmulator({
    publicUrl: 'http://placeholder.invalid',
    clientId: demo.DEMO_LWA_CLIENT_ID,
    clientSecret: demo.DEMO_LWA_CLIENT_SECRET,
    applicationId: demo.DEMO_APPLICATION_ID,
    redirectUris: [`${PUBLIC_URL}/api/amazon/callback`],
    speedFactor,
    controlApi: true,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  await fetch(`${base}/__emulator/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ publicUrl: base }) });
  process.send?.({ base });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

function startEmulatorChild(speedFactor: number): Promise<EmulatorChild> {
  const child = fork(fileURLToPath(import.meta.url), ['--emulator', String(speedFactor)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ base: (m as { base: string }).base, child }));
    child.once('exit', (code) => reject(new Error(`emulator exited with ${code}`)));
  });
}

async function control(base: string, name: string, body: unknown): Promise<void> {
  const res = await fetch(`${base}/__emulator/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
}

async function inject(app: FastifyInstance, method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const res = await app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {}, headers: res.headers };
}

/** Sign up, then the website authorization workflow exactly as a browser follows it. */
async function connect(app: FastifyInstance, base: string): Promise<string> {
  const reg = await inject(app, 'POST', '/api/auth/register', undefined, { username: 'benchseller', email: 'bench@example.com', password: 'correct horse battery' });
  const token = String(reg.body['token']);
  const started = await inject(app, 'GET', '/api/amazon/auth-url?region=NA', token);
  const { url } = started.body as { url: string };
  // The callback must come from the browser that started the connection (its cookie).
  const cookie = String(started.headers['set-cookie'] ?? '').split(';')[0]!;
  const form = new URLSearchParams(new URL(url).searchParams);
  form.set('selling_partner_id', SELLER);
  form.set('action', 'confirm');
  const consent = await fetch(`${base}/apps/authorize/consent`, { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const cb = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
  if (cb.headers.location !== '/?connected=true') throw new Error(`connect failed: ${cb.headers.location}`);
  return token;
}

function floorSeconds(calls: Partial<Record<SpApiOperation, number>>, speedFactor: number): { seconds: number; by: string } {
  let worst = { seconds: 0, by: '' };
  for (const [op, n] of Object.entries(calls) as [SpApiOperation, number][]) {
    const { rate, burst } = SPAPI_RATE_LIMITS[op];
    const seconds = Math.max(0, n - burst) / (rate * speedFactor);
    if (seconds > worst.seconds) worst = { seconds, by: op };
  }
  return worst;
}

export async function benchImport(): Promise<void> {
  const listings = Number(process.env['BENCH_LISTINGS'] ?? 10_000);
  const speedFactor = Number(process.env['BENCH_SPEED'] ?? 50);
  const emulator = await startEmulatorChild(speedFactor);
  const database = await usePglite(new PGlite());
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
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
  });
  const app = await buildApp(config, { database, webRoot: path.join(config.dataDir, 'no-web') });
  await app.ready();
  try {
    await control(emulator.base, 'seed', { count: listings, sellerId: SELLER, marketplaceId: MARKETPLACE });
    const token = await connect(app, emulator.base);

    const started = performance.now();
    const start = await inject(app, 'POST', '/api/listings/sync', token, {});
    const jobId = Number(start.body['jobId']);
    let progress: Record<string, unknown> = {};
    const marks: string[] = [];
    for (;;) {
      progress = (await inject(app, 'GET', `/api/listings/sync/${jobId}`, token)).body;
      if (process.env['BENCH_TRACE']) marks.push(`${((performance.now() - started) / 1000).toFixed(2)} ${String(progress['status'])} ${String(progress['done'])}/${String(progress['total'])} cpu ${(process.cpuUsage().user / 1e6).toFixed(1)}`);
      if (progress['status'] === 'done' || progress['status'] === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    if (marks.length > 0) {
      process.stdout.write(`${marks.filter((_, i) => i % 5 === 0).join('\n')}\n`);
      const log = (await (await fetch(`${emulator.base}/__emulator/calls`)).json()) as { calls: { operation?: string; status: number }[] };
      const by: Record<string, number> = {};
      for (const c of log.calls) by[`${c.operation ?? '-'} ${c.status}`] = (by[`${c.operation ?? '-'} ${c.status}`] ?? 0) + 1;
      process.stdout.write(`${JSON.stringify(by)}\n`);
    }
    if (progress['status'] !== 'done') throw new Error(`import failed: ${String(progress['error'])}`);

    const [counts] = await queryRows<{ n: number; asins: number }>(database.db, sql`select count(*)::int as n, count(distinct asin)::int as asins from listings`);
    const n = counts!.n;
    const floor = floorSeconds({ searchListingsItems: Math.ceil(n / 20), getCatalogItem: counts!.asins, createReport: 1, getReportDocument: 1 }, speedFactor);
    const realMinutes = (seconds * speedFactor) / 60;
    process.stdout.write(
      [
        `import: ${n} listings (${counts!.asins} ASINs) at Amazon's rates x${speedFactor}`,
        `  time   ${seconds.toFixed(1)} s  (≈ ${realMinutes.toFixed(0)} min at real rates)`,
        `  floor  ${floor.seconds.toFixed(1)} s  (${floor.by}: ${SPAPI_RATE_LIMITS[floor.by as SpApiOperation].rate}/s, burst ${SPAPI_RATE_LIMITS[floor.by as SpApiOperation].burst})`,
        `  ratio  ${(seconds / floor.seconds).toFixed(2)}x the floor (target ≤ 1.20x)`,
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
    await database.close();
    emulator.child.disconnect();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain && process.argv[2] === '--emulator') {
  await runEmulatorChild(Number(process.argv[3] ?? 1));
} else if (isMain) {
  await benchImport();
}
