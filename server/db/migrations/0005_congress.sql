CREATE TABLE "agenda_item_experts" (
	"agenda_item_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"role" text DEFAULT 'speaker' NOT NULL,
	CONSTRAINT "agenda_item_experts_agenda_item_id_expert_id_pk" PRIMARY KEY("agenda_item_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "agenda_waiting_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"agenda_item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "calendar_feeds_user_key";--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "part" text DEFAULT 'plenary' NOT NULL;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agenda_sign_ups" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "kind" text DEFAULT 'classes' NOT NULL;--> statement-breakpoint
ALTER TABLE "agenda_item_experts" ADD CONSTRAINT "agenda_item_experts_agenda_item_id_agenda_items_id_fk" FOREIGN KEY ("agenda_item_id") REFERENCES "public"."agenda_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_item_experts" ADD CONSTRAINT "agenda_item_experts_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_waiting_list" ADD CONSTRAINT "agenda_waiting_list_agenda_item_id_agenda_items_id_fk" FOREIGN KEY ("agenda_item_id") REFERENCES "public"."agenda_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_waiting_list" ADD CONSTRAINT "agenda_waiting_list_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_item_experts_expert_idx" ON "agenda_item_experts" USING btree ("expert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_waiting_list_item_user_key" ON "agenda_waiting_list" USING btree ("agenda_item_id","user_id");--> statement-breakpoint
CREATE INDEX "agenda_waiting_list_user_idx" ON "agenda_waiting_list" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experts_slug_key" ON "experts" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_kind_key" ON "calendar_feeds" USING btree ("user_id","kind");--> statement-breakpoint
ALTER TABLE "agenda_items" DROP COLUMN "has_content";