import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { getSeason, updateSeason } from "~/areas/staff/api/staff.server";
import { SEASON_FIELDS, SEASON_FORM, seasonValidator } from "~/areas/staff/season.form";
import { asErrorResponse } from "~/lib/api/errors.server";
import { formRefused, isToldOnForm, readForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";
import { numberParam } from "~/lib/route-params";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = numberParam(params, "id");
  const { session } = await requireStaff(request);
  const season = await getSeason(session, id).catch(asErrorResponse);
  return jsonWithSession(session, { season });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = numberParam(params, "id");
  const { session } = await requireStaff(request);
  const formData = await readForm(request);
  const result = await seasonValidator.validate(formData);
  if (result.error) return validationError({ ...result.error, formId: SEASON_FORM }, result.submittedData);
  let saved;
  try {
    saved = await updateSeason(session, id, result.data);
  } catch (error) {
    if (!isToldOnForm(error)) return asErrorResponse(error);
    return formRefused(session, error, result.submittedData, { formId: SEASON_FORM, fields: SEASON_FIELDS });
  }
  return redirectWithToast(session, "/biuro/sezony", { success: `Zapisano daty sezonu ${saved.name}.` });
}
