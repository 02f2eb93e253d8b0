import { mkdirSync, openSync, closeSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle is a Db too, so repos take `tx?: Db`. */
export type Tx = Db;

/** Raw SQL access for pg-boss, which brings its own queries. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  sql: SqlExecutor;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server emits 'error'; without a listener it would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'postgres',
    sql: { executeSql: async (text, values) => ({ rows: (await pool.query(text, values as unknown[])).rows }) },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Wraps an open PGlite instance (a data directory, memory, or a test clone). */
export async function usePglite(client: PGlite, onClose?: () => void): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    // pg-boss sends multi-statement DDL without parameters, which only exec() accepts (STACK.md).
    sql: {
      executeSql: async (text, values) =>
        values && values.length > 0
          ? { rows: (await client.query(text, values)).rows }
          : { rows: ((await client.exec(text)).at(-1)?.rows ?? []) as unknown[] },
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      onClose?.();
    },
  };
}

/**
 * PGlite has no lock between processes: two owners of one directory lose writes silently
 * (STACK.md), so one process takes a lock file and a second start fails clearly.
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
