-- Scores stored before the score gradient (docs/decisions/0015-score-gradient.md) were clamped to 59 and 39.
-- Marking them as scored under another version makes the health-rescore job score them again with the
-- current engine when a worker starts; listings never analysed (no version) stay as they are.
UPDATE "listings" SET "policy_version" = "policy_version" || '+clamped' WHERE "policy_version" IS NOT NULL;
