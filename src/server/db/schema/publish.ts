import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { listings } from './listings.ts';

/**
 * The previews Amazon found valid, by the nonce their id carries: a confirm spends its preview, so
 * the same id cannot push the same patch again (after a revert put the text back, say).
 */
export const pushPreviews = pgTable(
  'push_previews',
  {
    nonce: text('nonce').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    /** The idempotency key of the confirm that spent it: a retry of that confirm may send it again. */
    spentKey: text('spent_key'),
  },
  (t) => [index('push_previews_user_created_idx').on(t.userId, t.createdAt)],
);
