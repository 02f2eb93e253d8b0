import { z } from 'zod';
import { CoreTextSchema } from '../listings/content.ts';
import { int32Param } from './int32.ts';

/** What an alert is about; `resolved` is the info alert that says an earlier one ended. */
export const ALERT_KINDS = [
  'listing_suppressed',
  'catalog_item_removed',
  'not_buyable',
  'search_suppressed',
  'attribute_suppressed',
  'detail_page_changed',
  'product_type_changed',
  'resolved',
] as const;
export const AlertKindSchema = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof AlertKindSchema>;

export const ALERT_SEVERITIES = ['critical', 'warning', 'info'] as const;
export const AlertSeveritySchema = z.enum(ALERT_SEVERITIES);
export type AlertSeverity = z.infer<typeof AlertSeveritySchema>;

export const ALERT_STATES = ['open', 'resolved', 'dismissed'] as const;
export const AlertStateSchema = z.enum(ALERT_STATES);
export type AlertState = z.infer<typeof AlertStateSchema>;

/** The fields a detail-page change compares: what the seller approved against what Amazon shows. */
export const ContentFieldSchema = z.enum(['title', 'bullets', 'description', 'mainImage']);
export type ContentField = z.infer<typeof ContentFieldSchema>;

/** One field the page shows otherwise, in the field's own shape: bullets stay a list. */
export const ContentChangeSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('bullets'), approved: z.array(z.string()), shown: z.array(z.string()) }),
  z.object({ field: z.enum(['title', 'description', 'mainImage']), approved: z.string(), shown: z.string() }),
]);
export type ContentChange = z.infer<typeof ContentChangeSchema>;

export const ContentDiffSchema = z.object({
  changes: z.array(ContentChangeSchema),
  /** The approved text in full: "Restore my version" pushes it. */
  approved: CoreTextSchema,
});
export type ContentDiff = z.infer<typeof ContentDiffSchema>;

export const ProductTypeDiffSchema = z.object({ before: z.string(), after: z.string() });

export const AlertSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  sku: z.string(),
  asin: z.string(),
  listingTitle: z.string(),
  kind: AlertKindSchema,
  severity: AlertSeveritySchema,
  state: AlertStateSchema,
  /** Amazon's own message where Amazon gave one, else ours. */
  message: z.string(),
  /** Amazon's issue code, when the alert comes from one of Amazon's issues. */
  code: z.string().nullable(),
  content: ContentDiffSchema.nullable(),
  productType: ProductTypeDiffSchema.nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Alert = z.infer<typeof AlertSchema>;

export const AlertListQuerySchema = z.object({
  state: z.enum(['open', 'all']).default('open'),
  listingId: int32Param('listingId').optional(),
});

export const AlertListSchema = z.object({ alerts: z.array(AlertSchema), openCount: z.number().int() });
export type AlertList = z.infer<typeof AlertListSchema>;

export const AlertCountSchema = z.object({
  open: z.number().int(),
  critical: z.number().int(),
  /** Open alerts per listing id, for the badges in My Listings. */
  byListing: z.record(z.string(), z.number().int()),
  /** Per listing id, its most serious open alert: the badge names it. */
  worstByListing: z.record(z.string(), z.object({ kind: AlertKindSchema, severity: AlertSeveritySchema })),
});
export type AlertCount = z.infer<typeof AlertCountSchema>;

export const AlertIdParamsSchema = z.object({ id: int32Param('Alert id') });

export const WatchStatusSchema = z.object({
  regions: z.array(
    z.object({
      region: z.string(),
      lastCheckedAt: z.string().nullable(),
      checking: z.boolean(),
      lastError: z.string().nullable(),
      /** When Check now may run the next check for the region; null when it may now. */
      nextCheckAt: z.string().nullable(),
      /**
       * What the last check found since the check before it (at `previousCheckedAt`, null for the
       * first check): Check now ends with "2 new alerts", or "No change since 10:42".
       */
      lastCheck: z.object({
        opened: z.number().int(),
        resolved: z.number().int(),
        previousCheckedAt: z.string().nullable(),
      }),
    }),
  ),
  /** How often the poll runs: daily (the net) while notifications are live, hourly otherwise. */
  intervalMinutes: z.number().int(),
  /** Amazon's notifications: live while the queue is read; when the last one for this user arrived. */
  notifications: z.object({ live: z.boolean(), lastNotificationAt: z.string().nullable() }),
});
export type WatchStatus = z.infer<typeof WatchStatusSchema>;

export const AlertMailSettingsSchema = z.object({
  /** Critical alerts mailed at once. */
  critical: z.boolean(),
  /** The other alerts in one mail a day. */
  digest: z.boolean(),
});
export type AlertMailSettings = z.infer<typeof AlertMailSettingsSchema>;

export const UnsubscribeRequestSchema = z.object({ token: z.string().min(10).max(500) });
