DROP INDEX "listing_versions_idem_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "listing_versions_listing_idem_idx" ON "listing_versions" USING btree ("listing_id","idempotency_key");