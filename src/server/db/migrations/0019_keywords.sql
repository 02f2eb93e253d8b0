CREATE TABLE "listing_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"source" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"volume" integer,
	"impressions" integer,
	"clicks" integer,
	"purchases" integer,
	"impression_share" double precision,
	"click_share" double precision,
	"purchase_share" double precision,
	"targeted" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_keywords_source_check" CHECK ("listing_keywords"."source" in ('sqp', 'ads-upload', 'upload'))
);
--> statement-breakpoint
CREATE TABLE "sqp_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"marketplace_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"good_period_start" date,
	"good_period_end" date,
	"message" text,
	"checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sqp_imports_status_check" CHECK ("sqp_imports"."status" in ('queued', 'running', 'ok', 'failed', 'no-brand-analytics'))
);
--> statement-breakpoint
ALTER TABLE "listing_keywords" ADD CONSTRAINT "listing_keywords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_keywords" ADD CONSTRAINT "listing_keywords_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sqp_imports" ADD CONSTRAINT "sqp_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_keywords_listing_source_keyword_idx" ON "listing_keywords" USING btree ("listing_id","source","keyword");--> statement-breakpoint
CREATE INDEX "listing_keywords_user_idx" ON "listing_keywords" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sqp_imports_user_marketplace_idx" ON "sqp_imports" USING btree ("user_id","marketplace_id");
