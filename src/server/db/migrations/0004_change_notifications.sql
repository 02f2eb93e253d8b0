-- Every change to a user's listings, user row or sessions is announced on channel lp_changes, so
-- in-process caches in every server process drop what they hold for that user (src/server/cache).
-- Row triggers: PostgreSQL delivers identical payloads once per transaction, so a 10,000-row import
-- sends one notification per user.
CREATE FUNCTION lp_notify_listings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('lp_changes', 'l:' || OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('lp_changes', 'l:' || NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_notify AFTER INSERT OR UPDATE OR DELETE ON listings FOR EACH ROW EXECUTE FUNCTION lp_notify_listings();
--> statement-breakpoint
CREATE FUNCTION lp_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lp_changes', 'u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION lp_notify_user();
--> statement-breakpoint
CREATE FUNCTION lp_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lp_changes', 'u:' || OLD.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION lp_notify_session();
