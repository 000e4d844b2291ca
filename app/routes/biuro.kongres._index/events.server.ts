import type { LoaderFunctionArgs } from "@remix-run/node";

import { listEvents } from "~/areas/congress/api/congress.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  const events = await listEvents(session).catch(asErrorResponse);
  return jsonWithSession(session, { events });
}
