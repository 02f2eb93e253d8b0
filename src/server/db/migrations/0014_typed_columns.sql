ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_purpose_check" CHECK ("oauth_states"."purpose" in ('amazon_consent', 'amazon_seller_switch', 'google', 'google_result', 'google_link', 'google_reauth'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tier_check" CHECK ("users"."tier" in ('free', 'pro', 'growth', 'enterprise'));--> statement-breakpoint
ALTER TABLE "listing_versions" ADD CONSTRAINT "listing_versions_kind_check" CHECK ("listing_versions"."kind" in ('imported', 'ai_draft', 'user_edit', 'pushed', 'rolled_back'));--> statement-breakpoint
ALTER TABLE "listing_versions" ADD CONSTRAINT "listing_versions_language_check" CHECK ("listing_versions"."language" in ('en', 'es', 'de', 'fr', 'it'));--> statement-breakpoint
ALTER TABLE "listing_versions" ADD CONSTRAINT "listing_versions_submission_status_check" CHECK ("listing_versions"."submission_status" in ('SENDING', 'UNKNOWN', 'ACCEPTED', 'LIVE', 'ISSUES', 'NOT_LIVE'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_source_check" CHECK ("listings"."source" in ('amazon', 'file'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('ACTIVE', 'INACTIVE', 'INCOMPLETE'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_submission_status_check" CHECK ("listings"."submission_status" in ('SENDING', 'UNKNOWN', 'ACCEPTED', 'LIVE', 'ISSUES', 'NOT_LIVE'));--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_status_check" CHECK ("sync_runs"."status" in ('queued', 'running', 'done', 'failed'));--> statement-breakpoint
ALTER TABLE "aplus_drafts" ADD CONSTRAINT "aplus_drafts_status_check" CHECK ("aplus_drafts"."status" in ('DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_source_check" CHECK ("reviews"."source" in ('upload', 'customer_feedback'));--> statement-breakpoint
ALTER TABLE "batch_runs" ADD CONSTRAINT "batch_runs_status_check" CHECK ("batch_runs"."status" in ('queued', 'running', 'done', 'stopped_no_credits', 'failed'));--> statement-breakpoint
ALTER TABLE "batch_runs" ADD CONSTRAINT "batch_runs_language_check" CHECK ("batch_runs"."language" in ('en', 'es', 'de', 'fr', 'it'));--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify-email', 'reset-password'));