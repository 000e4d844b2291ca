import type { LoaderFunctionArgs } from "@remix-run/node";

import { downloadFile } from "~/areas/club/api/club.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { passDownload } from "~/lib/downloads.server";
import { requireStaff } from "~/lib/guards.server";
import { requireFound } from "~/lib/not-found";
import { isUuid } from "~/lib/route-params";

/** GET /biuro/pliki/{id}: a file a teacher sent with an application, for the office, always as an attachment. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  requireFound(isUuid(params.id));
  // No such file: the API answers 404, and the page is the 404 page.
  const upstream = await downloadFile(session, params.id.toLowerCase()).catch(asErrorResponse);
  return passDownload(upstream, session);
}
