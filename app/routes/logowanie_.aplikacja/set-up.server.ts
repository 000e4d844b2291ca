import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import QRCode from "qrcode";
import { validationError } from "remix-validated-form";

import { enableSecondFactor, setUpSecondFactor } from "~/areas/account/api/second-factor.server";
import { SECOND_FACTOR_FORM, secondFactorCodeValidator } from "~/areas/account/second-factor.form";
import { codeRefused } from "~/areas/account/second-factor-refusal.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { readForm } from "~/lib/forms/forms.server";
import { requireStaffPassword } from "~/lib/guards.server";
import { jsonWithSession, redirectWithSession } from "~/lib/responses.server";

/** The QR code is SVG drawn here: no script, no image request, nothing sent elsewhere. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, profile, redirectTo } = await requireStaffPassword(request);
  if (profile.secondFactor === "confirmed") {
    return jsonWithSession(session, { redirectTo, email: profile.email, setUp: null });
  }
  if (profile.secondFactor === "confirm") {
    throw await redirectWithSession(session, `/logowanie/kod?${new URLSearchParams({ redirectTo })}`);
  }
  const { secret, otpauthUri } = await setUpSecondFactor(session).catch(asErrorResponse);
  const qrSvg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return jsonWithSession(session, {
    redirectTo,
    email: profile.email,
    setUp: { secret: secret.match(/.{1,4}/g)!.join(" "), qrSvg },
  });
}

/** The recovery codes come back on this page, once. */
export async function action({ request }: ActionFunctionArgs) {
  const { session, redirectTo } = await requireStaffPassword(request);
  const result = await secondFactorCodeValidator.validate(await readForm(request));
  if (result.error) return validationError({ ...result.error, formId: SECOND_FACTOR_FORM }, result.submittedData);
  try {
    const recoveryCodes = await enableSecondFactor(session, result.data.code, request);
    return jsonWithSession(session, { recoveryCodes });
  } catch (error) {
    return codeRefused(session, error, redirectTo);
  }
}
