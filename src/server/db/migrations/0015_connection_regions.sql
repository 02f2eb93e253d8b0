ALTER TABLE "amazon_connections" DROP CONSTRAINT "amazon_connections_user_id_unique";--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "region" text DEFAULT 'NA' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "amazon_connections_user_region_idx" ON "amazon_connections" USING btree ("user_id","region");--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_region_check" CHECK ("sync_runs"."region" in ('NA', 'EU', 'FE'));--> statement-breakpoint
-- >>> hand-written (connection_regions)
-- Runs from before regions imported the user's one connection: they belong to its region.
UPDATE "sync_runs" SET "region" = CASE WHEN c."region" IN ('NA', 'EU', 'FE') THEN c."region" ELSE 'NA' END FROM "amazon_connections" c WHERE c."user_id" = "sync_runs"."user_id";
