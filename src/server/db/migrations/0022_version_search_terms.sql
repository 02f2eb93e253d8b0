ALTER TABLE "listing_versions" ADD COLUMN "search_terms" text;
