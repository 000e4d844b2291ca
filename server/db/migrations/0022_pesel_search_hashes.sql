-- SQL has no key: the application fills these for rows already there at its first start (server/db/pesel-search.ts).
ALTER TABLE "club_enrollments" ADD COLUMN "pesel_tail4_hmac" text;--> statement-breakpoint
ALTER TABLE "club_enrollments" ADD COLUMN "pesel_tail5_hmac" text;--> statement-breakpoint
ALTER TABLE "club_enrollments" ADD COLUMN "pesel_hmac" text;--> statement-breakpoint
CREATE INDEX "club_enrollments_pesel_tail4_hmac_idx" ON "club_enrollments" USING btree ("pesel_tail4_hmac");--> statement-breakpoint
CREATE INDEX "club_enrollments_pesel_tail5_hmac_idx" ON "club_enrollments" USING btree ("pesel_tail5_hmac");--> statement-breakpoint
CREATE INDEX "club_enrollments_pesel_hmac_idx" ON "club_enrollments" USING btree ("pesel_hmac");