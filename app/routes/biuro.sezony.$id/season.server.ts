import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { getSeason, updateSeason } from "~/areas/staff/api/staff.server";
import { seasonForm } from "~/areas/staff/season.form";
import { asErrorResponse } from "~/lib/api/errors.server";
import { readForm, saveForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";
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
  return saveForm(
    session,
    await readForm(request),
    seasonForm,
    (season) => updateSeason(session, id, season),
    (saved) => ({ to: "/biuro/sezony", success: `Zapisano daty sezonu ${saved.name}.` }),
  );
}
