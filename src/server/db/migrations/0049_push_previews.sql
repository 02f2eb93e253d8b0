-- A push preview's id is spent by the confirm that uses it (publish/preview-id.ts): one row per
-- valid preview, by the nonce its id carries. Rows older than a day are deleted as new ones come.
CREATE TABLE IF NOT EXISTS "push_previews" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"spent_at" timestamp with time zone,
	"spent_key" text
);
--> statement-breakpoint
ALTER TABLE "push_previews" ADD CONSTRAINT "push_previews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_previews" ADD CONSTRAINT "push_previews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_previews_user_created_idx" ON "push_previews" USING btree ("user_id","created_at");
