-- Username look-alike keys now fold letters with a hook, stroke, belt or middle dot and turned
-- letters, and drop dots and dashes (accounts/username-skeleton.ts), which SQL cannot compute.
-- Every key is cleared here and computed again by the server at start-up
-- (accounts/username-keys.ts: rekeyUsernames), oldest account first, as after migration 0034.
UPDATE "users" SET "username_skeleton" = NULL;
