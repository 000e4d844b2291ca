import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { confirmSecondFactor } from "~/lib/api/second-factor.server";
import { readForm } from "~/lib/forms.server";
import { requireStaffPassword } from "~/lib/guards.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { SECOND_FACTOR_FORM, secondFactorCodeValidator } from "~/lib/second-factor-form";
import { codeRefused } from "~/lib/second-factor-refusal.server";
import { redirectWithSuccess } from "~/lib/toast.server";

/** /logowanie/kod: a staff session is confirmed with a code before the office's screens open. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, profile, redirectTo } = await requireStaffPassword(request);
  const headers = await session.commit();
  if (profile.secondFactor === "confirmed") throw redirect(redirectTo, { headers });
  if (profile.secondFactor === "set-up") {
    throw redirect(`/logowanie/aplikacja?${new URLSearchParams({ redirectTo })}`, { headers });
  }
  return json({ redirectTo }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { session, redirectTo } = await requireStaffPassword(request);
  const result = await secondFactorCodeValidator.validate(await readForm(request));
  if (result.error) return validationError({ ...result.error, formId: SECOND_FACTOR_FORM }, result.submittedData);
  try {
    await confirmSecondFactor(session, result.data.code);
  } catch (error) {
    return codeRefused(session, error, redirectTo);
  }
  return redirectWithSuccess(redirectTo, "Logowanie potwierdzone.", { headers: await session.commit() });
}
