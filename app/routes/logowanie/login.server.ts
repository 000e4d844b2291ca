// A .server module, so nothing it imports reaches the page's JavaScript (QUALITY.md budget).
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { loginSchema } from "~/areas/account/login.rules";
import { logIn } from "~/lib/api/auth.server";
import { readForm, upstreamFailure, validateForm } from "~/lib/forms/forms.server";
import { landingPath, safeRedirectPath } from "~/lib/http/safe-redirect";
import { assertSameOrigin } from "~/lib/http/same-origin.server";
import { redirectWithSession } from "~/lib/responses.server";
import { FORM_KEPT_MESSAGE, Session } from "~/lib/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/konto");
  const session = await Session.fromRequest(request);
  if (session.isSignedIn) throw redirect(redirectTo);
  // The text comes with the data: the session module never reaches the browser.
  const notice = (await session.hasKeptFormFor(redirectTo)) ? FORM_KEPT_MESSAGE : null;
  return json({ redirectTo, notice });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  // The password never comes back.
  const { data, values, failure } = validateForm(loginSchema, await readForm(request));
  if (failure) return failure;

  const session = await Session.fromRequest(request);
  let isStaff: boolean;
  try {
    const answer = await logIn({ email: data.email, password: data.password, remember: data.remember }, request);
    session.start(answer.tokens);
    isStaff = answer.isStaff;
  } catch (error) {
    return upstreamFailure(error, values, { field: "email" });
  }
  return redirectWithSession(session, landingPath(safeRedirectPath(data.redirectTo, "/konto"), isStaff));
}
