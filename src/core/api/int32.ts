import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column: every id and count the API stores. */
export const INT32_MAX = 2_147_483_647;

/**
 * A whole number that fits an `integer` column, from a path or query parameter (text) or a JSON
 * body. Anything larger is refused with a 400 naming the field, before it reaches the database
 * (which would answer 500: "out of range for type integer").
 */
export function int32(label: string, options: { coerce?: boolean; min?: number } = {}) {
  const base = options.coerce
    ? z.coerce.number({ error: `${label} must be a number` })
    : z.number({ error: `${label} must be a number` });
  const min = options.min ?? 1;
  return base
    .int(`${label} must be a whole number`)
    .min(min, min === 1 ? `${label} must be positive` : `${label} must be at least ${min}`)
    .max(INT32_MAX, `${label} is too large`);
}

/** A positive id in the path or query string. */
export function int32Param(label: string) {
  return int32(label, { coerce: true });
}
