import { jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REGIONS } from '#core/regions';
import { userIdColumn } from './accounts.ts';

/** One Amazon authorisation per user and region (docs/sellers-and-archive.md#regions). */
export const amazonConnections = pgTable(
  'amazon_connections',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    sellingPartnerId: text('selling_partner_id').notNull(),
    region: text('region', { enum: REGIONS }).notNull(),
    /** AES-256-GCM ciphertext (iv.tag.data, base64url) of the LWA refresh token. */
    refreshTokenEnc: text('refresh_token_enc').notNull(),
    marketplaceIds: jsonb('marketplace_ids').$type<string[]>().notNull().default([]),
    lastSynced: timestamp('last_synced', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('amazon_connections_user_region_idx').on(t.userId, t.region)],
);
