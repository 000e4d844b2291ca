import type { LoaderFunctionArgs } from "@remix-run/node";

import { type ApplicationQuery, listApplications } from "~/areas/staff/api/staff.server";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { VOIVODESHIPS } from "~/lib/contract/club";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";

/** An unknown filter shows every application with a note, never an error page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filters = {
    status: params.get("status")?.trim() ?? "",
    voivodeship: params.get("wojewodztwo")?.trim() ?? "",
    text: params.get("szukaj")?.trim() ?? "",
  };
  const page = /^[1-9]\d{0,4}$/.test(params.get("strona") ?? "") ? Number(params.get("strona")) : 1;
  const query: ApplicationQuery = {
    status: filters.status || undefined,
    voivodeship: filters.voivodeship || undefined,
    q: filters.text || undefined,
    page,
  };
  let refused = false;
  const applications = await listApplications(session, query).catch(async (error) => {
    if (!(error instanceof UpstreamError) || error.status !== 400) return asErrorResponse(error);
    refused = true;
    return listApplications(session, { page: 1 }).catch(asErrorResponse);
  });
  return jsonWithSession(session, {
    filters: refused ? { status: "", voivodeship: "", text: "" } : filters,
    refused,
    applications,
    voivodeships: VOIVODESHIPS,
  });
}
