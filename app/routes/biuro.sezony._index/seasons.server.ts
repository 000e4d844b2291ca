import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { listSeasons, makeSeasonCurrent } from "~/areas/staff/api/staff.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { readForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  const seasons = await listSeasons(session).catch(asErrorResponse);
  return jsonWithSession(session, { seasons });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireStaff(request);
  const formData = await readForm(request);
  const id = Number(formData.get("id"));
  if (formData.get("intent") !== "current" || !Number.isInteger(id) || id < 1) {
    throw new Response("Bad Request", { status: 400 });
  }
  const season = await makeSeasonCurrent(session, id).catch(asErrorResponse);
  return redirectWithToast(session, "/biuro/sezony", { success: `Bieżący sezon: ${season.name}.` });
}
