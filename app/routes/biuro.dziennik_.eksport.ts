import type { LoaderFunctionArgs } from "@remix-run/node";

import { downloadAudit } from "~/areas/staff/api/staff.server";
import { auditFiltersOf, auditQueryOf } from "~/areas/staff/audit-filters";
import { asErrorResponse } from "~/lib/api/errors.server";
import { isExportFormat } from "~/lib/contract/staff-figures";
import { passDownload } from "~/lib/downloads.server";
import { requireStaff } from "~/lib/guards.server";
import { requireFound } from "~/lib/not-found";

/** GET /biuro/dziennik/eksport?{the log's filters}&format=csv|xlsx: the API's stream passed on, never cached. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const format = params.get("format") ?? "csv";
  requireFound(isExportFormat(format));
  const upstream = await downloadAudit(session, { ...auditQueryOf(auditFiltersOf(params)), format }).catch(
    asErrorResponse,
  );
  return passDownload(upstream, session);
}
