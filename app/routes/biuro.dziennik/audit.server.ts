import type { LoaderFunctionArgs } from "@remix-run/node";

import { listAudit } from "~/areas/staff/api/staff.server";
import { auditFiltersOf, auditQueryOf, NO_AUDIT_FILTERS } from "~/areas/staff/audit-filters";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";

/** A filter the API refuses shows the whole log with the API's reason. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filters = auditFiltersOf(params);
  const page = /^[1-9]\d{0,4}$/.test(params.get("strona") ?? "") ? Number(params.get("strona")) : 1;
  let refusal: string | null = null;
  const entries = await listAudit(session, { ...auditQueryOf(filters), page }).catch(async (error) => {
    if (!(error instanceof UpstreamError) || error.status !== 400) return asErrorResponse(error);
    refusal = Object.values(error.fieldErrors).flat()[0] ?? error.message;
    return listAudit(session, { page: 1 }).catch(asErrorResponse);
  });
  return jsonWithSession(session, {
    filters: refusal === null ? filters : NO_AUDIT_FILTERS,
    refused: refusal !== null,
    refusal,
    entries,
  });
}
