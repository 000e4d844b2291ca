import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { SecondFactorCodeForm } from "~/areas/account/second-factor-code-form";
import type { RouteHandle } from "~/lib/route-handle";

import type { action, loader } from "./set-up.server";

import "~/areas/account/second-factor.css";

export { action, loader } from "./set-up.server";

export const handle: RouteHandle = { title: "Ustaw aplikację uwierzytelniającą", layout: "form" };

export default function SetUpAuthenticatorPage() {
  const { redirectTo, email, setUp } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  if (done && "recoveryCodes" in done) {
    return (
      <>
        <h1>Aplikacja ustawiona</h1>
        <p role="status">Od teraz każde logowanie do biura potwierdzasz kodem z aplikacji.</p>
        <h2>Kody zapasowe</h2>
        <p>
          Zapisz je teraz i przechowuj poza telefonem (np. wydrukowane, w zamkniętej szafie): pozwolą się zalogować, gdy
          telefon zginie. Każdy kod działa raz. Tej listy nie pokażemy ponownie.
        </p>
        <ol className="recovery-codes" aria-label="Kody zapasowe">
          {done.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <p>
          <Link to={redirectTo} className="button">
            Kody zapisane: przejdź dalej
          </Link>
        </p>
      </>
    );
  }
  if (!setUp) {
    return (
      <>
        <h1>Aplikacja ustawiona</h1>
        <p>Aplikacja uwierzytelniająca tego konta jest już ustawiona, a logowanie potwierdzone.</p>
        <p>
          <Link to={redirectTo} className="button">
            Przejdź dalej
          </Link>
        </p>
      </>
    );
  }
  const { secret, qrSvg } = setUp;
  return (
    <>
      <h1>Ustaw aplikację uwierzytelniającą</h1>
      <p>
        Konto biura programu widzi dane nauczycieli i ankiety uczniów, dlatego logowanie ma drugi krok: kod z aplikacji
        w telefonie. Ustawiasz ją raz.
      </p>
      <ol className="set-up-steps">
        <li>
          Zainstaluj w telefonie aplikację uwierzytelniającą, np. Google Authenticator, Microsoft Authenticator albo
          FreeOTP.
        </li>
        <li>
          <p>Dodaj w niej konto, skanując ten kod QR:</p>
          <div
            className="qr-code"
            role="img"
            aria-label={`Kod QR konta ${email} w aplikacji uwierzytelniającej`}
            // Drawn on the server from the API's otpauth address: our own markup, not user input.
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <p>
            Albo wpisz klucz ręcznie (konto: {email}, rodzaj: oparty na czasie):{" "}
            <code className="secret">{secret}</code>
          </p>
        </li>
        <li>Wpisz kod, który aplikacja pokaże:</li>
      </ol>
      <SecondFactorCodeForm
        action={`/logowanie/aplikacja?${new URLSearchParams({ redirectTo })}`}
        hint="Sześć cyfr."
        codeInput={{ inputMode: "numeric", spellCheck: false }}
      >
        Włącz weryfikację dwuetapową
      </SecondFactorCodeForm>
    </>
  );
}
