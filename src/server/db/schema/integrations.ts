import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * SP-API token buckets (docs/decisions/0011-spapi-rate-limits-in-the-database.md), one row per seller and operation. In the database, not in
 * memory, so every web and worker process draws from the same bucket and together they never exceed
 * Amazon's rate. `tokens` may go negative: it then holds slots reserved for calls waiting their turn.
 */
export const spapiRateBuckets = pgTable('spapi_rate_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
