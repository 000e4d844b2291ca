CREATE TABLE "agenda_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"datetime_start" timestamp with time zone NOT NULL,
	"datetime_end" timestamp with time zone NOT NULL,
	"has_content" boolean DEFAULT false NOT NULL,
	"sign_up_limit" integer,
	"sign_up_enabled" boolean DEFAULT true NOT NULL,
	"sign_up_datetime_start" timestamp with time zone,
	"sign_up_datetime_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agenda_sign_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"agenda_item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer,
	"number" text NOT NULL,
	"issued_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"school_voivodeship" text NOT NULL,
	"school_name" text NOT NULL,
	"school_address" text NOT NULL,
	"school_building_number" text NOT NULL,
	"school_postal_code" text NOT NULL,
	"school_city" text NOT NULL,
	"user_first_name" text NOT NULL,
	"user_second_name" text DEFAULT '' NOT NULL,
	"user_last_name" text NOT NULL,
	"user_family_name" text DEFAULT '' NOT NULL,
	"user_pesel_encrypted" text NOT NULL,
	"user_email" text NOT NULL,
	"user_phone" text NOT NULL,
	"user_postal_code" text NOT NULL,
	"user_post" text NOT NULL,
	"user_city" text NOT NULL,
	"user_address" text NOT NULL,
	"user_building_number" text NOT NULL,
	"user_apartment_number" text DEFAULT '' NOT NULL,
	"user_voivodeship" text NOT NULL,
	"user_district" text NOT NULL,
	"user_commune" text NOT NULL,
	"user_nfz_department" text NOT NULL,
	"user_tax_office_name" text NOT NULL,
	"user_bank_account_encrypted" text NOT NULL,
	"user_employment_form" text NOT NULL,
	"user_contract_period" text NOT NULL,
	"user_limited_period_end_date" date,
	"user_remuneration" text NOT NULL,
	"terms_accepted" boolean NOT NULL,
	"gdpr_accepted" boolean NOT NULL,
	"consents_collect_authorization_declaration" boolean NOT NULL,
	"childrens_consents_commitment_obtained" boolean NOT NULL,
	"registry_of_sexual_offenders_absence" boolean NOT NULL,
	"data_truthfulness_declaration" boolean NOT NULL,
	"absence_in_krk_declaration" boolean NOT NULL,
	"schools_principal_consent_file_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"code" text NOT NULL,
	"date_start" date,
	"date_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_enrollment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group_number" integer NOT NULL,
	"default_classes_place" text DEFAULT '' NOT NULL,
	"girls_count" integer DEFAULT 0 NOT NULL,
	"boys_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"datetime" timestamp NOT NULL,
	"place" text NOT NULL,
	"topic" text NOT NULL,
	"girls_count" integer NOT NULL,
	"boys_count" integer NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"cancellation_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"schedule_max_date" date NOT NULL,
	"surveys_date_start" date NOT NULL,
	"surveys_date_end" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"ordinal_number" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"sex" text NOT NULL,
	"birthdate" date NOT NULL,
	"examination_date" date NOT NULL,
	"school_type" text NOT NULL,
	"class_number" integer NOT NULL,
	"guardian_consent" boolean NOT NULL,
	"pe_participation" boolean NOT NULL,
	"pe_evaluation" integer,
	"body_weight" double precision,
	"body_height" double precision,
	"waist" double precision,
	"beep_test" integer,
	"run" double precision,
	"stick_overhang" double precision,
	"plank" integer,
	"has_disability_certificate" boolean NOT NULL,
	"type_of_disability" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"user_groups1" text DEFAULT '' NOT NULL,
	"user_groups2" text DEFAULT '' NOT NULL,
	"agreements" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"agreement_date_signed" date,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_sign_ups" ADD CONSTRAINT "agenda_sign_ups_agenda_item_id_agenda_items_id_fk" FOREIGN KEY ("agenda_item_id") REFERENCES "public"."agenda_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_sign_ups" ADD CONSTRAINT "agenda_sign_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_enrollments" ADD CONSTRAINT "club_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_enrollments" ADD CONSTRAINT "club_enrollments_schools_principal_consent_file_id_uploaded_files_id_fk" FOREIGN KEY ("schools_principal_consent_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_season_enrollment_id_season_enrollments_id_fk" FOREIGN KEY ("season_enrollment_id") REFERENCES "public"."season_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_enrollments" ADD CONSTRAINT "season_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_enrollments" ADD CONSTRAINT "season_enrollments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_items_event_start_idx" ON "agenda_items" USING btree ("event_id","datetime_start");--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_sign_ups_item_user_key" ON "agenda_sign_ups" USING btree ("agenda_item_id","user_id");--> statement-breakpoint
CREATE INDEX "agenda_sign_ups_user_idx" ON "agenda_sign_ups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "club_enrollments_user_key" ON "club_enrollments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "club_enrollments_status_idx" ON "club_enrollments" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_user_event_key" ON "event_registrations" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_key" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "events_code_key" ON "events" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_enrollment_number_key" ON "groups" USING btree ("season_enrollment_id","group_number");--> statement-breakpoint
CREATE INDEX "groups_user_idx" ON "groups" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_user_key" ON "newsletter_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_tokens_hash_key" ON "password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "schedule_items_group_datetime_idx" ON "schedule_items" USING btree ("group_id","datetime");--> statement-breakpoint
CREATE UNIQUE INDEX "season_enrollments_user_season_key" ON "season_enrollments" USING btree ("user_id","season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_one_current_key" ON "seasons" USING btree ("is_current") WHERE "seasons"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_group_ordinal_key" ON "surveys" USING btree ("group_id","ordinal_number");--> statement-breakpoint
CREATE INDEX "uploaded_files_owner_idx" ON "uploaded_files" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");