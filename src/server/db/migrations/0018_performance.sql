CREATE TABLE "performance_daily" (
	"user_id" integer NOT NULL,
	"selling_partner_id" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"asin" text NOT NULL,
	"day" date NOT NULL,
	"sessions" integer NOT NULL,
	"page_views" integer NOT NULL,
	"units_ordered" integer NOT NULL,
	"ordered_sales" double precision NOT NULL,
	"currency" text NOT NULL,
	"unit_session_percentage" double precision NOT NULL,
	"buy_box_percentage" double precision NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_search_weekly" (
	"user_id" integer NOT NULL,
	"selling_partner_id" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"asin" text NOT NULL,
	"week_start" date NOT NULL,
	"impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	"cart_adds" integer NOT NULL,
	"purchases" integer NOT NULL,
	"search_sales" double precision NOT NULL,
	"currency" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"selling_partner_id" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"last_day" date,
	"last_week" date,
	"message" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	CONSTRAINT "performance_imports_status_check" CHECK ("performance_imports"."status" in ('running', 'ok', 'partial', 'role_missing', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "performance_daily" ADD CONSTRAINT "performance_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_search_weekly" ADD CONSTRAINT "performance_search_weekly_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_imports" ADD CONSTRAINT "performance_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "performance_daily_key_idx" ON "performance_daily" USING btree ("user_id","selling_partner_id","marketplace_id","asin","day");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_search_weekly_key_idx" ON "performance_search_weekly" USING btree ("user_id","selling_partner_id","marketplace_id","asin","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_imports_key_idx" ON "performance_imports" USING btree ("user_id","selling_partner_id","marketplace_id");
