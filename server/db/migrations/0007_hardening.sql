CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD COLUMN "fingerprint" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Disability data becomes ciphertext, which only the application can make (its key is not in the database):
-- the plain values wait in a table of their own until the first start encrypts them (server/db/survey-disability.ts).
CREATE TABLE "survey_disability_pending" (
	"survey_id" integer PRIMARY KEY NOT NULL,
	"has_disability_certificate" boolean NOT NULL,
	"type_of_disability" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "survey_disability_pending" SELECT "id", "has_disability_certificate", "type_of_disability" FROM "surveys";--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "disability_encrypted" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ALTER COLUMN "disability_encrypted" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "surveys" DROP COLUMN "has_disability_certificate";--> statement-breakpoint
ALTER TABLE "surveys" DROP COLUMN "type_of_disability";