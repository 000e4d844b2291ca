-- Seasons have unique names (whatever their case) and never share a day (issue 38 item 15); the API says so
-- at the form's field first. A database that already holds such seasons keeps them, and a warning, until
-- the office renames or moves them: an upgrade never stops at old data.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "seasons" GROUP BY lower(btrim("name")) HAVING count(*) > 1) THEN
    RAISE WARNING 'Two seasons share a name: "seasons_name_key" is not created';
  ELSE
    CREATE UNIQUE INDEX "seasons_name_key" ON "seasons" USING btree (lower(btrim("name")));
  END IF;
  IF EXISTS (
    SELECT 1 FROM "seasons" a JOIN "seasons" b
      ON a."id" < b."id" AND a."date_start" <= b."date_end" AND b."date_start" <= a."date_end"
  ) THEN
    RAISE WARNING 'Two seasons overlap: "seasons_no_overlap" is not created';
  ELSE
    ALTER TABLE "seasons" ADD CONSTRAINT "seasons_no_overlap"
      EXCLUDE USING gist (daterange("date_start", "date_end", '[]') WITH &&);
  END IF;
END
$$;
