-- Lists sort in Polish alphabetical order ("Cygan", "Ćwik", "Lis", "Łukasz", "Ostrowski", "Ósmy", "Żak" last),
-- in the database so that every page of a long list follows it (issue 38 item 18). PostgreSQL has ICU's
-- Polish locale; PGlite's ICU has no locale data but takes CLDR's Polish rules (PostgreSQL 16 and later).
DO $$
DECLARE
  polish_order boolean := false;
BEGIN
  BEGIN
    CREATE COLLATION polish (provider = icu, locale = 'pl-PL');
    EXECUTE $check$SELECT 'Cygan' < 'Ćwik' COLLATE polish AND 'Ostrowski' < 'Ósmy' COLLATE polish$check$ INTO polish_order;
    IF NOT polish_order THEN
      DROP COLLATION polish;
    END IF;
  EXCEPTION WHEN others THEN
    polish_order := false;
  END;
  IF NOT polish_order THEN
    BEGIN
      EXECUTE $create$CREATE COLLATION polish (provider = icu, locale = 'und',
        rules = '&C<ć<<<Ć &E<ę<<<Ę &L<ł<<<Ł &N<ń<<<Ń &O<ó<<<Ó &S<ś<<<Ś &Z<ź<<<Ź<ż<<<Ż')$create$;
      polish_order := true;
    EXCEPTION WHEN others THEN
      polish_order := false;
    END;
  END IF;
  IF NOT polish_order THEN
    BEGIN
      CREATE COLLATION polish (provider = libc, locale = 'pl_PL.utf8');
      polish_order := true;
    EXCEPTION WHEN others THEN
      polish_order := false;
    END;
  END IF;
  IF NOT polish_order THEN
    RAISE WARNING 'No Polish collation on this server (neither ICU nor the pl_PL locale): lists sort by the default order';
    CREATE COLLATION polish FROM "default";
  END IF;
END
$$;
