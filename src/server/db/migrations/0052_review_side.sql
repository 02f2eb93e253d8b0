-- Amazon's Customer Feedback snippets have no star rating; the side of the topic they came from
-- (its positiveTopics or negativeTopics) is what says whether a snippet praises or criticises.
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "side" text;--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT IF EXISTS "reviews_side_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_side_check" CHECK ("reviews"."side" in ('positive', 'negative'));
