-- The dashboard's "What your changes did" sums sessions and units over two windows per pushed
-- listing; with both in the key index, those sums read the index alone (docs/performance-tracking.md).
CREATE UNIQUE INDEX "performance_daily_key_cover_idx" ON "performance_daily" USING btree ("user_id","selling_partner_id","marketplace_id","asin","day") INCLUDE ("sessions","units_ordered");--> statement-breakpoint
DROP INDEX "performance_daily_key_idx";--> statement-breakpoint
ALTER INDEX "performance_daily_key_cover_idx" RENAME TO "performance_daily_key_idx";
