-- What a teacher's screens read is kept in memory (server/api/read-cache.ts) and forgotten on these:
-- `d:<user id>` for a change to a teacher's own rows, `g:season` and `g:agenda` for what all teachers share.
CREATE FUNCTION "notify_owner_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('sk_changes', 'd:' || OLD."user_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('sk_changes', 'd:' || NEW."user_id"); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_group_owner_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('sk_changes', 'd:' || g."user_id") FROM "groups" g WHERE g."id" = OLD."group_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('sk_changes', 'd:' || g."user_id") FROM "groups" g WHERE g."id" = NEW."group_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_shared_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sk_changes', 'g:' || TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "club_enrollments_owner" AFTER INSERT OR UPDATE OR DELETE ON "club_enrollments" FOR EACH ROW EXECUTE FUNCTION "notify_owner_change"();
--> statement-breakpoint
CREATE TRIGGER "season_enrollments_owner" AFTER INSERT OR UPDATE OR DELETE ON "season_enrollments" FOR EACH ROW EXECUTE FUNCTION "notify_owner_change"();
--> statement-breakpoint
CREATE TRIGGER "groups_owner" AFTER INSERT OR UPDATE OR DELETE ON "groups" FOR EACH ROW EXECUTE FUNCTION "notify_owner_change"();
--> statement-breakpoint
CREATE TRIGGER "schedule_items_owner" AFTER INSERT OR UPDATE OR DELETE ON "schedule_items" FOR EACH ROW EXECUTE FUNCTION "notify_group_owner_change"();
--> statement-breakpoint
CREATE TRIGGER "surveys_owner" AFTER INSERT OR UPDATE OR DELETE ON "surveys" FOR EACH ROW EXECUTE FUNCTION "notify_group_owner_change"();
--> statement-breakpoint
CREATE TRIGGER "certificates_owner" AFTER INSERT OR UPDATE OR DELETE ON "certificates" FOR EACH ROW EXECUTE FUNCTION "notify_owner_change"();
--> statement-breakpoint
CREATE TRIGGER "newsletter_subscriptions_owner" AFTER INSERT OR UPDATE OR DELETE ON "newsletter_subscriptions" FOR EACH ROW EXECUTE FUNCTION "notify_owner_change"();
--> statement-breakpoint
CREATE TRIGGER "calendar_feeds_owner" AFTER INSERT OR UPDATE OR DELETE ON "calendar_feeds" FOR EACH ROW EXECUTE FUNCTION "notify_owner_change"();
--> statement-breakpoint
CREATE TRIGGER "event_registrations_owner" AFTER INSERT OR UPDATE OR DELETE ON "event_registrations" FOR EACH ROW EXECUTE FUNCTION "notify_owner_change"();
--> statement-breakpoint
CREATE TRIGGER "agenda_sign_ups_owner" AFTER INSERT OR UPDATE OR DELETE ON "agenda_sign_ups" FOR EACH ROW EXECUTE FUNCTION "notify_owner_change"();
--> statement-breakpoint
CREATE TRIGGER "agenda_waiting_list_owner" AFTER INSERT OR UPDATE OR DELETE ON "agenda_waiting_list" FOR EACH ROW EXECUTE FUNCTION "notify_owner_change"();
--> statement-breakpoint
CREATE TRIGGER "video_progress_owner" AFTER INSERT OR UPDATE OR DELETE ON "video_progress" FOR EACH ROW EXECUTE FUNCTION "notify_owner_change"();
--> statement-breakpoint
CREATE TRIGGER "seasons_shared" AFTER INSERT OR UPDATE OR DELETE ON "seasons" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_change"('season');
--> statement-breakpoint
CREATE TRIGGER "who_growth_reference_shared" AFTER INSERT OR UPDATE OR DELETE ON "who_growth_reference" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_change"('season');
--> statement-breakpoint
CREATE TRIGGER "events_shared" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_change"('agenda');
--> statement-breakpoint
CREATE TRIGGER "agenda_items_shared" AFTER INSERT OR UPDATE OR DELETE ON "agenda_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_change"('agenda');
--> statement-breakpoint
CREATE TRIGGER "experts_shared" AFTER INSERT OR UPDATE OR DELETE ON "experts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_change"('agenda');
--> statement-breakpoint
CREATE TRIGGER "agenda_item_experts_shared" AFTER INSERT OR UPDATE OR DELETE ON "agenda_item_experts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_change"('agenda');
--> statement-breakpoint
CREATE TRIGGER "agenda_sign_ups_shared" AFTER INSERT OR UPDATE OR DELETE ON "agenda_sign_ups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_change"('agenda');
--> statement-breakpoint
CREATE TRIGGER "agenda_waiting_list_shared" AFTER INSERT OR UPDATE OR DELETE ON "agenda_waiting_list" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_change"('agenda');
