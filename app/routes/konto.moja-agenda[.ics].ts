import type { LoaderFunctionArgs } from "@remix-run/node";

import { downloadMyAgendaCalendar } from "~/areas/agenda/api/my-agenda.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { requireUser } from "~/lib/guards.server";

const PASSED_HEADERS = ["content-type", "content-disposition", "cache-control"];

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireUser(request);
  const upstream = await downloadMyAgendaCalendar(session).catch(asErrorResponse);
  const headers = await session.commit();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
