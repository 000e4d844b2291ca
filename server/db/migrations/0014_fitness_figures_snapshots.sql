CREATE TABLE "fitness_figures_snapshots" (
	"season_id" integer PRIMARY KEY NOT NULL,
	"stamp" text NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fitness_figures_snapshots" ADD CONSTRAINT "fitness_figures_snapshots_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;