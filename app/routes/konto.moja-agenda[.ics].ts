import type { LoaderFunctionArgs } from "@remix-run/node";

import { asErrorResponse } from "~/lib/api/errors.server";
import { downloadMyAgendaCalendar } from "~/areas/agenda/api/my-agenda.server";
import { requireUser } from "~/lib/guards.server";

/** Headers of the API's answer that the download needs; nothing else of the upstream passes. */
const PASSED_HEADERS = ["content-type", "content-disposition", "cache-control"];

/**
 * GET /konto/moja-agenda.ics: the items the teacher has a seat on, as an
 * iCalendar file to import (moja-agenda.ics), streamed from the API as it
 * answers (DESIGN §1).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireUser(request);
  // An API that does not answer: its status and Polish message, never a stack trace.
  const upstream = await downloadMyAgendaCalendar(session).catch(asErrorResponse);
  const headers = await session.commit();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
