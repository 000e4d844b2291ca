import { useLoaderData } from "@remix-run/react";

import { SecondFactorCodeForm } from "~/areas/account/second-factor-code-form";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./confirm.server";

export { action, loader } from "./confirm.server";

export const handle: RouteHandle = { title: "Potwierdź logowanie", layout: "form" };

export default function ConfirmLoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Potwierdź logowanie</h1>
      <p>
        Konto biura programu widzi dane nauczycieli i ankiety uczniów, dlatego logowanie ma drugi krok. Otwórz aplikację
        uwierzytelniającą w telefonie i wpisz kod, który pokazuje przy „Sport Kluby — biuro programu”.
      </p>
      <SecondFactorCodeForm
        action={`/logowanie/kod?${new URLSearchParams({ redirectTo })}`}
        hint="Sześć cyfr. Bez telefonu wpisz jeden z kodów zapasowych zapisanych przy ustawianiu aplikacji, np. ABCDE-FGHJK; każdy działa raz."
        codeInput={{ spellCheck: false, autoCapitalize: "characters" }}
      >
        Potwierdź
      </SecondFactorCodeForm>
      <p className="form__after">
        Nie masz telefonu ani kodów zapasowych? Napisz do administratora platformy: ustawi aplikację od nowa.
      </p>
    </>
  );
}
