import type { Params } from "@remix-run/react";

import { getSeasonEnrollment } from "~/areas/season/public.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { requireSetup, requireUser, type SignedIn } from "~/lib/guards.server";
import { requireFound } from "~/lib/not-found";
import { numberParam } from "~/lib/route-params";
import type { SessionOptions } from "~/lib/session.server";
import type { SETUP_REQUIREMENTS } from "~/lib/setup-requirements";

/** A group that is not the teacher's, or a malformed number, is the 404 page. */
export async function requireScheduleGroup(
  request: Request,
  params: Params,
  flag: keyof typeof SETUP_REQUIREMENTS,
  options: SessionOptions = {},
) {
  const number = numberParam(params, "group");
  const signedIn: SignedIn = await requireUser(request, options);
  const setup = await requireSetup(signedIn, flag);
  const enrollment = await getSeasonEnrollment(signedIn.session).catch(asErrorResponse);
  const group = enrollment.groups.find((candidate) => candidate.groupNumber === number);
  requireFound(group && enrollment.season);
  const { dateStart, dateEnd, scheduleMaxDate } = enrollment.season;
  return { ...signedIn, setup, group, season: { dateStart, dateEnd, scheduleMaxDate } };
}
