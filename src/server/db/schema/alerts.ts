import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALERT_KINDS, ALERT_SEVERITIES, ALERT_STATES, type ContentDiff } from '#core/api/alerts';
import { REGIONS } from '#core/regions';
import { userIdColumn, users } from './accounts.ts';
import { listingIdColumn, listings } from './listings.ts';
import { oneOf } from './one-of.ts';

/**
 * One change Amazon (or another contributor) made to a listing. `key` names the change (the kind,
 * and Amazon's issue code where there is one): while an alert of that key is not ended, the watch
 * adds no other, so a change is alerted once however often it is seen.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    listingId: listingIdColumn(),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    severity: text('severity', { enum: ALERT_SEVERITIES }).notNull(),
    state: text('state', { enum: ALERT_STATES }).notNull().default('open'),
    key: text('key').notNull(),
    code: text('code'),
    message: text('message').notNull(),
    content: jsonb('content').$type<ContentDiff | null>(),
    productType: jsonb('product_type').$type<{ before: string; after: string } | null>(),
    /** Set when the change is no longer seen (the alert resolved, or dismissed and then ended). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When it went out by mail (at once or in a digest); null: not mailed yet. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('alerts_user_idx').on(t.userId, t.id),
    index('alerts_listing_idx').on(t.listingId),
    uniqueIndex('alerts_live_key_idx')
      .on(t.listingId, t.key)
      .where(sql`${t.endedAt} is null and ${t.kind} <> 'resolved'`),
    check('alerts_kind_check', oneOf(t.kind, ALERT_KINDS)),
    check('alerts_severity_check', oneOf(t.severity, ALERT_SEVERITIES)),
    check('alerts_state_check', oneOf(t.state, ALERT_STATES)),
  ],
);

/** The watch of one connected region: when it last looked, and what went wrong if it failed. */
export const watchRegions = pgTable(
  'watch_regions',
  {
    userId: userIdColumn(),
    region: text('region', { enum: REGIONS }).notNull(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set while a check is queued or running; cleared when it ends. */
    checkingSince: timestamp('checking_since', { withTimezone: true }),
    /** When Amazon's last notification about this region's listings arrived (the Alerts page says so). */
    lastNotificationAt: timestamp('last_notification_at', { withTimezone: true }),
    /** The check before the last one: the last one found what changed since then. */
    previousCheckedAt: timestamp('previous_checked_at', { withTimezone: true }),
    /** Alerts the last check opened and resolved. */
    lastOpened: integer('last_opened').notNull().default(0),
    lastResolved: integer('last_resolved').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.region] }), check('watch_regions_region_check', oneOf(t.region, REGIONS))],
);

/** Per listing, what the watch saw last: buyable or not, so "no longer buyable" is a change. */
export const watchListings = pgTable('watch_listings', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  buyable: boolean('buyable').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The user's alert mail preferences (Settings) and the last daily digest. */
export const alertMailSettings = pgTable('alert_mail_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  critical: boolean('critical').notNull().default(true),
  digest: boolean('digest').notNull().default(true),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  /** Raised by every change the user makes: an unsubscribe link works only for the version it was sent with. */
  settingsVersion: integer('settings_version').notNull().default(0),
});

/** Every alert mail sent, for the limit of one mail per listing per hour. */
export const alertMails = pgTable(
  'alert_mails',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['critical', 'summary', 'digest'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_mails_user_idx').on(t.userId, t.sentAt)],
);

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlert = typeof alerts.$inferInsert;

/** A connected region's subscription to one of Amazon's notification types (docs/listing-watch.md). */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    userId: integer('user_id').notNull(),
    region: text('region', { enum: REGIONS }).notNull(),
    notificationType: text('notification_type').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    /** When getSubscription last confirmed it at Amazon (the daily reconcile). */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No foreign key to the user: a deleted account's subscriptions stay listed until they are deleted at Amazon.
  (t) => [
    primaryKey({ columns: [t.userId, t.region, t.notificationType] }),
    uniqueIndex('notification_subscriptions_id_idx').on(t.subscriptionId),
  ],
);

/** Every notification taken from the queue, by Amazon's NotificationId: delivery is at least once. */
export const notificationsReceived = pgTable('notifications_received', {
  notificationId: text('notification_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one row saying whether the notification queue can be read: the watch's mode follows it. */
export const notificationQueueStatus = pgTable(
  'notification_queue_status',
  {
    id: integer('id').primaryKey().default(1),
    /** The last read that succeeded (an empty long poll counts). */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** The first failed read since the last that succeeded; null while reads succeed. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [check('notification_queue_status_one_row', sql`${t.id} = 1`)],
);
