import type { LoaderFunctionArgs } from "@remix-run/node";

import { downloadFile } from "~/areas/club/api/club.server";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { requireUser } from "~/lib/guards.server";
import { isUuid } from "~/lib/route-params";

const PASSED_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length"] as const;

/** Always an attachment; the API serves a file to its owner and staff only, anyone else a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { session } = await requireUser(request);
  if (!isUuid(params.id)) return fileNotFound();
  let upstream: Response;
  try {
    upstream = await downloadFile(session, params.id.toLowerCase());
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return fileNotFound();
    return asErrorResponse(error);
  }
  const headers = await session.commit();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.get("Content-Disposition")?.startsWith("attachment")) headers.set("Content-Disposition", "attachment");
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(upstream.body, { status: 200, headers });
}

/** A download is no page: a short Polish text, not the 404 page. */
function fileNotFound(): Response {
  return new Response("Nie znaleziono pliku.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
