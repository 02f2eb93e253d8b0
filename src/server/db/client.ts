import { mkdirSync, openSync, closeSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { is, type SQL } from 'drizzle-orm';
import * as schema from './schema/index.ts';
import { settlesWithin } from '#core/settles-within';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle is a Db too, so repos take `tx?: Db`. */
export type Tx = Db;

/** Raw SQL access for pg-boss, which brings its own queries. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * What a NOTIFY subscriber hears. `up` means notifications flow (again); `down` means some may be
 * lost from now until the next `up`, so whoever caches on the strength of them must stop trusting.
 */
export type ChangeHandlers = { payload(text: string): void; up(): void; down(): void };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  sql: SqlExecutor;
  ping(): Promise<void>;
  /** LISTEN on a channel; resolves to the unsubscribe function. */
  listen(channel: string, handlers: ChangeHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const LISTEN_RETRY_MS = { first: 500, max: 30_000 };
const CLOSE_WAIT_MS = 10_000;

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * How a process uses its pool. A request waits at most 5 s for a connection, then answers 503. A
 * worker process runs thousands of import tasks at once (docs/decisions/0020-waiting-jobs-hold-no-worker.md):
 * a wait of a few seconds for a connection at a burst is no failure, while failing the job would lose
 * its report and start it over; it has twice the connections and waits up to a minute.
 */
const POOLS = {
  web: { max: 10, connectionTimeoutMillis: 5000 },
  worker: { max: 20, connectionTimeoutMillis: 60_000 },
} as const;

export async function openPostgres(url: string, use: keyof typeof POOLS = 'web'): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, ...POOLS[use] });
  // An idle client that loses its server emits 'error'; without a listener it would crash the process.
  pool.on('error', () => {});
  // So does a client that is checked out (a transaction, a mail sent after the response) when its
  // server goes away: the query in flight still fails with the error, and the request answers 503.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    sql: { executeSql: async (text, values) => ({ rows: (await pool.query(text, values as unknown[])).rows }) },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: async (channel, handlers) => {
      const stop = listenPostgres(url, channel, handlers);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      // pool.end() waits for every checked-out connection. One never given back (a transaction
      // waiting on something that will not come) would hold shutdown for ever: wait a bounded
      // time, then say how many were still out and go on; the process exit or the server ends them.
      if (!(await settlesWithin(pool.end(), CLOSE_WAIT_MS)))
        process.stderr.write(
          `PostgreSQL: ${pool.totalCount - pool.idleCount} connection(s) still in use ${CLOSE_WAIT_MS} ms into shutdown; closing without them.\n`,
        );
    },
  };
}

/**
 * A dedicated connection (a pooled one would be handed to queries) that re-connects with back-off
 * after the server goes away; `down` is reported at once so no one trusts a silent channel.
 */
function listenPostgres(url: string, channel: string, handlers: ChangeHandlers): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = LISTEN_RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    let gone = false;
    const lost = (): void => {
      if (gone) return;
      gone = true;
      next.end().catch(() => {});
      if (client === next) client = undefined;
      handlers.down();
      if (!stopped) retry();
    };
    next.on('notification', (msg) => {
      if (msg.channel === channel) handlers.payload(msg.payload ?? '');
    });
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch {
      lost();
      return;
    }
    if (stopped || gone) return void next.end().catch(() => {});
    client = next;
    delay = LISTEN_RETRY_MS.first;
    handlers.up();
  };
  const retry = (): void => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
  };
  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

/** Wraps an open PGlite instance (a data directory, memory, or a test clone). */
export async function usePglite(client: PGlite, onClose?: () => void): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    // pg-boss sends multi-statement DDL without parameters, which only exec() accepts.
    sql: {
      executeSql: async (text, values) =>
        values && values.length > 0
          ? { rows: (await client.query(text, values)).rows }
          : { rows: ((await client.exec(text)).at(-1)?.rows ?? []) as unknown[] },
    },
    ping: async () => {
      await client.query('select 1');
    },
    // In-process: a notification is delivered before the statement that sent it resolves, never lost.
    // Stopping only detaches the handler: an UNLISTEN statement during shutdown could wait forever
    // behind the queries being drained, and closing the instance ends the LISTEN anyway.
    listen: async (channel, handlers) => {
      await client.exec(`LISTEN "${channel.replace(/"/g, '""')}"`);
      const off = client.onNotification((from, payload) => {
        if (from === channel) handlers.payload(payload);
      });
      handlers.up();
      return async () => off();
    },
    close: async () => {
      // PGlite runs one query at a time: a transaction that never ends holds close() for ever too.
      if (!(await settlesWithin(client.close(), CLOSE_WAIT_MS)))
        process.stderr.write(`PGlite: a transaction still open ${CLOSE_WAIT_MS} ms into shutdown; closing without it.\n`);
      onClose?.();
    },
  };
}

/**
 * PGlite has no lock between processes: two owners of one directory lose writes silently
 * (docs/decisions/0002-pglite-embedded-default.md), so one process takes a lock file and a second start fails clearly.
 */
export async function openPgliteDir(dataDir: string): Promise<Database> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'listingpilot.lock');
  takeLock(lockPath);
  try {
    const client = await PGlite.create(path.join(dir, 'pgdata'));
    return await usePglite(client, () => releaseLock(lockPath));
  } catch (error) {
    releaseLock(lockPath);
    throw error;
  }
}

function takeLock(lockPath: string): void {
  try {
    const fd = openSync(lockPath, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
  } catch {
    const holder = Number(readFileSync(lockPath, 'utf8'));
    if (isAlive(holder)) {
      throw new Error(
        `The data directory ${path.dirname(lockPath)} is in use by another ListingPilot process (pid ${holder}). ` +
          'Stop it first, or set DATABASE_URL to share a PostgreSQL server between processes.',
      );
    }
    // A lock left by a crashed process: take it over.
    writeFileSync(lockPath, String(process.pid));
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function releaseLock(lockPath: string): void {
  try {
    if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
  } catch {
    // already gone
  }
}

/** Rows of a raw `sql` query; both drivers answer `{ rows }`, which drizzle's generic type hides. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Whether a statement on this handle (a database or a transaction) runs on the event loop itself:
 * PGlite is PostgreSQL compiled to WASM in this process, so a write that PostgreSQL does on its own
 * CPU holds every other request here.
 */
export function runsOnEventLoop(db: Db): boolean {
  return is(db, PgliteDatabase) || is(db, PgliteTransaction);
}
