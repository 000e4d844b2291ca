import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { passwordRecoverySchema } from "~/components/account/form-schemas.server";
import { SetPasswordForm } from "~/components/account/set-password-form";
import { ErrorSummary } from "~/components/form/error-summary";
import { PublicForm } from "~/components/form/public-form";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { upstreamFailure, validateForm } from "~/lib/forms.server";
import { PASSWORD_LINK_INVALID } from "~/lib/password-token";
import { isPasswordTokenUsable, setPasswordFromLink } from "~/lib/password-token.server";
import type { RouteHandle } from "~/lib/route-handle";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { requestPasswordLink } from "~/lib/api/auth.server";
import { UpstreamError } from "~/lib/api/errors.server";

export const handle: RouteHandle = { title: "Przywracanie hasła", layout: "form", siteMap: "Konto" };

// The action validates with passwordRecoverySchema; the page fetches it on the first focus, keeping zod out of its JavaScript.
const loadRecoverySchema = () =>
  import("~/components/account/password-recovery-schema").then((module) => module.passwordRecoverySchema);

/** The same answer whether or not the address has an account: nobody learns who is registered. */
const NEUTRAL_CONFIRMATION =
  "Jeśli konto z tym adresem istnieje, wysłaliśmy na niego link do ustawienia nowego hasła. Link jest ważny 24 godziny. Sprawdź też folder ze spamem.";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (token === null) return json({ step: "request" as const, token: "" });
  return json({ step: (await isPasswordTokenUsable(token)) ? ("set" as const) : ("invalid" as const), token });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const formData = await request.formData();
  if (formData.has("token")) {
    return setPasswordFromLink(formData, "Hasło zostało zmienione. Zaloguj się nowym hasłem.");
  }

  const { data, values, failure } = await validateForm(passwordRecoverySchema, formData);
  if (failure) return failure;
  try {
    await requestPasswordLink(data.email, request);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return upstreamFailure(error, values, { field: "email" });
  }
  return json({ sent: true });
}

export default function PasswordRecoveryPage() {
  const { step, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sent = actionData !== undefined && "sent" in actionData;

  if (step === "invalid") {
    return (
      <>
        <h1>Przywracanie hasła</h1>
        <p>{PASSWORD_LINK_INVALID}</p>
        <p>
          <Link to="/przywracanie-hasla" className="button">
            Wyślij nowy link
          </Link>
        </p>
      </>
    );
  }

  if (step === "set") {
    return (
      <>
        <h1>Ustaw nowe hasło</h1>
        <p>Wpisz nowe hasło do swojego konta. Po zapisaniu przejdziesz do logowania.</p>
        <SetPasswordForm token={token} submitLabel="Zapisz nowe hasło" />
      </>
    );
  }

  return (
    <>
      <h1>Przywracanie hasła</h1>
      {sent ? (
        <div className="panel-confirmation" role="status">
          <h2>Sprawdź skrzynkę e-mail</h2>
          <p>{NEUTRAL_CONFIRMATION}</p>
        </div>
      ) : (
        <>
          <p>
            Podaj adres <span className="nowrap">e-mail</span>, którego używasz na platformie. Wyślemy na niego link do
            ustawienia nowego hasła.
          </p>
          <PublicForm schema={loadRecoverySchema}>
            <ErrorSummary labels={{ email: "Adres e-mail" }} />
            <TextField name="email" label="Adres e-mail" type="email" autoComplete="email" spellCheck={false} />
            <SubmitButton>Wyślij link</SubmitButton>
          </PublicForm>
        </>
      )}
      <p className="form__after">
        <Link to="/logowanie">Wróć do logowania</Link>
      </p>
    </>
  );
}
