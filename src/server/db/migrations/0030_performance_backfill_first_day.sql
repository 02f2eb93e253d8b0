-- The backfill runs newest day first: first_day is the oldest day it has reached, every day from there
-- to last_day being in. NULL with a last_day is an import made oldest day first, which is complete.
ALTER TABLE "performance_imports" ADD COLUMN "first_day" date;
