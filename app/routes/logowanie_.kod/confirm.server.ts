import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { confirmSecondFactor } from "~/areas/account/api/second-factor.server";
import { SECOND_FACTOR_FORM, secondFactorCodeValidator } from "~/areas/account/second-factor.form";
import { codeRefused } from "~/areas/account/second-factor-refusal.server";
import { readForm } from "~/lib/forms/forms.server";
import { requireStaffPassword } from "~/lib/guards.server";
import { jsonWithSession, redirectWithSession, redirectWithToast } from "~/lib/responses.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, profile, redirectTo } = await requireStaffPassword(request);
  if (profile.secondFactor === "confirmed") throw await redirectWithSession(session, redirectTo);
  if (profile.secondFactor === "set-up") {
    throw await redirectWithSession(session, `/logowanie/aplikacja?${new URLSearchParams({ redirectTo })}`);
  }
  return jsonWithSession(session, { redirectTo });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, redirectTo } = await requireStaffPassword(request);
  const result = await secondFactorCodeValidator.validate(await readForm(request));
  if (result.error) return validationError({ ...result.error, formId: SECOND_FACTOR_FORM }, result.submittedData);
  try {
    await confirmSecondFactor(session, result.data.code, request);
  } catch (error) {
    return codeRefused(session, error, redirectTo);
  }
  return redirectWithToast(session, redirectTo, { success: "Logowanie potwierdzone." });
}
