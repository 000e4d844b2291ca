import type { z } from "zod";

import { fromWire, surveyBody, surveyOperations, surveyResponse, toWire } from "../../../app/lib/contract";
import type { GroupRow } from "../../db/groups";
import { decryptDisability, encryptDisability } from "../../db/survey-disability";
import {
  deleteSurvey,
  findOwnSurvey,
  insertNumberedSurvey,
  listSurveys as listSurveyRows,
  type SurveyColumns,
  type SurveyRow,
  updateSurvey as updateSurveyRow,
} from "../../db/surveys";
import { todayInPoland } from "../../domain/calendar";
import { SURVEY_MESSAGES, surveyDateProblems } from "../../domain/survey";
import { type ApiContext, requireUser, type User } from "../context";
import { forbidden, notFound, validationError } from "../http/errors";
import { type Input, routes } from "../http/route";
import { idParam } from "../http/validation";
import { deleteOwnAudited, requireOwnGroup, requireSetupFlag, rowsOfListedGroups } from "./access";

const SURVEY_NOT_FOUND = "Nie znaleziono ankiety.";
const SURVEY_PREVIEW_CLOSED = "Ankiety są niedostępne – klub musi być zaakceptowany i zapisany na bieżący sezon.";

type SurveyInput = z.output<typeof surveyBody>;

function surveyJson(c: ApiContext, survey: SurveyRow, group: GroupRow) {
  const disability = decryptDisability(survey.disabilityEncrypted, c.get("deps").config.dataEncryptionKey);
  return toWire(surveyResponse, { ...survey, ...disability, group: group.groupNumber });
}

function columnsOf(c: ApiContext, input: SurveyInput): SurveyColumns {
  const { group: _group, hasDisabilityCertificate, typeOfDisability, ...columns } = fromWire(surveyBody, input);
  return {
    ...columns,
    guardianConsent: true,
    disabilityEncrypted: encryptDisability(
      { hasDisabilityCertificate, typeOfDisability },
      c.get("deps").config.dataEncryptionKey,
    ),
  };
}

async function requireOwnSurvey(c: ApiContext, user: User): Promise<{ survey: SurveyRow; group: GroupRow }> {
  const id = idParam(c.req.param("id"));
  const row = await findOwnSurvey(c.get("db"), user.id, id);
  if (!row) throw notFound(SURVEY_NOT_FOUND);
  return row;
}

/** Surveys are added, changed and deleted only within the season's survey window. */
async function requireSurveyWindow(c: ApiContext, user: User) {
  const setup = await requireSetupFlag(c, user, "surveysPreviewAvailable", SURVEY_PREVIEW_CLOSED);
  if (!setup.surveysAddingAvailable)
    throw forbidden(SURVEY_MESSAGES.windowClosed(setup.surveysDateStart, setup.surveysDateEnd));
}

async function readValidSurvey(
  c: ApiContext,
  user: User,
  input: Input<typeof surveyOperations.create | typeof surveyOperations.update>,
) {
  await requireSurveyWindow(c, user);
  const body = await input.body();
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
  const rows = await rowsOfListedGroups(c, user, listSurveyRows);
  return rows.map(({ row, group }) => surveyJson(c, row, group));
}

async function createSurvey(c: ApiContext, input: Input<typeof surveyOperations.create>) {
  const user = requireUser(c);
  const { body, group } = await readValidSurvey(c, user, input);
  const survey = await insertNumberedSurvey(c.get("db"), group.id, columnsOf(c, body));
  return surveyJson(c, survey, group);
}

async function showSurvey(c: ApiContext) {
  const user = requireUser(c);
  // ASVS 4.0.3 V4.1.3: a club no longer accepted shows no pupil's data.
  await requireSetupFlag(c, user, "surveysPreviewAvailable", SURVEY_PREVIEW_CLOSED);
  const { survey, group } = await requireOwnSurvey(c, user);
  return surveyJson(c, survey, group);
}

async function updateSurvey(c: ApiContext, input: Input<typeof surveyOperations.update>) {
  const user = requireUser(c);
  const { survey, group: currentGroup } = await requireOwnSurvey(c, user);
  const { body, group } = await readValidSurvey(c, user, input);
  // Moving a survey would break both groups' numbering.
  if (group.id !== currentGroup.id) throw validationError({ group: ["Ankiety nie można przenieść do innej grupy."] });
  const updated = await updateSurveyRow(c.get("db"), survey.id, columnsOf(c, body));
  return surveyJson(c, updated, group);
}

/** A survey entered by mistake; the log keeps which one, not the pupil's name or results. */
async function removeSurvey(c: ApiContext) {
  const user = requireUser(c);
  const { survey, group } = await requireOwnSurvey(c, user);
  await requireSurveyWindow(c, user);
  const deleted = await deleteOwnAudited(
    c,
    user,
    {
      subject: "survey",
      remove: (tx) => deleteSurvey(tx, survey.id),
      before: (row) => ({
        group: group.groupNumber,
        ordinal_number: row.ordinalNumber,
        examination_date: row.examinationDate,
      }),
    },
    SURVEY_NOT_FOUND,
  );
  return surveyJson(c, deleted, group);
}

export const surveyRoutes = routes(surveyOperations, {
  list: listSurveys,
  create: createSurvey,
  show: showSurvey,
  update: updateSurvey,
  remove: removeSurvey,
});
