// A pupil's survey opened by the office: for a stated reason, audited before anything is shown (ASVS 4.0.3 V7.1.3, V8.3.5).
import type { z } from "zod";

import type { surveyReadBody } from "../../../app/lib/contract";
import { recordAudit } from "../../db/audit";
import type { Database } from "../../db/client";
import { decryptDisability, type Disability } from "../../db/survey-disability";
import { findSurvey, type SurveyRow } from "../../db/surveys";
import type { ApiDependencies } from "../context";
import { notFound } from "../http/errors";
import type { Actor } from "./guard";

export type SurveyRead = SurveyRow & Disability;

/** The survey with its disability data decrypted; the console reads it here (the panel has no such screen). */
export async function readSurveyAudited(
  { config }: Pick<ApiDependencies, "config">,
  db: Database,
  actor: Actor,
  surveyId: number,
  { reason }: z.output<typeof surveyReadBody>,
): Promise<SurveyRead> {
  return db.transaction(async (tx) => {
    const found = await findSurvey(tx, surveyId);
    if (!found) throw notFound(`Nie ma ankiety ${surveyId}.`);
    await recordAudit(tx, {
      ...actor,
      action: "survey.read",
      subjectType: "survey",
      subjectId: found.survey.id,
      reason,
    });
    return { ...found.survey, ...decryptDisability(found.survey.disabilityEncrypted, config.dataEncryptionKey) };
  });
}
