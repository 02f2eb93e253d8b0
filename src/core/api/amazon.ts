import { z } from 'zod';
import { RegionSchema } from '../regions.ts';

export const SYNC_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const SyncStatusSchema = z.enum(SYNC_STATUSES);
export type SyncStatus = z.infer<typeof SyncStatusSchema>;

/** One region's import run. */
export const RegionSyncSchema = z.object({
  id: z.number().int(),
  status: SyncStatusSchema,
  total: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
});

/**
 * A listings sync: every connected region's latest run, and their total. `status` is running while
 * any region runs, failed when one failed, done when all are; `error` names the failed region.
 */
export const SyncProgressSchema = RegionSyncSchema.extend({
  regions: z.array(RegionSyncSchema.extend({ region: RegionSchema })),
});

/** The authorisation of one region (NA, EU or FE): its seller, marketplaces and sync. */
export const RegionConnectionSchema = z.object({
  region: RegionSchema,
  sellingPartnerId: z.string(),
  /** The region's primary marketplace (the first supported one). */
  marketplace: z.string().nullable(),
  marketplaces: z.array(z.string()),
  /** ISO date-time or null (shown as 'Never'). */
  lastSynced: z.string().nullable(),
  sync: RegionSyncSchema.nullable(),
});
export type RegionConnection = z.infer<typeof RegionConnectionSchema>;

/**
 * GET /api/amazon/connection: every region's connection, plus a summary of them all (the fields
 * before `connections`: the first connection's seller and region, every region's marketplaces, the
 * latest sync time and the sync over all regions).
 */
export const AmazonConnectionSchema = z.object({
  connected: z.boolean(),
  marketplace: z.string().nullable(),
  marketplaces: z.array(z.string()),
  region: RegionSchema.nullable(),
  sellingPartnerId: z.string().nullable(),
  /** ISO date-time or null (shown as 'Never'). */
  lastSynced: z.string().nullable(),
  sync: SyncProgressSchema.nullable(),
  connections: z.array(RegionConnectionSchema),
});
export type AmazonConnection = z.infer<typeof AmazonConnectionSchema>;

/** POST /api/listings/sync: the job just queued. */
export const SyncStartResponseSchema = z.object({ jobId: z.number().int(), status: SyncStatusSchema });

export const AuthUrlQuerySchema = z.object({ region: RegionSchema.default('NA') });
/** DELETE /api/amazon/connection?region=: one region; without it, every region. */
export const DisconnectQuerySchema = z.object({ region: RegionSchema.optional() });
export const AuthUrlResponseSchema = z.object({ url: z.string() });

/**
 * Why a Connect Amazon round trip failed. The callback redirects to `/?amazon_error=<code>` and the
 * web app chooses the words: a text in the URL would let any link show its own message on this
 * app's page.
 */
export const AMAZON_CONNECT_ERRORS = [
  'access_denied',
  'invalid_state',
  'expired_state',
  'other_browser',
  'invalid_grant',
  'no_marketplaces',
  'amazon_unavailable',
  'seller_not_verified',
] as const;
export type AmazonConnectError = (typeof AMAZON_CONNECT_ERRORS)[number];

/** The one-time code of a pending seller account switch (the callback's `seller_switch_token`). */
export const SellerSwitchRequestSchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long'),
});
export type SellerSwitchRequest = z.infer<typeof SellerSwitchRequestSchema>;

/** What the confirmation dialog says before the user switches seller accounts. */
export const SellerSwitchPreviewSchema = z.object({
  previousSellerId: z.string().nullable(),
  newSellerId: z.string(),
  /** The region whose seller account would change; the other regions' stay as they are. */
  region: RegionSchema,
  /** The new account's store name as Amazon reports it, when it does. */
  newStoreName: z.string().nullable(),
  /** Listings of the previous account(s) that confirming moves to Archived. */
  listingCount: z.number().int(),
  expiresAt: z.string(),
});
export type SellerSwitchPreview = z.infer<typeof SellerSwitchPreviewSchema>;
