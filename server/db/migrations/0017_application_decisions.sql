CREATE TABLE "club_application_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_enrollment_id" integer NOT NULL,
	"author_id" integer,
	"author_label" text NOT NULL,
	"status" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_enrollments" ADD COLUMN "first_submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "club_application_decisions" ADD CONSTRAINT "club_application_decisions_club_enrollment_id_club_enrollments_id_fk" FOREIGN KEY ("club_enrollment_id") REFERENCES "public"."club_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_application_decisions" ADD CONSTRAINT "club_application_decisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_application_decisions_enrollment_idx" ON "club_application_decisions" USING btree ("club_enrollment_id","id");--> statement-breakpoint
-- The first sending is when the row was created (a correction only moves submitted_at); seeded rows may say otherwise.
UPDATE "club_enrollments" SET "first_submitted_at" = least("created_at", "submitted_at");--> statement-breakpoint
-- Every decision the audit log kept, with its note, in the order it was made.
INSERT INTO "club_application_decisions" ("club_enrollment_id", "author_id", "author_label", "status", "note", "created_at")
  SELECT a."subject_id", a."actor_user_id", a."actor_label", (a."after"->>'status')::smallint,
         coalesce(a."after"->>'note', ''), a."created_at"
  FROM "audit_log" a JOIN "club_enrollments" e ON e."id" = a."subject_id"
  WHERE a."subject_type" = 'club-application' AND a."action" = 'club-application.status' AND a."after" ? 'status'
  ORDER BY a."id";--> statement-breakpoint
-- A note the log has no decision for is kept as the application's current status, when it was last changed.
INSERT INTO "club_application_decisions" ("club_enrollment_id", "author_id", "author_label", "status", "note", "created_at")
  SELECT e."id", NULL, '', e."status", e."staff_note", e."updated_at"
  FROM "club_enrollments" e
  WHERE e."staff_note" <> ''
    AND NOT EXISTS (SELECT 1 FROM "club_application_decisions" d WHERE d."club_enrollment_id" = e."id")
  ORDER BY e."arrival";
