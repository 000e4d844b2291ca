// An edit keeps every date the setup flags read, and every planned class, inside the season. Audited.
import type { z } from "zod";

import {
  classesOutsideProblem,
  fromWire,
  type newSeasonBody,
  SEASON_MESSAGES,
  seasonClashProblems,
  seasonFields,
  seasonResponse,
  staffOperations,
  staffSeasonResponse,
  toWire,
} from "../../../app/lib/contract";
import { insertAudited, recordAudit } from "../../db/audit";
import type { Database } from "../../db/client";
import {
  brokenSeasonRule,
  createSeason as insertSeason,
  findSeasonWithFigures,
  listSeasons as listSeasonRows,
  listSeasonsWithFigures,
  makeSeasonCurrent,
  type SeasonRow,
  type SeasonWithFigures,
  updateSeasonDates,
} from "../../db/season";
import type { ApiContext } from "../context";
import { notFound, validationError } from "../http/errors";
import { type Input, routes } from "../http/route";
import { idParam } from "../http/validation";
import { type Actor, auditActor, requireStaff } from "./guard";

const SUBJECT = "season";

function staffSeasonJson(season: SeasonWithFigures) {
  return toWire(staffSeasonResponse, season);
}

function auditedSeason(season: SeasonRow) {
  const { id: _id, ...days } = toWire(seasonResponse, season);
  return { ...days, is_current: season.isCurrent };
}

function seasonColumns(body: z.output<typeof seasonFields>) {
  return fromWire(seasonFields, body);
}

/** A name another season has, or a day it has, is refused at its field (the database refuses them too). */
async function refuseClashes(
  db: Database,
  season: Pick<z.output<typeof seasonFields>, "name" | "date_start" | "date_end">,
  id?: number,
): Promise<void> {
  const others = (await listSeasonRows(db))
    .filter((other) => other.id !== id)
    .map((other) => ({ name: other.name, date_start: other.dateStart, date_end: other.dateEnd }));
  const problems = Object.entries(seasonClashProblems(season, others));
  if (problems.length > 0) throw validationError(Object.fromEntries(problems.map(([field, text]) => [field, [text]])));
}

/** Two offices saving at once: the one the database refused is told why, as if it had come second. */
async function savedOrRefused<T>(
  db: Database,
  season: Parameters<typeof refuseClashes>[1],
  id: number | undefined,
  save: () => Promise<T>,
): Promise<T> {
  await refuseClashes(db, season, id);
  try {
    return await save();
  } catch (error) {
    if (brokenSeasonRule(error)) await refuseClashes(db, season, id);
    throw error;
  }
}

async function seasonOrNotFound(c: ApiContext, id: number): Promise<SeasonWithFigures> {
  const season = await findSeasonWithFigures(c.get("db"), id);
  if (!season) throw notFound(SEASON_MESSAGES.notFound);
  return season;
}

async function listSeasons(c: ApiContext) {
  requireStaff(c);
  return (await listSeasonsWithFigures(c.get("db"))).map(staffSeasonJson);
}

async function showSeason(c: ApiContext) {
  requireStaff(c);
  return staffSeasonJson(await seasonOrNotFound(c, idParam(c.req.param("id"))));
}

/** A new season, audited: the panel and the console create one here, the body checked by the contract. */
export async function createSeasonAudited(
  db: Database,
  actor: Actor,
  body: z.output<typeof newSeasonBody>,
): Promise<SeasonRow> {
  return savedOrRefused(db, body, undefined, () =>
    insertAudited(db, actor, SUBJECT, (tx) => insertSeason(tx, seasonColumns(body), body.is_current), auditedSeason),
  );
}

async function createSeason(c: ApiContext, input: Input<typeof staffOperations.createSeason>) {
  const staff = requireStaff(c);
  const created = await createSeasonAudited(c.get("db"), auditActor(staff), await input.body());
  return staffSeasonJson(await seasonOrNotFound(c, created.id));
}

async function updateSeason(c: ApiContext, input: Input<typeof staffOperations.updateSeason>) {
  const staff = requireStaff(c);
  const id = idParam(c.req.param("id"));
  const body = await input.body();
  const before = await seasonOrNotFound(c, id);
  const classes = before.firstClass && before.lastClass ? { first: before.firstClass, last: before.lastClass } : null;
  const problem = Object.entries(classesOutsideProblem(body, classes));
  if (problem.length > 0) throw validationError(Object.fromEntries(problem.map(([field, text]) => [field, [text]])));
  const db = c.get("db");
  await savedOrRefused(db, body, id, () =>
    db.transaction(async (tx) => {
      const after = await updateSeasonDates(tx, id, seasonColumns(body));
      if (!after) throw notFound(SEASON_MESSAGES.notFound);
      await recordAudit(tx, {
        ...auditActor(staff),
        action: "season.update",
        subjectType: SUBJECT,
        subjectId: id,
        before: auditedSeason(before),
        after: auditedSeason(after),
      });
    }),
  );
  return staffSeasonJson(await seasonOrNotFound(c, id));
}

async function makeCurrent(c: ApiContext) {
  const staff = requireStaff(c);
  const id = idParam(c.req.param("id"));
  await c.get("db").transaction(async (tx) => {
    const season = await makeSeasonCurrent(tx, id);
    if (!season) throw notFound(SEASON_MESSAGES.notFound);
    await recordAudit(tx, {
      ...auditActor(staff),
      action: "season.current",
      subjectType: SUBJECT,
      subjectId: id,
      after: { is_current: true },
    });
  });
  return staffSeasonJson(await seasonOrNotFound(c, id));
}

export const staffSeasonRoutes = routes(staffOperations, {
  seasons: listSeasons,
  createSeason,
  season: showSeason,
  updateSeason,
  makeSeasonCurrent: makeCurrent,
});
