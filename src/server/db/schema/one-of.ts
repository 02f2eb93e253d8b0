import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column IN (...)` for a CHECK constraint, so the database refuses what the typed column's enum
 * refuses. The values are inlined: drizzle-kit writes a check into the migration as plain SQL, and
 * they are our own constants (a quote would be doubled anyway).
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
