import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { createSeason } from "~/areas/staff/api/staff.server";
import { SEASON_FIELDS, SEASON_FORM, seasonValidator } from "~/areas/staff/season.form";
import { readForm, saveForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";
import { isChecked } from "~/lib/validation";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  return jsonWithSession(session, null);
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireStaff(request);
  const formData = await readForm(request);
  const form = { id: SEASON_FORM, fields: SEASON_FIELDS, validator: seasonValidator };
  return saveForm(
    session,
    formData,
    form,
    (season) => createSeason(session, { ...season, is_current: isChecked(formData.get("is_current")) }),
    (created) => ({ to: "/biuro/sezony", success: `Utworzono sezon ${created.name}.` }),
  );
}
