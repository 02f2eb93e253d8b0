import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, usePglite, type Database } from '../../src/server/db/client.ts';
import { withDatabase } from './global-setup.ts';

let counter = 0;

/** A database of its own for one test file, copied from the migrated template. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `lp_test_${process.ppid}_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const database = await openPostgres(withDatabase(url, name));
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const client = await PGlite.create({ loadDataDir: dump });
  return usePglite(client);
}
