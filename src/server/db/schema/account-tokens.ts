import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNT_TOKEN_PURPOSES } from '#core/auth-purposes';
import { users } from './accounts.ts';
import { oneOf } from './one-of.ts';

/**
 * Single-use links sent by mail: email verification (24 hours) and password reset (30 minutes).
 * Only the SHA-256 of the token is stored, like session tokens, so a database reader cannot use
 * a pending link. `email` is the address the link went to: a verification link proves control of
 * that address only, so it verifies nothing once the account's email has changed.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link is used or replaced; a used link never works again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_idx').on(t.tokenHash),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', oneOf(t.purpose, ACCOUNT_TOKEN_PURPOSES)),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type NewAccountToken = typeof accountTokens.$inferInsert;
