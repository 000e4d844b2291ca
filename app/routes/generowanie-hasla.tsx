import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { SetPasswordForm } from "~/components/account/set-password-form";
import { PASSWORD_LINK_INVALID } from "~/lib/password-token";
import { isPasswordTokenUsable, setPasswordFromLink } from "~/lib/password-token.server";
import type { RouteHandle } from "~/lib/route-handle";
import { assertSameOrigin } from "~/lib/same-origin.server";

export const handle: RouteHandle = { title: "Generowanie hasła", layout: "article" };

/** The first password of an account made at registration, from the link in its welcome e-mail. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return json({ token: token ?? "", usable: await isPasswordTokenUsable(token) });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return setPasswordFromLink(await request.formData(), "Hasło zostało ustawione. Zaloguj się do platformy.");
}

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
