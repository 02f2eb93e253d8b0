import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../setup/test-db.ts';

describe('closing the database', () => {
  it('ends even while a transaction never gives its connection back, and says so', async () => {
    const database = await createTestDatabase();
    let stuck!: () => void;
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    // A transaction waiting on something that does not come before shutdown.
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        inside();
        await new Promise<void>((resolve) => (stuck = resolve));
      })
      .catch((error: unknown) => error);
    await entered;
    const written: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    try {
      await database.close();
    } finally {
      process.stderr.write = write;
    }
    expect(written.join('')).toMatch(
      database.kind === 'postgres'
        ? /PostgreSQL: 1 connection\(s\) still in use 10000 ms into shutdown/
        : /PGlite: a transaction still open 10000 ms into shutdown/,
    );
    stuck();
    await transaction;
  }, 30_000);
});
