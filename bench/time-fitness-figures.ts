// The office's fitness figures (server/db/fitness-figures.ts) timed on one
// database: the current season's aggregate as /biuro/liczby asks for it
// (programme and voivodeships) and as the export does (with every club), each
// run 3 times after a warm-up; prints {"ms": [..], "withClubsMs": [..],
// "surveys": n, "rows": n} as its last line.
//
//   npx tsx bench/time-fitness-figures.ts <database url>
import { eq, sql } from "drizzle-orm";

import { closeAllDatabases, openPostgres } from "../server/db/client";
import { seasonFitnessFigures } from "../server/db/fitness-figures";
import { groups, seasonEnrollments, seasons, surveys } from "../server/db/schema";

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error("usage: time-fitness-figures.ts <database url>");
  const { db, close } = await openPostgres(url, "server/db/migrations");
  try {
    const [season] = await db.select().from(seasons).where(eq(seasons.isCurrent, true));
    if (!season) throw new Error("no current season");
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(surveys)
      .innerJoin(groups, eq(groups.id, surveys.groupId))
      .innerJoin(seasonEnrollments, eq(seasonEnrollments.id, groups.seasonEnrollmentId))
      .where(eq(seasonEnrollments.seasonId, season.id));
    const time = async (clubs: boolean) => {
      await seasonFitnessFigures(db, season.id, { clubs });
      const ms: number[] = [];
      let rows = 0;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        rows = (await seasonFitnessFigures(db, season.id, { clubs })).length;
        ms.push(Math.round(performance.now() - started));
      }
      return { ms, rows };
    };
    const page = await time(false);
    const withClubs = await time(true);
    console.log(JSON.stringify({ ms: page.ms, withClubsMs: withClubs.ms, surveys: count, rows: withClubs.rows }));
  } finally {
    await close();
    await closeAllDatabases();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
