import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { loginSchema } from "~/components/account/form-schemas.server";
import { ErrorSummary } from "~/components/form/error-summary";
import { PublicForm } from "~/components/form/public-form";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { upstreamFailure, validateForm } from "~/lib/forms.server";
import type { RouteHandle } from "~/lib/route-handle";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { FORM_KEPT_MESSAGE, Session } from "~/lib/session.server";
import { logIn } from "~/lib/api/auth.server";
import { UpstreamError } from "~/lib/api/errors.server";

export const handle: RouteHandle = { title: "Zaloguj się do platformy", layout: "form", siteMap: "Konto" };

// The action validates with loginSchema; the page fetches it on the first focus, keeping zod out of its JavaScript.
const loadLoginSchema = () => import("~/components/account/login-schema").then((module) => module.loginSchema);

const LABELS = { email: "Adres e-mail", password: "Hasło" };

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/konto");
  const session = await Session.fromRequest(request);
  if (session.isSignedIn) throw redirect(redirectTo);
  // The session ended while a form was open there: say why the teacher is here, and that nothing is lost.
  // (The text comes with the data: the session module never reaches the browser.)
  const notice = (await session.hasKeptFormFor(redirectTo)) ? FORM_KEPT_MESSAGE : null;
  return json({ redirectTo, notice });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  // Typed values come back after a failed submit; the password never does.
  const { data, values, failure } = await validateForm(loginSchema, await request.formData());
  if (failure) return failure;

  const session = await Session.fromRequest(request);
  try {
    session.start(await logIn({ email: data.email, password: data.password }, request));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return upstreamFailure(error, values, { field: "email" });
  }
  return redirect(safeRedirectPath(data.redirectTo, "/konto"), { headers: await session.commit() });
}

export default function LoginPage() {
  const { redirectTo, notice } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Zaloguj się do platformy</h1>
      {notice ? (
        <p className="panel-notice" role="status">
          {notice}
        </p>
      ) : null}
      <p>
        Użyj adresu <span className="nowrap">e-mail</span> i hasła konta założonego przy zapisie na szkolenie.
      </p>
      <PublicForm schema={loadLoginSchema} defaultValues={{ redirectTo }}>
        <ErrorSummary labels={LABELS} />
        <TextField name="email" label={LABELS.email} type="email" autoComplete="email" spellCheck={false} />
        <TextField name="password" label={LABELS.password} type="password" autoComplete="current-password" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SubmitButton pendingLabel="Logowanie…">Zaloguj się</SubmitButton>
      </PublicForm>
      <p className="form__after">
        <Link to="/przywracanie-hasla">Nie pamiętasz hasła?</Link>
      </p>
    </>
  );
}
