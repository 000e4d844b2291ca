import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { formRefused, isToldOnForm } from "~/lib/forms/forms.server";
import { redirectWithToast } from "~/lib/responses.server";
import type { Session } from "~/lib/session.server";

import { SECOND_FACTOR_FIELDS, SECOND_FACTOR_FORM } from "./second-factor.form";

/** A wrong code or a 429 wait at the field; a login the API ended (too many codes) goes back to the password. */
export async function codeRefused(session: Session, error: unknown, redirectTo: string) {
  if (!(error instanceof UpstreamError)) return asErrorResponse(error);
  if (error.status === 403) {
    await session.logout();
    return redirectWithToast(session, `/logowanie?${new URLSearchParams({ redirectTo })}`, { error: error.message });
  }
  if (!isToldOnForm(error, [400, 429])) return asErrorResponse(error);
  return formRefused(session, error, {}, { formId: SECOND_FACTOR_FORM, fields: SECOND_FACTOR_FIELDS, field: "code" });
}
