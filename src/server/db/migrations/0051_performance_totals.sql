-- Each ASIN's totals over the first import's 90 days, from one range Sales and Traffic report: the
-- dashboard and each listing show them at once while the per-day backfill is still coming.
CREATE TABLE IF NOT EXISTS "performance_totals" (
	"user_id" integer NOT NULL,
	"selling_partner_id" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"asin" text NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"sessions" integer NOT NULL,
	"page_views" integer NOT NULL,
	"units_ordered" integer NOT NULL,
	"ordered_sales" double precision NOT NULL,
	"currency" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_totals" ADD CONSTRAINT "performance_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "performance_totals_key_idx" ON "performance_totals" USING btree ("user_id","selling_partner_id","marketplace_id","asin");
