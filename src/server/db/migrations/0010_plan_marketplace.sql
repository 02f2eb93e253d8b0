ALTER TABLE "users" ADD COLUMN "plan_marketplace_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_marketplace_changed_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written backfill (keep at the end when regenerating): existing users keep the Free plan
-- marketplace they had, the marketplace of their first listing; users without listings stay NULL
-- and get theirs on first use.
UPDATE "users" SET "plan_marketplace_id" = (
  SELECT "l"."marketplace_id" FROM "listings" "l" WHERE "l"."user_id" = "users"."id" ORDER BY "l"."id" ASC LIMIT 1
) WHERE "plan_marketplace_id" IS NULL;
