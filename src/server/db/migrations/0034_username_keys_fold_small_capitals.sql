-- Username look-alike keys now fold Latin small capitals and accents (accounts/username-skeleton.ts),
-- which SQL cannot compute. Every key is cleared here and computed again by the server at start-up
-- (accounts/username-keys.ts: rekeyUsernames), oldest account first, as after migration 0017.
UPDATE "users" SET "username_skeleton" = NULL;
