-- Every instance keeps sessions and accounts in memory and forgets them on these notifications
-- (server/db/changes.ts). Triggers, so no write path can forget to tell.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sk_changes', 's:' || OLD."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sk_changes', 'u:' || OLD."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A later expiry is a slide that each instance reads again when its own copy runs out.
CREATE TRIGGER "sessions_changed" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD."ended_at" IS DISTINCT FROM NEW."ended_at"
    OR OLD."second_factor_at" IS DISTINCT FROM NEW."second_factor_at"
    OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR NEW."expires_at" < OLD."expires_at")
  EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_user_change"();
