import { Link, useLoaderData } from "@remix-run/react";

import { loadLoginRules, LOGIN_LABELS as LABELS } from "~/areas/account/login.form";
import { Checkbox } from "~/components/form/checkbox";
import { ErrorSummary } from "~/components/form/error-summary";
import { PublicForm } from "~/components/form/public-form";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./login.server";

export { action, loader } from "./login.server";

export const handle: RouteHandle = { title: "Zaloguj się do platformy", layout: "form", siteMap: "Konto" };

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
        Użyj adresu <span className="nowrap">e-mail</span> i hasła konta założonego przy rejestracji na kongres.
      </p>
      <PublicForm schema={loadLoginRules} defaultValues={{ redirectTo }}>
        <ErrorSummary labels={LABELS} />
        <TextField name="email" label={LABELS.email} type="email" autoComplete="email" spellCheck={false} />
        <TextField name="password" label={LABELS.password} type="password" autoComplete="current-password" />
        <Checkbox
          name="remember"
          label={LABELS.remember}
          hint="Tylko na komputerze, z którego nie korzysta nikt inny. Bez tego wylogujemy Cię po 30 minutach bez aktywności i po zamknięciu przeglądarki."
        />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SubmitButton pendingLabel="Logowanie…">Zaloguj się</SubmitButton>
      </PublicForm>
      <p className="form__after">
        <Link to="/przywracanie-hasla">Nie pamiętasz hasła?</Link>
      </p>
    </>
  );
}
