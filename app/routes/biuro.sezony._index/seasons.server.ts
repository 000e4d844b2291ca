import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { asErrorResponse } from "~/lib/api/errors.server";
import { listSeasons, makeSeasonCurrent } from "~/lib/api/staff.server";
import { readForm } from "~/lib/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { redirectWithSuccess } from "~/lib/toast.server";

/** /biuro/sezony: every season, the latest first, with what hangs on it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  const seasons = await listSeasons(session).catch(asErrorResponse);
  return json({ seasons }, { headers: await session.commit() });
}

/** "Make current": the one action of the list. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { session } = await requireStaff(request);
  const formData = await readForm(request);
  const id = Number(formData.get("id"));
  if (formData.get("intent") !== "current" || !Number.isInteger(id) || id < 1) {
    throw new Response("Bad Request", { status: 400 });
  }
  const season = await makeSeasonCurrent(session, id).catch(asErrorResponse);
  return redirectWithSuccess("/biuro/sezony", `Bieżący sezon: ${season.name}.`, { headers: await session.commit() });
}
