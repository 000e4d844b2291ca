// The office's fitness figures (server/db/fitness-figures.ts) timed on one
// database, each run 3 times after a warm-up, for the current season:
// - computedMs: /biuro/liczby's figures (programme and voivodeships) computed;
// - keptMs: the same page's figures while nothing changed (the stamp and the
//   snapshot, seasonFitnessOverview);
// - changedMs: the page's figures right after a survey changed (it is saved
//   again as it was: a new row version): the last figures, marked, while the
//   new ones are computed behind the answer (recomputedMs: that computation);
// - withClubsMs: every club too, as the export computes them.
// Prints {"computedMs": [..], "keptMs": [..], "changedMs": [..], "recomputedMs": [..], "withClubsMs": [..],
// "surveys": n, "rows": n} as its last line.
//
//   npx tsx bench/time-fitness-figures.ts <database url>
import { eq, sql } from "drizzle-orm";

import { closeAllDatabases, openPostgres } from "../server/db/client";
import { seasonFitnessFigures, seasonFitnessOverview } from "../server/db/fitness-figures";
import { groups, seasonEnrollments, seasons, surveys } from "../server/db/schema";

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await run();
    ms.push(Math.round(performance.now() - started));
  }
  return ms;
}

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
    const computedMs = await timed(() => seasonFitnessFigures(db, season.id, { clubs: false }));
    const keptMs = await timed(() => seasonFitnessOverview(db, season.id, () => undefined));
    const [changing] = await db
      .select({ id: surveys.id })
      .from(surveys)
      .innerJoin(groups, eq(groups.id, surveys.groupId))
      .innerJoin(seasonEnrollments, eq(seasonEnrollments.id, groups.seasonEnrollmentId))
      .where(eq(seasonEnrollments.seasonId, season.id))
      .limit(1);
    const changedMs: number[] = [];
    const recomputedMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      await db
        .update(surveys)
        .set({ plank: sql`${surveys.plank}` })
        .where(eq(surveys.id, changing!.id));
      const behind: (() => Promise<void>)[] = [];
      const started = performance.now();
      const { recomputing } = await seasonFitnessOverview(db, season.id, (task) => behind.push(task));
      changedMs.push(Math.round(performance.now() - started));
      if (!recomputing || behind.length !== 1) throw new Error("a view after a change did not compute them again");
      const computing = performance.now();
      await behind[0]!();
      recomputedMs.push(Math.round(performance.now() - computing));
    }
    let rows = 0;
    const withClubsMs = await timed(async () => {
      rows = (await seasonFitnessFigures(db, season.id)).length;
    });
    console.log(JSON.stringify({ computedMs, keptMs, changedMs, recomputedMs, withClubsMs, surveys: count, rows }));
  } finally {
    await close();
    await closeAllDatabases();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
