-- What the last check of a region found, and when the check before it ran: "Check now" ends with
-- "No change since 10:42" or "2 new alerts".
ALTER TABLE "watch_regions" ADD COLUMN "previous_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watch_regions" ADD COLUMN "last_opened" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_regions" ADD COLUMN "last_resolved" integer DEFAULT 0 NOT NULL;
