import { Link, useLoaderData } from "@remix-run/react";

import { PASSWORD_LINK_INVALID } from "~/areas/account/set-password.form";
import { SetPasswordForm } from "~/areas/account/set-password-form";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./first-password.server";

export { action, loader } from "./first-password.server";

export const handle: RouteHandle = { title: "Generowanie hasła", layout: "article", secretSearchParams: ["token"] };

export default function PasswordGenerationPage() {
  const { token, usable } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Generowanie hasła</h1>
      {usable ? (
        <>
          <p>
            Witamy na platformie programu Sport Kluby. Ustaw hasło do swojego nowego konta — od teraz będziesz logować
            się nim razem z adresem <span className="nowrap">e-mail</span> podanym przy rejestracji.
          </p>
          <SetPasswordForm token={token} submitLabel="Ustaw hasło" />
        </>
      ) : (
        <>
          <p>
            Tutaj ustawisz pierwsze hasło do konta, korzystając z linku z wiadomości powitalnej.{" "}
            {token ? (
              PASSWORD_LINK_INVALID
            ) : (
              <>
                Otwórz tę stronę z linku w wiadomości <span className="nowrap">e-mail</span>.
              </>
            )}
          </p>
          <p>
            <Link to="/przywracanie-hasla">Poproś o nowy link</Link>
          </p>
        </>
      )}
    </>
  );
}
