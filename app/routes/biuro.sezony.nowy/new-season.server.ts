import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { createSeason } from "~/areas/staff/api/staff.server";
import { seasonForm } from "~/areas/staff/season.form";
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
  return saveForm(
    session,
    formData,
    seasonForm,
    (season) => createSeason(session, { ...season, is_current: isChecked(formData.get("is_current")) }),
    (created) => ({ to: "/biuro/sezony", success: `Utworzono sezon ${created.name}.` }),
  );
}
