import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildEmbeddedApp } from '../src/server/embedded-emulators.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPostgres, usePglite, type Database } from '../src/server/db/client.ts';
import { listings } from '../src/server/db/schema/index.ts';
import { healthFields } from '../src/server/listings/service.ts';
import { buildCatalogue } from './health.ts';

/** The few autocannon fields read here (the package ships no types). */
type CannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Cannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  workers?: number;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const LISTINGS = 10_000;
const BATCH = 500;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Load generator threads: one keeps autocannon's own parsing off the server's event loop, as a remote client would. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);

type Row = {
  name: string;
  reqPerSec: number;
  ratio: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

/**
 * Throughput of the listing API against a bare route in the same process, so the ratio is
 * comparable across machines: 100 connections on loopback, one seller with 10,000 listings.
 */
export async function benchApi(): Promise<void> {
  await runOn('PGlite', openPglite);
  if (process.env.DATABASE_URL) await runOn('PostgreSQL', () => openBenchPostgres(process.env.DATABASE_URL!));
}

async function runOn(label: string, open: () => Promise<{ database: Database; dispose(): Promise<void> }>): Promise<void> {
  const { database, dispose } = await open();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-bench-api-'));
  // Request logging off: a log line per request would measure pino, not the API.
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1:3999' };
  const app = await buildEmbeddedApp(loadConfig(env), { database, webRoot: path.join(dataDir, 'no-web') });
  // The same database without the response and session caches: what a cache miss costs.
  const uncached = await buildEmbeddedApp(loadConfig({ ...env, CACHE_MB: '0' }), {
    database,
    webRoot: path.join(dataDir, 'no-web'),
  });
  app.get('/bench/bare', async () => ({ ok: true }));
  try {
    await app.ready();
    const { token, ids } = await seedSeller(app, database);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUncached = await uncached.listen({ port: 0, host: '127.0.0.1' });
    // As a browser sends them: every browser accepts gzip.
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
    const page = '/api/listings?page=1&pageSize=25';
    const one = `/api/listings/${ids[Math.floor(ids.length / 2)]}`;
    const pageKb = (
      await Promise.all(
        [page, `${page}&gzip`].map(
          async (u, i) =>
            (await app.inject({ url: page, headers: i ? headers : { authorization: headers.authorization } })).rawPayload.length /
            1024,
        ),
      )
    )
      .map((kb) => kb.toFixed(0))
      .join(' KB, gzipped ');
    console.log(
      `\nAPI bench on ${label}: ${LISTINGS} scored listings (first page ${pageKb} KB), ${CONNECTIONS} connections from ${WORKERS > 0 ? `${WORKERS} load thread(s)` : "the server's thread"}, ${DURATION_S}s each, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    const bare = await cannon(`${base}/bench/bare`, {});
    const rows: Row[] = [toRow('bare route (baseline)', bare, bare)];
    rows.push(toRow(`GET ${page}`, await cannon(`${base}${page}`, headers), bare));
    rows.push(toRow('GET /api/listings/:id', await cannon(`${base}${one}`, headers), bare));
    rows.push(toRow(`GET ${page}, caches off`, await cannon(`${baseUncached}${page}`, headers), bare));
    rows.push(toRow('GET /api/listings/:id, caches off', await cannon(`${baseUncached}${one}`, headers), bare));
    console.table(
      rows.map((r) => ({
        route: r.name,
        'req/s': Math.round(r.reqPerSec),
        'vs bare': `${(r.ratio * 100).toFixed(1)}%`,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
      })),
    );
  } finally {
    await uncached.close();
    await app.close();
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function cannon(url: string, headers: Record<string, string>): Promise<CannonResult> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
  });
}

function toRow(name: string, r: CannonResult, bare: CannonResult): Row {
  return {
    name,
    reqPerSec: r.requests.average,
    ratio: r.requests.average / bare.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * A registered seller whose 10,000 listings (real corpus text, scored, so each carries its issues)
 * are inserted directly in batches: the import path is benched elsewhere.
 */
async function seedSeller(app: FastifyInstance, database: Database): Promise<{ token: string; ids: number[] }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'benchseller', email: 'bench@example.com', password: 'bench-password' },
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json() as { token: string; user: { id: number } };
  const ids: number[] = [];
  const catalogue = buildCatalogue(LISTINGS);
  for (let start = 0; start < LISTINGS; start += BATCH) {
    const values = catalogue.slice(start, start + BATCH).map((content, k) => ({
      userId: user.id,
      source: 'file' as const,
      marketplaceId: content.marketplaceId,
      sku: `BENCH-${start + k}`,
      asin: `B0${String(start + k).padStart(8, '0')}`,
      brand: content.brand ?? null,
      title: content.title,
      bullets: content.bullets,
      description: content.description,
      ...healthFields(content),
    }));
    const rows = await database.db.insert(listings).values(values).returning({ id: listings.id });
    ids.push(...rows.map((r) => r.id));
  }
  return { token, ids };
}

export async function openPglite(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const database = await usePglite(new PGlite());
  return { database, dispose: () => database.close() };
}

export async function openBenchPostgres(url: string): Promise<{ database: Database; dispose(): Promise<void> }> {
  const name = `lp_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    database,
    dispose: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchApi();
