import type { LoaderFunctionArgs } from "@remix-run/node";

import { calendarFeed } from "~/areas/schedule/api/calendar.server";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { CALENDAR_TOKEN_PATTERN } from "~/lib/contract/calendar";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { secretParams: ["file"] };

/** Nothing else of the upstream passes. */
const PASSED_HEADERS = ["content-type", "content-disposition", "cache-control"];

function notFound(): Response {
  return new Response("Nie ma kalendarza pod tym adresem.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/** A phone's calendar has no session: the secret in the address is the key. */
export async function loader({ params }: LoaderFunctionArgs) {
  const match = /^(.+)\.ics$/.exec(params.file ?? "");
  if (!match || !CALENDAR_TOKEN_PATTERN.test(match[1])) return notFound();
  let upstream: Response;
  try {
    upstream = await calendarFeed(match[1]);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return notFound();
    return asErrorResponse(error);
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
