-- Amazon's Notifications API through an SQS queue (docs/listing-watch.md): each connected region's
-- subscriptions, the NotificationIds already taken (delivery is at least once), whether the queue
-- can be read, and when each region last heard from Amazon.
CREATE TABLE "notification_subscriptions" (
	"user_id" integer NOT NULL,
	"region" text NOT NULL,
	"notification_type" text NOT NULL,
	"subscription_id" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_subscriptions_user_id_region_notification_type_pk" PRIMARY KEY("user_id","region","notification_type")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_subscriptions_id_idx" ON "notification_subscriptions" USING btree ("subscription_id");
--> statement-breakpoint
CREATE TABLE "notifications_received" (
	"notification_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_queue_status" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_read_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "notification_queue_status_one_row" CHECK ("notification_queue_status"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "watch_regions" ADD COLUMN "last_notification_at" timestamp with time zone;
