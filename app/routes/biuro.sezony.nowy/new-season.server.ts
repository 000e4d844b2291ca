import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { SEASON_FIELDS, SEASON_FORM, seasonValidator } from "~/components/staff/season-form";
import { UpstreamError } from "~/lib/api/errors.server";
import { createSeason } from "~/lib/api/staff.server";
import { formRefused, readForm } from "~/lib/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { redirectWithSuccess } from "~/lib/toast.server";
import { isChecked } from "~/lib/validation";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  return json(null, { headers: await session.commit() });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { session } = await requireStaff(request);
  const formData = await readForm(request);
  const result = await seasonValidator.validate(formData);
  if (result.error) return validationError({ ...result.error, formId: SEASON_FORM }, result.submittedData);
  let created;
  try {
    created = await createSeason(session, { ...result.data, is_current: isChecked(formData.get("is_current")) });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return formRefused(session, error, result.submittedData, { formId: SEASON_FORM, fields: SEASON_FIELDS });
  }
  return redirectWithSuccess("/biuro/sezony", `Utworzono sezon ${created.name}.`, { headers: await session.commit() });
}
