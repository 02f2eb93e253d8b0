import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts.ts';

/** Identities from OpenID Connect issuers, matched by (issuer, subject), never by email. */
export const identities = pgTable(
  'identities',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identities_issuer_subject_idx').on(t.issuer, t.subject)],
);

export type IdentityRow = typeof identities.$inferSelect;
