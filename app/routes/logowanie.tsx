import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { z } from "zod";

import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import type { RouteHandle } from "~/lib/route-handle";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { Session } from "~/lib/session.server";
import { errorToastHeaders } from "~/lib/toast.server";
import { upstream, UpstreamError } from "~/lib/upstream.server";
import { email, required } from "~/lib/validation";

export const handle: RouteHandle = { title: "Zaloguj się do platformy", layout: "form", siteMap: "Konto" };

const validator = withZod(
  z.object({
    email,
    password: required,
    redirectTo: z.string().optional(),
  }),
);

const LABELS = { email: "Adres e-mail", password: "Hasło" };

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/konto");
  if ((await Session.fromRequest(request)).isSignedIn) throw redirect(redirectTo);
  return json({ redirectTo });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const result = await validator.validate(await request.formData());
  // Typed values come back after a failed submit; the password never does.
  const repopulate = { email: String(result.submittedData.email ?? ""), redirectTo: String(result.submittedData.redirectTo ?? "") };
  if (result.error) return validationError(result.error, repopulate);

  const session = await Session.fromRequest(request);
  try {
    const answer = await upstream<{ token: string; refresh: string }>("/pl/api/auth/login/", {
      method: "POST",
      body: { email: result.data.email, password: result.data.password },
      headers: forwardedFor(request),
    });
    session.start({ token: answer.token, refresh: answer.refresh });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const formError = validationError({ fieldErrors: { email: error.message } }, repopulate, {
      status: error.status >= 500 ? error.status : 400,
      headers: error.status >= 500 || error.status === 429 ? await errorToastHeaders(error.message) : undefined,
    });
    return formError;
  }
  return redirect(safeRedirectPath(result.data.redirectTo, "/konto"), { headers: await session.commit() });
}

/** The API limits login attempts per address; tell it whose they are. */
function forwardedFor(request: Request): Record<string, string> {
  const forwarded = request.headers.get("x-forwarded-for");
  return forwarded ? { "X-Forwarded-For": forwarded } : {};
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Zaloguj się do platformy</h1>
      <p>Użyj adresu e-mail i hasła konta, które założyłeś przy zapisie na szkolenie.</p>
      <ValidatedForm validator={validator} method="post" noValidate defaultValues={{ redirectTo }}>
        <ErrorSummary labels={LABELS} />
        <TextField name="email" label={LABELS.email} type="email" autoComplete="email" spellCheck={false} />
        <TextField name="password" label={LABELS.password} type="password" autoComplete="current-password" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SubmitButton pendingLabel="Logowanie…">Zaloguj się</SubmitButton>
      </ValidatedForm>
      <p className="form__after">
        <Link to="/przywracanie-hasla">Nie pamiętasz hasła?</Link>
      </p>
    </>
  );
}
