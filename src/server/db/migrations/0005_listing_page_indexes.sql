DROP INDEX "listings_user_score_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "issue_count" integer GENERATED ALWAYS AS (jsonb_array_length(issues)) STORED;--> statement-breakpoint
CREATE INDEX "listings_user_id_idx" ON "listings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "listings_user_updated_idx" ON "listings" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "listings_user_score_idx" ON "listings" USING btree ("user_id","health_score" NULLS FIRST,"id");