import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/index.ts';

/**
 * Fixed-window counter kept in the database so every process shares it (docs/architecture.md#roles-and-scaling).
 * Returns the count in the current window after this hit.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMs);
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${now.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.window_start < ${windowStart.toISOString()} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
    returning count`,
  );
  return Number(rows[0]?.count ?? 1);
}

/**
 * Gives back one hit taken with `hitRateLimit` (an attempt counted before its outcome was known
 * turned out not to count: a correct password).
 */
export async function releaseRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/**
 * Like `hitRateLimit`, and also when the current window ends, for a Retry-After header.
 * One statement, so concurrent hits from several processes count exactly.
 */
export async function hitRateLimitWindow(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<{ count: number; resetAt: Date }> {
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const rows = await queryRows<{ count: number; window_start: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${now.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.window_start < ${windowStart} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < ${windowStart} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
    returning count, window_start`,
  );
  const row = rows[0];
  const started = row ? new Date(row.window_start) : now;
  return { count: Number(row?.count ?? 1), resetAt: new Date(started.getTime() + windowMs) };
}
