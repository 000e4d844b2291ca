import { useLoaderData } from "@remix-run/react";

import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { ValidatedForm } from "~/components/form/validated-form";
import type { RouteHandle } from "~/lib/route-handle";
import { SECOND_FACTOR_FORM, secondFactorCodeValidator } from "~/areas/account/second-factor.form";

import type { loader } from "./confirm.server";

export { action, loader } from "./confirm.server";

export const handle: RouteHandle = { title: "Potwierdź logowanie", layout: "form" };

const LABELS = { code: "Kod z aplikacji" };

export default function ConfirmLoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Potwierdź logowanie</h1>
      <p>
        Konto biura programu widzi dane nauczycieli i ankiety uczniów, dlatego logowanie ma drugi krok. Otwórz aplikację
        uwierzytelniającą w telefonie i wpisz kod, który pokazuje przy „Sport Kluby — biuro programu”.
      </p>
      <ValidatedForm
        id={SECOND_FACTOR_FORM}
        validator={secondFactorCodeValidator}
        method="post"
        action={`/logowanie/kod?${new URLSearchParams({ redirectTo })}`}
        noValidate
      >
        <ErrorSummary labels={LABELS} />
        <TextField
          name="code"
          label={LABELS.code}
          hint="Sześć cyfr. Bez telefonu wpisz jeden z kodów zapasowych zapisanych przy ustawianiu aplikacji, np. ABCDE-FGHJK; każdy działa raz."
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="characters"
        />
        <SubmitButton pendingLabel="Sprawdzanie…">Potwierdź</SubmitButton>
      </ValidatedForm>
      <p className="form__after">
        Nie masz telefonu ani kodów zapasowych? Napisz do administratora platformy: ustawi aplikację od nowa.
      </p>
    </>
  );
}
