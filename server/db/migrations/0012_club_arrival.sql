DROP INDEX "club_enrollments_status_idx";--> statement-breakpoint
ALTER TABLE "club_enrollments" ADD COLUMN "arrival" bigserial NOT NULL;--> statement-breakpoint
-- Applications already there keep the order they had (first sent, then id); new ones follow them.
UPDATE "club_enrollments" AS e SET "arrival" = o.n
  FROM (SELECT "id", row_number() OVER (ORDER BY "submitted_at", "id") AS n FROM "club_enrollments") AS o
  WHERE o."id" = e."id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('club_enrollments', 'arrival'), coalesce((SELECT max("arrival") FROM "club_enrollments"), 0) + 1, false);--> statement-breakpoint
CREATE UNIQUE INDEX "club_enrollments_arrival_key" ON "club_enrollments" USING btree ("arrival");--> statement-breakpoint
CREATE INDEX "club_enrollments_status_idx" ON "club_enrollments" USING btree ("status","arrival");
