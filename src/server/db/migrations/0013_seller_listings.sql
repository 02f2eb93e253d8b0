DROP INDEX "listings_user_marketplace_sku_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "selling_partner_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_user_seller_marketplace_sku_idx" ON "listings" USING btree ("user_id","selling_partner_id","marketplace_id","sku");--> statement-breakpoint
-- Hand-written backfill (keep at the end when regenerating): Amazon listings synced before listings
-- were keyed by seller belong to the user's current connection. Amazon listings of users without a
-- connection keep '' and are adopted by the next seller account the user connects.
UPDATE "listings" SET "selling_partner_id" = c."selling_partner_id" FROM "amazon_connections" c WHERE c."user_id" = "listings"."user_id" AND "listings"."source" = 'amazon';
