import type { Params } from "@remix-run/react";
import { validationError } from "remix-validated-form";

import { asErrorResponse, type UpstreamError } from "./api/errors.server";
import { getSeasonEnrollment } from "./api/season.server";
import { requireSetup, requireUser, type SignedIn } from "./guards.server";
import { numberParam } from "./route-params";
import type { Session, SessionOptions } from "./session.server";
import type { SETUP_REQUIREMENTS } from "./setup-requirements";

/**
 * What every schedule screen starts from: the signed-in teacher, the setup
 * flag the screen needs, and the group of the address with its season. A
 * group that is not the teacher's, or a malformed number, is the 404 page.
 */
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
  if (!group || !enrollment.season) throw new Response("Page Not Found", { status: 404 });
  const { dateStart, dateEnd, scheduleMaxDate } = enrollment.season;
  return { ...signedIn, setup, group, season: { dateStart, dateEnd, scheduleMaxDate } };
}

/**
 * The API refused a schedule form (ValidatedForm): its errors at the form's
 * own fields, or its message at the first field; the typed values come back.
 * A refusal answers 400 and a fault (5xx) keeps its status.
 */
export async function formRefused(
  session: Session,
  error: UpstreamError,
  values: unknown,
  { formId, fields }: { formId: string; fields: readonly string[] },
) {
  const atFields = Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([name]) => fields.includes(name))
      .map(([name, messages]) => [name, messages[0]]),
  );
  return validationError(
    { fieldErrors: Object.keys(atFields).length > 0 ? atFields : { [fields[0]]: error.message }, formId },
    values,
    { status: error.status >= 500 ? error.status : 400, headers: await session.commit() },
  );
}
