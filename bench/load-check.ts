// After the load test: compares what the virtual users were told (acknowledged
// writes, read from the JSON file given as the argument) with the database
// (DATA_DIR / DATABASE_URL as for the server, which must be stopped for PGlite).
// Prints one JSON object.
import { readFileSync } from "node:fs";

import { and, count, eq, inArray } from "drizzle-orm";

import { getConfig } from "../server/config";
import { closeAllDatabases, getDb } from "../server/db/client";
import { agendaItems, agendaSignUps, scheduleItems, surveys, users } from "../server/db/schema";

interface Expected {
  schedule: { id: number; topic: string }[];
  surveys: { id: number; firstName: string }[];
  /** The last acknowledged agenda state of each (teacher, item) pair: signed up or not. */
  signUps: { email: string; itemId: number; signedUp: boolean }[];
  agendaItemIds: number[];
}

async function main() {
  const expected = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as Expected;
  const db = await getDb(getConfig());

  const scheduleIds = expected.schedule.map((item) => item.id);
  const foundSchedule = scheduleIds.length
    ? await db
        .select({ id: scheduleItems.id, topic: scheduleItems.topic })
        .from(scheduleItems)
        .where(inArray(scheduleItems.id, scheduleIds))
    : [];
  const scheduleTopics = new Map(foundSchedule.map((row) => [row.id, row.topic]));
  const missingSchedule = expected.schedule.filter((item) => scheduleTopics.get(item.id) !== item.topic);

  const surveyIds = expected.surveys.map((survey) => survey.id);
  const foundSurveys = surveyIds.length
    ? await db
        .select({ id: surveys.id, firstName: surveys.firstName })
        .from(surveys)
        .where(inArray(surveys.id, surveyIds))
    : [];
  const surveyNames = new Map(foundSurveys.map((row) => [row.id, row.firstName]));
  const missingSurveys = expected.surveys.filter((survey) => surveyNames.get(survey.id) !== survey.firstName);

  let wrongSignUps = 0;
  for (const { email, itemId, signedUp } of expected.signUps) {
    const [row] = await db
      .select({ id: agendaSignUps.id })
      .from(agendaSignUps)
      .innerJoin(users, eq(users.id, agendaSignUps.userId))
      .where(and(eq(users.email, email), eq(agendaSignUps.agendaItemId, itemId)));
    if (Boolean(row) !== signedUp) wrongSignUps++;
  }

  const items = await db
    .select({ id: agendaItems.id, limit: agendaItems.signUpLimit, participants: count(agendaSignUps.id) })
    .from(agendaItems)
    .leftJoin(agendaSignUps, eq(agendaSignUps.agendaItemId, agendaItems.id))
    .groupBy(agendaItems.id, agendaItems.signUpLimit);
  const overLimit = items.filter((item) => item.limit !== null && Number(item.participants) > item.limit);
  const watched = items
    .filter((item) => expected.agendaItemIds.includes(item.id))
    .map((item) => ({ id: item.id, limit: item.limit, participants: Number(item.participants) }));

  console.log(
    JSON.stringify({
      schedule: { acknowledged: expected.schedule.length, missing: missingSchedule.length },
      surveys: { acknowledged: expected.surveys.length, missing: missingSurveys.length },
      signUps: { acknowledged: expected.signUps.length, wrong: wrongSignUps },
      itemsOverLimit: overLimit.length,
      watchedItems: watched,
    }),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  })
  .finally(() => closeAllDatabases());
