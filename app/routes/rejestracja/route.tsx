import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { ProfileFormFields } from "~/areas/account/profile-form-fields";
import { loadEventCodeRules, loadRegistrationRules, PROFILE_LABELS } from "~/areas/account/registration.form";
import { ErrorSummary } from "~/components/form/error-summary";
import { PublicForm } from "~/components/form/public-form";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import type { RouteHandle } from "~/lib/route-handle";

import type { action, CongressEvent, loader } from "./registration.server";

export { action, loader } from "./registration.server";

export const handle: RouteHandle = {
  title: "Rejestracja na kongres",
  layout: "form",
  siteMap: "Kongres",
  secretSearchParams: ["kod"],
};

/** Separate components, so step two's form is built anew rather than reusing step one's inputs. */
export default function RegistrationPage() {
  const { code, event, codeRefusal } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  if (actionData && "registeredEmail" in actionData) {
    return <Registered email={actionData.registeredEmail} city={actionData.city} />;
  }
  if (!event) return <CodeStep code={code} codeRefusal={codeRefusal} />;
  return <DetailsStep code={code} event={event} />;
}

function Registered({ email, city }: { email: string; city: string }) {
  return (
    <>
      <h1>Rejestracja na kongres</h1>
      <div className="panel-confirmation" role="status">
        <h2>Sprawdź skrzynkę e-mail</h2>
        <p>
          Na adres {email} wysłaliśmy wiadomość z dalszymi krokami. Nowe konto aktywujesz, ustawiając hasło linkiem z
          wiadomości (link jest ważny 24 godziny). Po zalogowaniu znajdziesz agendę kongresu w mieście {city}.
        </p>
      </div>
      <p>Nie widzisz wiadomości po kilku minutach? Zajrzyj do folderu spam.</p>
      <p>
        Masz już konto? <Link to="/logowanie">Zaloguj się</Link>
      </p>
    </>
  );
}

function CodeStep({ code, codeRefusal }: { code: string; codeRefusal: string | null }) {
  return (
    <>
      <h1>Rejestracja na kongres</h1>
      <p>Podaj kod kongresu otrzymany od organizatorów. Kod wskazuje miasto, w którym weźmiesz udział.</p>
      <PublicForm schema={loadEventCodeRules} defaultValues={{ kod: code }}>
        <ErrorSummary labels={{ kod: "Kod kongresu" }} />
        {codeRefusal ? (
          <p className="field__error" role="alert">
            {codeRefusal}
          </p>
        ) : null}
        <input type="hidden" name="krok" value="kod" />
        <TextField name="kod" label="Kod kongresu" autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        <SubmitButton>Dalej</SubmitButton>
      </PublicForm>
    </>
  );
}

function DetailsStep({ code, event }: { code: string; event: CongressEvent & { dates: string } }) {
  return (
    <>
      <h1>Rejestracja na kongres</h1>
      <p>
        {event.name}
        {event.dates}, {event.city}. Po rejestracji wyślemy Ci <span className="nowrap">e-mail</span> z linkiem do
        ustawienia hasła.
      </p>
      <PublicForm schema={loadRegistrationRules}>
        <ErrorSummary labels={PROFILE_LABELS} />
        <input type="hidden" name="kod" value={code} />
        <ProfileFormFields withEmail />
        <SubmitButton pendingLabel="Rejestrowanie…">Zarejestruj się</SubmitButton>
      </PublicForm>
    </>
  );
}
