// A .server module, so nothing it imports reaches the page's JavaScript (QUALITY.md budget).
import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";

import { passwordRecoverySchema } from "~/areas/account/password-recovery.rules";
import { isPasswordTokenUsable, setPasswordFromLink } from "~/areas/account/password-token.server";
import { requestPasswordLink } from "~/lib/api/auth.server";
import { readForm, upstreamFailure, validateForm } from "~/lib/forms/forms.server";
import { assertSameOrigin } from "~/lib/http/same-origin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (token === null) return json({ step: "request" as const, token: "" });
  return json({ step: (await isPasswordTokenUsable(token)) ? ("set" as const) : ("invalid" as const), token });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const formData = await readForm(request);
  if (formData.has("token")) {
    return setPasswordFromLink(formData, "Hasło zostało zmienione. Zaloguj się nowym hasłem.");
  }

  const { data, values, failure } = validateForm(passwordRecoverySchema, formData);
  if (failure) return failure;
  try {
    await requestPasswordLink(data.email, request);
  } catch (error) {
    return upstreamFailure(error, values, { field: "email" });
  }
  return json({ sent: true });
}
