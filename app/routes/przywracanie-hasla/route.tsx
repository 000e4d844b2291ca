import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { loadPasswordRecoveryRules } from "~/areas/account/password-recovery.form";
import { PASSWORD_LINK_INVALID } from "~/areas/account/set-password.form";
import { SetPasswordForm } from "~/areas/account/set-password-form";
import { ErrorSummary } from "~/components/form/error-summary";
import { PublicForm } from "~/components/form/public-form";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import type { RouteHandle } from "~/lib/route-handle";

import type { action, loader } from "./recovery.server";

export { action, loader } from "./recovery.server";

export const handle: RouteHandle = {
  title: "Przywracanie hasła",
  layout: "form",
  siteMap: "Konto",
  secretSearchParams: ["token"],
};

/** Nobody learns who is registered. */
const NEUTRAL_CONFIRMATION =
  "Jeśli konto z tym adresem istnieje, wysłaliśmy na niego link do ustawienia nowego hasła. Link jest ważny 24 godziny. Sprawdź też folder ze spamem.";

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
          <PublicForm schema={loadPasswordRecoveryRules}>
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
