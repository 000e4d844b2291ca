import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { createSeason } from "~/areas/staff/api/staff.server";
import { SEASON_FIELDS, SEASON_FORM, seasonValidator } from "~/areas/staff/season.form";
import { formRefused, readForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";
import { isChecked } from "~/lib/validation";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  return jsonWithSession(session, null);
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireStaff(request);
  const formData = await readForm(request);
  const result = await seasonValidator.validate(formData);
  if (result.error) return validationError({ ...result.error, formId: SEASON_FORM }, result.submittedData);
  let created;
  try {
    created = await createSeason(session, { ...result.data, is_current: isChecked(formData.get("is_current")) });
  } catch (error) {
    return formRefused(session, error, result.submittedData, { formId: SEASON_FORM, fields: SEASON_FIELDS });
  }
  return redirectWithToast(session, "/biuro/sezony", { success: `Utworzono sezon ${created.name}.` });
}
