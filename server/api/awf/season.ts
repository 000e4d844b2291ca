// /pl/api/awf/season/: enrolling the club for the current season with its
// groups, and each group's usual place of classes.
import { Hono } from "hono";
import { and, eq } from "drizzle-orm";
import { clubEnrollmentStatusOf, findCurrentSeason, findSeasonEnrollment, type SeasonRow } from "../../db/club";
import { currentGroupsOf, type GroupRow } from "../../db/groups";
import { groups, seasonEnrollments } from "../../db/schema";
import { isUniqueViolation } from "../../db/users";
import { ClubEnrollmentStatus } from "../../../app/lib/contract/constants";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { nonFieldError, notFound } from "../http/errors";
import { parseWith, readBody, readObjectBody } from "../http/validation";
import { seasonEnrollBody, seasonPlacesBody } from "../../../app/lib/contract";

export const SEASON_MESSAGES = {
  noSeason: "Nie ma teraz aktywnego sezonu.",
  clubNotAccepted: "Na sezon można się zapisać po zaakceptowaniu zgłoszenia klubu.",
  alreadyEnrolled: "Klub jest już zapisany na bieżący sezon.",
  notEnrolled: "Klub nie jest zapisany na bieżący sezon.",
  groupNotFound: (number: number) => `Nie znaleziono grupy nr ${number}.`,
} as const;

export function seasonJson(season: SeasonRow) {
  return {
    id: season.id,
    name: season.name,
    date_start: season.dateStart,
    date_end: season.dateEnd,
    schedule_max_date: season.scheduleMaxDate,
    surveys_date_start: season.surveysDateStart,
    surveys_date_end: season.surveysDateEnd,
  };
}

export function groupJson(group: GroupRow) {
  return {
    id: group.id,
    group_number: group.groupNumber,
    default_classes_place: group.defaultClassesPlace,
    girls_count: group.girlsCount,
    boys_count: group.boysCount,
  };
}

async function seasonEnrollmentJson(c: ApiContext, userId: number) {
  const db = c.get("db");
  const season = await findCurrentSeason(db);
  const enrollment = season && (await findSeasonEnrollment(db, userId, season.id));
  return {
    season: season ? seasonJson(season) : null,
    enrolled: Boolean(enrollment),
    groups: enrollment ? (await currentGroupsOf(db, userId)).map(groupJson) : [],
  };
}

async function showSeasonEnrollment(c: ApiContext) {
  const user = requireUser(c);
  return c.json(await seasonEnrollmentJson(c, user.id));
}

async function enrollInSeason(c: ApiContext) {
  const user = requireUser(c);
  const body = parseWith(seasonEnrollBody, await readObjectBody(c));
  const db = c.get("db");
  const season = await findCurrentSeason(db);
  if (!season) throw nonFieldError(SEASON_MESSAGES.noSeason);
  if ((await clubEnrollmentStatusOf(db, user.id)) !== ClubEnrollmentStatus.accepted)
    throw nonFieldError(SEASON_MESSAGES.clubNotAccepted);
  try {
    await db.transaction(async (tx) => {
      const [enrollment] = await tx
        .insert(seasonEnrollments)
        .values({ userId: user.id, seasonId: season.id })
        .returning();
      await tx.insert(groups).values(
        body.groups.map((group, index) => ({
          seasonEnrollmentId: enrollment.id,
          userId: user.id,
          groupNumber: index + 1,
          defaultClassesPlace: group.default_classes_place ?? "",
        })),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nonFieldError(SEASON_MESSAGES.alreadyEnrolled);
    throw error;
  }
  return c.json(await seasonEnrollmentJson(c, user.id), 201);
}

async function listPlaces(c: ApiContext) {
  const user = requireUser(c);
  const own = await currentGroupsOf(c.get("db"), user.id);
  return c.json(
    own.map((group) => ({ group_number: group.groupNumber, default_classes_place: group.defaultClassesPlace })),
  );
}

/**
 * Changes the teacher's own groups of the current season, each named by its
 * number; a number that is not theirs refuses the whole change (404).
 */
export async function updateOwnGroups<Entry extends { group_number: number }>(
  c: ApiContext,
  entries: Entry[],
  changes: (entry: Entry) => Partial<typeof groups.$inferInsert>,
): Promise<void> {
  const user = requireUser(c);
  const db = c.get("db");
  const own = await currentGroupsOf(db, user.id);
  if (own.length === 0) throw nonFieldError(SEASON_MESSAGES.notEnrolled);
  const byNumber = new Map(own.map((group) => [group.groupNumber, group]));
  for (const entry of entries) {
    if (!byNumber.has(entry.group_number)) throw notFound(SEASON_MESSAGES.groupNotFound(entry.group_number));
  }
  await db.transaction(async (tx) => {
    for (const entry of entries) {
      const group = byNumber.get(entry.group_number)!;
      await tx
        .update(groups)
        .set(changes(entry))
        .where(and(eq(groups.id, group.id), eq(groups.userId, user.id)));
    }
  });
}

async function updatePlaces(c: ApiContext) {
  requireUser(c);
  const body = parseWith(seasonPlacesBody, await readBody(c));
  await updateOwnGroups(c, body, (entry) => ({ defaultClassesPlace: entry.default_classes_place }));
  return listPlaces(c);
}

export const seasonRoutes = new Hono<ApiEnv>()
  .get("/awf/season/enroll/", showSeasonEnrollment)
  .post("/awf/season/enroll/", enrollInSeason)
  .get("/awf/season/place/", listPlaces)
  .put("/awf/season/place", updatePlaces);
