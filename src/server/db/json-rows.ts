import { getTableColumns, is, sql, SQL, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * An upsert of many rows sent as one JSON parameter and read back by `json_to_recordset`. Drizzle
 * builds a multi-row VALUES at about 3.5 µs a value: a day of a 10,000-listing catalogue is 120,000
 * values, 0.4 s of a worker's CPU per day imported. JSON.stringify takes a small part of that, and
 * the statement has one parameter however many rows it carries.
 *
 * The columns written are `columns` (by default every column of the table but `now`), read from the
 * rows' own property names; a row without one gets the column's constant default, as Drizzle's
 * insert would, or null. `key` is the conflict target, `update` the columns a conflict overwrites,
 * `now` a timestamp set to now() either way. Answers what follows `insert into <table>`, so that
 * the statement, and the write, stay in the table owner's code.
 */
export function jsonUpsert<T extends PgTable>(
  table: T,
  rows: readonly T['$inferInsert'][],
  opts: {
    key: readonly (keyof T['_']['columns'])[];
    update: readonly (keyof T['_']['columns'])[];
    now?: keyof T['_']['columns'];
    columns?: readonly (keyof T['_']['columns'])[];
  },
): SQL {
  const columns = getTableColumns(table);
  const fields = opts.columns ?? Object.keys(columns).filter((k) => k !== opts.now);
  const name = (k: PropertyKey) => sql`${sql.identifier(columns[k as string]!.name)}`;
  const updates = [
    ...opts.update.map((k) => sql`${name(k)} = excluded.${name(k)}`),
    ...(opts.now ? [sql`${name(opts.now)} = now()`] : []),
  ];
  return sql`${jsonInsert(table, rows, { columns: fields })}
    on conflict (${sql.join(
      opts.key.map((k) => name(k)),
      sql`, `,
    )}) do update set ${sql.join(updates, sql`, `)}`;
}

/**
 * A plain insert of many rows as one JSON parameter (see jsonUpsert): the `columns` are read from
 * the rows, the others take their defaults. Answers what follows `insert into <table>`.
 */
export function jsonInsert<T extends PgTable>(
  table: T,
  rows: readonly T['$inferInsert'][],
  opts: { columns: readonly (keyof T['_']['columns'])[] },
): SQL {
  const columns = getTableColumns(table);
  const fields = opts.columns as readonly string[];
  const list = (each: (k: string) => SQL) =>
    sql.join(
      fields.map((k) => each(k)),
      sql`, `,
    );
  // The record's fields are named as the rows' properties: identifiers of this code, never input.
  const record = sql.raw(fields.map((k) => `"${k}" ${columns[k]!.getSQLType()}`).join(', '));
  return sql`(${list((k) => sql`${sql.identifier(columns[k]!.name)}`)})
    select ${list((k) => sql`x.${sql.identifier(k)}`)}
    from json_to_recordset(${toJson(rows, fields, columns)}::json) as x(${record})`;
}

/** The rows as a JSON array of their `fields` alone: a property the table has no column for stays out. */
function toJson(rows: readonly object[], fields: readonly string[], columns: Record<string, Column>): string {
  const defaults = fields.map((k) => {
    const d: unknown = columns[k]!.default;
    return d === undefined || is(d, SQL) ? null : d;
  });
  const out = rows.map((row) => {
    const r = row as Record<string, unknown>;
    const o: Record<string, unknown> = {};
    for (let f = 0; f < fields.length; f++) {
      const k = fields[f]!;
      o[k] = r[k] === undefined ? defaults[f] : r[k];
    }
    return o;
  });
  return JSON.stringify(out);
}
