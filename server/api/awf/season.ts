import type { Hono } from "hono";
import { ClubEnrollmentStatus, seasonOperations } from "../../../app/lib/contract";
import { clubEnrollmentStatusOf } from "../../db/club";
import { currentGroupsOf, updateOwnGroups, type GroupChanges, type GroupRow } from "../../db/groups";
import { enrollClubInSeason, findCurrentSeason, findSeasonEnrollment, type SeasonRow } from "../../db/season";
import { seasonEnrolledMail } from "../../mail/templates";
import { isUniqueViolation } from "../../db/users";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { nonFieldError, notFound } from "../http/errors";
import { route, type Input } from "../http/route";
import { requireSetupFlag } from "./access";

const SEASON_MESSAGES = {
  noSeason: "Nie ma teraz aktywnego sezonu.",
  clubNotAccepted: "Na sezon można się zapisać po zaakceptowaniu zgłoszenia klubu.",
  alreadyEnrolled: "Klub jest już zapisany na bieżący sezon.",
  notEnrolled: "Klub nie jest zapisany na bieżący sezon.",
  groupsClosed: "Grupy można zmieniać, gdy klub jest zaakceptowany i zapisany na bieżący sezon.",
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

export function placeJson(group: GroupRow) {
  return { group_number: group.groupNumber, default_classes_place: group.defaultClassesPlace };
}

export function groupJson(group: GroupRow) {
  return {
    id: group.id,
    group_number: group.groupNumber,
    default_classes_place: group.defaultClassesPlace,
    girls_count: group.girlsCount,
    boys_count: group.boysCount,
    disability_group: group.disabilityGroup,
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
  return seasonEnrollmentJson(c, user.id);
}

async function enrollInSeason(c: ApiContext, input: Input<typeof seasonOperations.enroll>) {
  const user = requireUser(c);
  const body = await input.body();
  const db = c.get("db");
  const season = await findCurrentSeason(db);
  if (!season) throw nonFieldError(SEASON_MESSAGES.noSeason);
  if ((await clubEnrollmentStatusOf(db, user.id)) !== ClubEnrollmentStatus.accepted)
    throw nonFieldError(SEASON_MESSAGES.clubNotAccepted);
  const { config, mail } = c.get("deps");
  try {
    await db.transaction(async (tx) => {
      await enrollClubInSeason(tx, {
        userId: user.id,
        seasonId: season.id,
        groups: body.groups.map((group) => ({
          defaultClassesPlace: group.default_classes_place ?? "",
          girlsCount: group.girls_count ?? 0,
          boysCount: group.boys_count ?? 0,
          disabilityGroup: group.disability_group,
        })),
      });
      const to = { to: user.email, firstname: user.firstname };
      await mail.queue(tx, seasonEnrolledMail({ ...to, season, groups: body.groups.length, site: config.publicUrl }));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nonFieldError(SEASON_MESSAGES.alreadyEnrolled);
    throw error;
  }
  return seasonEnrollmentJson(c, user.id);
}

async function listPlaces(c: ApiContext) {
  const user = requireUser(c);
  const own = await currentGroupsOf(c.get("db"), user.id);
  return own.map(placeJson);
}

/** A number that is not the teacher's refuses the whole change (404). */
export async function changeOwnGroups<Entry extends { group_number: number }>(
  c: ApiContext,
  entries: Entry[],
  changes: (entry: Entry) => GroupChanges,
): Promise<void> {
  const user = requireUser(c);
  const db = c.get("db");
  const own = await currentGroupsOf(db, user.id);
  if (own.length === 0) throw nonFieldError(SEASON_MESSAGES.notEnrolled);
  // ASVS 4.0.3 V4.1.3: a terminated club changes nothing.
  await requireSetupFlag(c, user, "schedulePreviewAvailable", SEASON_MESSAGES.groupsClosed);
  const byNumber = new Map(own.map((group) => [group.groupNumber, group]));
  for (const entry of entries) {
    if (!byNumber.has(entry.group_number)) throw notFound(SEASON_MESSAGES.groupNotFound(entry.group_number));
  }
  await updateOwnGroups(
    db,
    user.id,
    entries.map((entry) => ({ groupId: byNumber.get(entry.group_number)!.id, values: changes(entry) })),
  );
}

async function updatePlaces(c: ApiContext, input: Input<typeof seasonOperations.updatePlaces>) {
  requireUser(c);
  const body = await input.body();
  await changeOwnGroups(c, body, (entry) => ({ defaultClassesPlace: entry.default_classes_place }));
  return listPlaces(c);
}

export function seasonRoutes(app: Hono<ApiEnv>): void {
  route(app, seasonOperations.showEnrollment, showSeasonEnrollment);
  route(app, seasonOperations.enroll, enrollInSeason);
  route(app, seasonOperations.places, listPlaces);
  route(app, seasonOperations.updatePlaces, updatePlaces);
}
