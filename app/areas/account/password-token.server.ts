import { isPasswordTokenUsable as isUsable, setPasswordWithToken } from "~/lib/api/auth.server";
import { UpstreamError } from "~/lib/api/errors.server";
import { formFailure, upstreamFailure, validateForm } from "~/lib/forms/forms.server";
import { redirectWithSuccess } from "~/lib/toast.server";

import { PASSWORD_LINK_INVALID } from "./set-password.form";
import { setPasswordSchema } from "./set-password.rules";

// The recovery and first-password links use the same API calls (DESIGN §4).

export async function isPasswordTokenUsable(token: string | null): Promise<boolean> {
  if (!token || token.length > 200) return false;
  return isUsable(token);
}

export async function setPasswordFromLink(formData: FormData, successMessage: string): Promise<Response> {
  // Only passwords and the token are posted: nothing is shown again.
  const { data, failure } = validateForm(setPasswordSchema, formData, { omit: ["token"] });
  if (failure) return failure;
  try {
    await setPasswordWithToken(data.token, data.password);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 404) return formFailure({ password: PASSWORD_LINK_INVALID });
    return upstreamFailure(error, {}, { field: "password", message: error.fieldErrors.password?.[0] ?? error.message });
  }
  return redirectWithSuccess("/logowanie", successMessage);
}
