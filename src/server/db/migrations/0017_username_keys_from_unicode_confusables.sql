-- Username look-alike keys now come from Unicode's complete confusables data, on the name in small
-- letters (accounts/username-skeleton.ts), which SQL cannot compute. Every key is cleared here and
-- computed again by the server at start-up (accounts/username-keys.ts: rekeyUsernames), oldest
-- account first; a later account that looks like an older one keeps no key and signs in by its
-- exact name, as after the first backfill.
UPDATE "users" SET "username_skeleton" = NULL;
