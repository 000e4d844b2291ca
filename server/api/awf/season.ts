import {
  ClubEnrollmentStatus,
  fromWire,
  MAX_GROUPS_PER_CLUB,
  placesResponse,
  seasonEnrollBody,
  seasonEnrollmentResponse,
  seasonOperations,
  seasonPlacesBody,
  toWire,
} from "../../../app/lib/contract";
import { clubEnrollmentStatusOf } from "../../db/club";
import {
  addGroup,
  currentGroupsOf,
  deleteEmptyGroup,
  type GroupChanges,
  groupNumbersInUse,
  updateOwnGroups,
} from "../../db/groups";
import { enrollClubInSeason, findCurrentSeason, findSeasonEnrollment } from "../../db/season";
import { isUniqueViolation } from "../../db/users";
import { seasonEnrolledMail } from "../../mail/templates";
import { type ApiContext, requireUser } from "../context";
import { ApiError, nonFieldError, notFound } from "../http/errors";
import { type Input, routes } from "../http/route";
import { idParam } from "../http/validation";
import { requireSetupFlag } from "./access";

const SEASON_MESSAGES = {
  noSeason: "Nie ma teraz aktywnego sezonu.",
  clubNotAccepted: "Na sezon można się zapisać po zaakceptowaniu zgłoszenia klubu.",
  alreadyEnrolled: "Klub jest już zapisany na bieżący sezon.",
  notEnrolled: "Klub nie jest zapisany na bieżący sezon.",
  groupsClosed: "Grupy można zmieniać, gdy klub jest zaakceptowany i zapisany na bieżący sezon.",
  groupNotFound: (number: number) => `Nie znaleziono grupy nr ${number}.`,
  groupsFixed: "Grupy można dodawać i usuwać do ostatniego dnia planowania zajęć w sezonie.",
  tooManyGroups: `Klub może mieć najwyżej ${MAX_GROUPS_PER_CLUB} grup.`,
  lastGroup: "Klub zapisany na sezon ma co najmniej jedną grupę.",
  groupInUse: (number: number) =>
    `Grupy nr ${number} nie można usunąć: ma zajęcia lub ankiety. Usuń je najpierw albo zostaw grupę.`,
  tryAgain: "Ktoś właśnie zmienił grupy klubu. Spróbuj jeszcze raz.",
} as const;

async function seasonEnrollmentJson(c: ApiContext, userId: number) {
  const db = c.get("db");
  const season = await findCurrentSeason(db);
  const enrollment = season && (await findSeasonEnrollment(db, userId, season.id));
  return toWire(seasonEnrollmentResponse, {
    season: season ?? null,
    enrolled: Boolean(enrollment),
    groups: enrollment ? await currentGroupsOf(db, userId) : [],
    groupsInUse: enrollment ? await groupNumbersInUse(db, userId) : [],
  });
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
        groups: fromWire(seasonEnrollBody, body).groups.map((group) => ({
          ...group,
          defaultClassesPlace: group.defaultClassesPlace ?? "",
          girlsCount: group.girlsCount ?? 0,
          boysCount: group.boysCount ?? 0,
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
  return toWire(placesResponse, own);
}

/** A number that is not the teacher's refuses the whole change (404). */
export async function changeOwnGroups(
  c: ApiContext,
  entries: ({ groupNumber: number } & GroupChanges)[],
): Promise<void> {
  const user = requireUser(c);
  const db = c.get("db");
  const own = await currentGroupsOf(db, user.id);
  if (own.length === 0) throw nonFieldError(SEASON_MESSAGES.notEnrolled);
  // ASVS 4.0.3 V4.1.3: a terminated club changes nothing.
  await requireSetupFlag(c, user, "schedulePreviewAvailable", SEASON_MESSAGES.groupsClosed);
  const byNumber = new Map(own.map((group) => [group.groupNumber, group]));
  for (const entry of entries) {
    if (!byNumber.has(entry.groupNumber)) throw notFound(SEASON_MESSAGES.groupNotFound(entry.groupNumber));
  }
  await updateOwnGroups(
    db,
    user.id,
    entries.map(({ groupNumber, ...values }) => ({ groupId: byNumber.get(groupNumber)!.id, values })),
  );
}

async function updatePlaces(c: ApiContext, input: Input<typeof seasonOperations.updatePlaces>) {
  requireUser(c);
  await changeOwnGroups(c, fromWire(seasonPlacesBody, await input.body()));
  return listPlaces(c);
}

/** The teacher's enrolment in the current season, while its classes may still be planned. */
async function requireChangeableEnrolment(c: ApiContext) {
  const user = requireUser(c);
  const db = c.get("db");
  const season = await findCurrentSeason(db);
  const enrolment = season && (await findSeasonEnrollment(db, user.id, season.id));
  if (!enrolment) throw nonFieldError(SEASON_MESSAGES.notEnrolled);
  await requireSetupFlag(c, user, "scheduleAddingAvailable", SEASON_MESSAGES.groupsFixed);
  return { user, enrolment, groups: await currentGroupsOf(db, user.id) };
}

async function addOwnGroup(c: ApiContext) {
  const { user, enrolment, groups } = await requireChangeableEnrolment(c);
  if (groups.length >= MAX_GROUPS_PER_CLUB) throw new ApiError(409, { detail: SEASON_MESSAGES.tooManyGroups });
  const added = await addGroup(c.get("db"), { id: enrolment.id, userId: user.id });
  if (!added) throw new ApiError(409, { detail: SEASON_MESSAGES.tryAgain });
  return seasonEnrollmentJson(c, user.id);
}

async function removeOwnGroup(c: ApiContext) {
  const { user, groups } = await requireChangeableEnrolment(c);
  const number = idParam(c.req.param("number"));
  const group = groups.find((own) => own.groupNumber === number);
  if (!group) throw notFound(SEASON_MESSAGES.groupNotFound(number));
  if (groups.length === 1) throw new ApiError(409, { detail: SEASON_MESSAGES.lastGroup });
  const outcome = await deleteEmptyGroup(c.get("db"), group.id);
  if (outcome === "in-use") throw new ApiError(409, { detail: SEASON_MESSAGES.groupInUse(number) });
  if (outcome === "gone") throw notFound(SEASON_MESSAGES.groupNotFound(number));
  return seasonEnrollmentJson(c, user.id);
}

export const seasonRoutes = routes(seasonOperations, {
  showEnrollment: showSeasonEnrollment,
  enroll: enrollInSeason,
  places: listPlaces,
  updatePlaces,
  addGroup: addOwnGroup,
  removeGroup: removeOwnGroup,
});
