ALTER TABLE "sync_runs" ADD COLUMN "reviews_status" text;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "reviews_total" integer;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "reviews_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_reviews_status_check" CHECK ("sync_runs"."reviews_status" in ('queued', 'running', 'done', 'failed'));
