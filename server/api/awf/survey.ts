// /pl/api/awf/survey/: pupils' fitness surveys, per group of the current season.
import { Hono } from "hono";
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import type { z } from "zod";
import { currentGroupsOf, type GroupRow } from "../../db/groups";
import { groups, surveys } from "../../db/schema";
import { todayInPoland } from "../../domain/calendar";
import { nextOrdinalNumber, SURVEY_MESSAGES, surveyDateProblems } from "../../domain/survey";
import { requireUser, type ApiContext, type ApiEnv, type User } from "../context";
import { forbidden, notFound, validationError } from "../http/errors";
import { idParam, parseWith, readObjectBody } from "../http/validation";
import { surveyBody } from "../../../app/lib/contract";
import { groupFromQuery, requireOwnGroup, requireSetupFlag } from "./access";

type SurveyRow = typeof surveys.$inferSelect;

export const SURVEY_NOT_FOUND = "Nie znaleziono ankiety.";
export const SURVEY_PREVIEW_CLOSED =
  "Ankiety są niedostępne – klub musi być zaakceptowany i zapisany na bieżący sezon.";

type SurveyInput = z.output<typeof surveyBody>;

function surveyJson(survey: SurveyRow, group: GroupRow) {
  return {
    id: survey.id,
    group: group.groupNumber,
    ordinal_number: survey.ordinalNumber,
    first_name: survey.firstName,
    last_name: survey.lastName,
    sex: survey.sex,
    birthdate: survey.birthdate,
    examination_date: survey.examinationDate,
    school_type: survey.schoolType,
    class_number: survey.classNumber,
    guardian_consent: survey.guardianConsent,
    pe_participation: survey.peParticipation,
    pe_evaluation: survey.peEvaluation,
    body_weight: survey.bodyWeight,
    body_height: survey.bodyHeight,
    waist: survey.waist,
    beep_test: survey.beepTest,
    run: survey.run,
    stick_overhang: survey.stickOverhang,
    plank: survey.plank,
    has_disability_certificate: survey.hasDisabilityCertificate,
    type_of_disability: survey.typeOfDisability,
  };
}

function columnsOf(input: SurveyInput) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    sex: input.sex,
    birthdate: input.birthdate,
    examinationDate: input.examination_date,
    schoolType: input.school_type,
    classNumber: input.class_number,
    guardianConsent: true,
    peParticipation: input.pe_participation,
    peEvaluation: input.pe_evaluation,
    bodyWeight: input.body_weight,
    bodyHeight: input.body_height,
    waist: input.waist,
    beepTest: input.beep_test,
    run: input.run,
    stickOverhang: input.stick_overhang,
    plank: input.plank,
    hasDisabilityCertificate: input.has_disability_certificate,
    typeOfDisability: input.has_disability_certificate ? input.type_of_disability : "",
  };
}

async function requireOwnSurvey(c: ApiContext, user: User): Promise<{ survey: SurveyRow; group: GroupRow }> {
  const id = idParam(c.req.param("id"));
  const [row] = await c
    .get("db")
    .select({ survey: surveys, group: groups })
    .from(surveys)
    .innerJoin(groups, eq(groups.id, surveys.groupId))
    .where(and(eq(surveys.id, id), eq(groups.userId, user.id)));
  if (!row) throw notFound(SURVEY_NOT_FOUND);
  return row;
}

async function readValidSurvey(c: ApiContext, user: User) {
  const setup = await requireSetupFlag(c, user, "surveysPreviewAvailable", SURVEY_PREVIEW_CLOSED);
  if (!setup.surveysAddingAvailable)
    throw forbidden(SURVEY_MESSAGES.windowClosed(setup.surveysDateStart, setup.surveysDateEnd));
  const body = parseWith(surveyBody, await readObjectBody(c));
  const problems = surveyDateProblems(
    { birthdate: body.birthdate, examinationDate: body.examination_date },
    todayInPoland(c.get("deps").now()),
  );
  if (Object.keys(problems).length > 0) {
    throw validationError(Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])));
  }
  const group = await requireOwnGroup(c, user, body.group);
  return { body, group };
}

async function listSurveys(c: ApiContext) {
  const user = requireUser(c);
  await requireSetupFlag(c, user, "surveysPreviewAvailable", SURVEY_PREVIEW_CLOSED);
  const only = await groupFromQuery(c, user);
  const own = only ? [only] : await currentGroupsOf(c.get("db"), user.id);
  if (own.length === 0) return c.json([]);
  const rows = await c
    .get("db")
    .select()
    .from(surveys)
    .where(
      inArray(
        surveys.groupId,
        own.map((group) => group.id),
      ),
    )
    .orderBy(asc(surveys.groupId), asc(surveys.ordinalNumber));
  return c.json(
    rows.map((survey) =>
      surveyJson(
        survey,
        own.find((group) => group.id === survey.groupId)!,
      ),
    ),
  );
}

async function createSurvey(c: ApiContext) {
  const user = requireUser(c);
  const { body, group } = await readValidSurvey(c, user);
  const survey = await c.get("db").transaction(async (tx) => {
    // Locking the group numbers its surveys one at a time: no two get the same ordinal number.
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, group.id)).for("update");
    const [{ highest }] = await tx
      .select({ highest: max(surveys.ordinalNumber) })
      .from(surveys)
      .where(eq(surveys.groupId, group.id));
    const [created] = await tx
      .insert(surveys)
      .values({
        ...columnsOf(body),
        groupId: group.id,
        ordinalNumber: nextOrdinalNumber(highest === null ? null : Number(highest)),
      })
      .returning();
    return created;
  });
  return c.json(surveyJson(survey, group), 201);
}

async function showSurvey(c: ApiContext) {
  const user = requireUser(c);
  const { survey, group } = await requireOwnSurvey(c, user);
  return c.json(surveyJson(survey, group));
}

async function updateSurvey(c: ApiContext) {
  const user = requireUser(c);
  const { survey, group: currentGroup } = await requireOwnSurvey(c, user);
  const { body, group } = await readValidSurvey(c, user);
  // The ordinal number belongs to the group: moving a survey would break both lists' numbering.
  if (group.id !== currentGroup.id) throw validationError({ group: ["Ankiety nie można przenieść do innej grupy."] });
  const [updated] = await c
    .get("db")
    .update(surveys)
    .set({ ...columnsOf(body), updatedAt: sql`now()` })
    .where(eq(surveys.id, survey.id))
    .returning();
  return c.json(surveyJson(updated, group));
}

export const surveyRoutes = new Hono<ApiEnv>()
  .get("/awf/survey/", listSurveys)
  .post("/awf/survey/", createSurvey)
  .get("/awf/survey/:id/", showSurvey)
  .put("/awf/survey/:id/", updateSurvey);
