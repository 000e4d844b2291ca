// Sent by the player with keepalive; 204, or 401 without a session.
import type { ActionFunctionArgs } from "@remix-run/node";

import { saveVideoProgress } from "~/areas/trainings/api/videos.server";
import { findTraining } from "~/areas/trainings/trainings.server";
import { UpstreamError } from "~/lib/api/errors.server";
import { readForm } from "~/lib/forms/forms.server";
import { assertSameOrigin } from "~/lib/http/same-origin.server";
import { requireFound } from "~/lib/not-found";
import { Session } from "~/lib/session.server";

export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const training = findTraining(params.slug);
  requireFound(training);
  const form = await readForm(request);
  const position = Number(form.get("position"));
  const duration = Number(form.get("duration"));
  if (!Number.isFinite(position) || !Number.isFinite(duration)) {
    return new Response("Niepoprawna pozycja nagrania.", { status: 400 });
  }
  const session = await Session.fromRequest(request);
  if (!session.isSignedIn) return new Response(null, { status: 401 });
  try {
    await saveVideoProgress(session, training.slug, { position, duration });
  } catch (error) {
    if (error instanceof UpstreamError && error.status < 500) return new Response(null, { status: error.status });
    throw error;
  }
  return new Response(null, { status: 204, headers: await session.commit() });
}

export function loader() {
  throw new Response("Page Not Found", { status: 404 });
}
