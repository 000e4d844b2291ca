import { Form, useLoaderData } from "@remix-run/react";

import { NameSearch } from "~/areas/staff/name-search";
import { STAFF_ACCOUNT_FORM, STAFF_ACCOUNT_LABELS, staffAccountValidator } from "~/areas/staff/staff-account.form";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { ValidatedForm } from "~/components/form/validated-form";
import { formatDateTime } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./people.server";

export { action, loader } from "./people.server";

export const handle: RouteHandle = { title: "Konta" };

function AccountAction({
  id,
  query,
  intent,
  label,
  email,
}: {
  id: number;
  query: string;
  intent: string;
  label: string;
  email: string;
}) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="szukaj" value={query} />
      <button type="submit" className="button button--secondary">
        {label}
        <span className="visually-hidden">: {email}</span>
      </button>
    </Form>
  );
}

export default function PeoplePage() {
  const { query, order, people, ownEmail } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Konta</h1>
      <p>
        Znajdź konto nauczyciela lub osoby z biura. Zablokowane konto nie może się zalogować, a jego otwarte sesje
        kończą się od razu. Każda zmiana trafia do dziennika zdarzeń.
      </p>
      <NameSearch
        path="/biuro/osoby"
        label="Szukaj konta"
        query={query}
        order={order}
        found={people}
        item={(person) => (
          <>
            <h2 className="staff-list__title">{person.name || person.email}</h2>
            <p className="staff-list__detail">
              {person.email} · {person.isStaff ? "biuro programu" : "nauczyciel"} ·{" "}
              {person.isActive ? "aktywne" : <strong>zablokowane</strong>} ·{" "}
              {person.hasPassword ? "hasło ustawione" : "bez hasła"} ·{" "}
              {person.lastLoginAt
                ? `ostatnie logowanie ${formatDateTime(person.lastLoginAt)}`
                : "jeszcze się nie logowało"}
            </p>
            <div className="staff-actions">
              {!person.hasPassword && person.isActive ? (
                <AccountAction
                  id={person.id}
                  query={query}
                  intent="link"
                  label="Wyślij ponownie link do hasła"
                  email={person.email}
                />
              ) : null}
              {person.email === ownEmail ? null : (
                <AccountAction
                  id={person.id}
                  query={query}
                  intent={person.isActive ? "disable" : "enable"}
                  label={person.isActive ? "Zablokuj konto" : "Odblokuj konto"}
                  email={person.email}
                />
              )}
            </div>
          </>
        )}
      />

      <section aria-labelledby="nowe-konto" className="staff-form">
        <h2 id="nowe-konto">Nowe konto biura</h2>
        <p>
          Osoba z biura widzi dane wszystkich nauczycieli. Na podany adres wyślemy link do ustawienia hasła; konto biura
          zakłada się na osobny adres, nie na konto nauczyciela.
        </p>
        <ValidatedForm id={STAFF_ACCOUNT_FORM} validator={staffAccountValidator} method="post" noValidate>
          <ErrorSummary labels={STAFF_ACCOUNT_LABELS} />
          <TextField name="email" label={STAFF_ACCOUNT_LABELS.email} type="email" autoComplete="off" />
          <TextField name="firstname" label={STAFF_ACCOUNT_LABELS.firstname} autoComplete="off" />
          <TextField name="lastname" label={STAFF_ACCOUNT_LABELS.lastname} autoComplete="off" />
          <input type="hidden" name="intent" value="create" />
          <SubmitButton pendingLabel="Zakładanie…">Załóż konto biura</SubmitButton>
        </ValidatedForm>
      </section>
    </>
  );
}
