import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPostgres, usePglite } from '../../src/server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data dump that each test file loads (PGlite mode). */
    pgliteTemplate: string;
    /** Name of a migrated template database that each test file copies (PostgreSQL mode). */
    postgresTemplate: string;
  }
}

/**
 * Migrates once, then each test file gets its own copy (docs/decisions/0002-pglite-embedded-default.md): a PGlite dump load is ~0.5 s
 * where a fresh initdb is 3-4 s; on PostgreSQL `CREATE DATABASE … TEMPLATE` is instant.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  compileForTheCli();
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `lp_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const database = await openPostgres(withDatabase(url, name));
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      const rows = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'lp_test_${process.pid}_%'`,
      );
      for (const row of rows.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lp-tmpl-'));
  const client = new PGlite();
  const database = await usePglite(client);
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The CLI (bin/listingpilot.mjs) and the compiled-start tests run the JavaScript in dist/, so
 * `npm test` on a fresh clone needs no prior build. Compiles only when src/ changed since the
 * last build (a few seconds; otherwise a file-date check).
 */
function compileForTheCli(): void {
  const root = path.join(import.meta.dirname, '..', '..');
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-node.mjs'), '--if-stale'], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
