CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"key" text NOT NULL,
	"code" text,
	"message" text NOT NULL,
	"content" jsonb,
	"product_type" jsonb,
	"ended_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "alerts_kind_check" CHECK ("alerts"."kind" in ('listing_suppressed', 'catalog_item_removed', 'not_buyable', 'search_suppressed', 'attribute_suppressed', 'detail_page_changed', 'product_type_changed', 'resolved')),
	CONSTRAINT "alerts_severity_check" CHECK ("alerts"."severity" in ('critical', 'warning', 'info')),
	CONSTRAINT "alerts_state_check" CHECK ("alerts"."state" in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "watch_regions" (
	"user_id" integer NOT NULL,
	"region" text NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_error" text,
	"checking_since" timestamp with time zone,
	CONSTRAINT "watch_regions_user_id_region_pk" PRIMARY KEY("user_id","region"),
	CONSTRAINT "watch_regions_region_check" CHECK ("watch_regions"."region" in ('NA', 'EU', 'FE'))
);
--> statement-breakpoint
CREATE TABLE "watch_listings" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"buyable" boolean NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_mail_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"critical" boolean DEFAULT true NOT NULL,
	"digest" boolean DEFAULT true NOT NULL,
	"last_digest_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"listing_id" integer,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_regions" ADD CONSTRAINT "watch_regions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_listings" ADD CONSTRAINT "watch_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mail_settings" ADD CONSTRAINT "alert_mail_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_user_idx" ON "alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "alerts_listing_idx" ON "alerts" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_live_key_idx" ON "alerts" USING btree ("listing_id","key") WHERE "alerts"."ended_at" is null and "alerts"."kind" <> 'resolved';--> statement-breakpoint
CREATE INDEX "alert_mails_user_idx" ON "alert_mails" USING btree ("user_id","sent_at");
