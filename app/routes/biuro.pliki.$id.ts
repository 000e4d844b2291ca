import type { LoaderFunctionArgs } from "@remix-run/node";

import { downloadFile } from "~/areas/club/api/club.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { passDownload } from "~/lib/downloads.server";
import { requireStaff } from "~/lib/guards.server";
import { requireFound } from "~/lib/not-found";
import { isUuid } from "~/lib/route-params";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  requireFound(isUuid(params.id));
  const upstream = await downloadFile(session, params.id.toLowerCase()).catch(asErrorResponse);
  return passDownload(upstream, session);
}
