import type { LoaderFunctionArgs } from "@remix-run/node";

import { fitnessFigures, programmeFigures } from "~/areas/staff/api/staff.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  const asked = new URL(request.url).searchParams.get("sezon") ?? "";
  const season = /^[1-9]\d{0,8}$/.test(asked) ? Number(asked) : undefined;
  const [figures, fitness] = await Promise.all([
    programmeFigures(session, season),
    fitnessFigures(session, season),
  ]).catch(asErrorResponse);
  return jsonWithSession(session, {
    figures,
    fitness: fitness.figures,
    fitnessComputedAt: fitness.computedAt,
    fitnessRecomputing: fitness.recomputing,
  });
}
