import { Form, useLoaderData } from "@remix-run/react";

import {
  FilterForm,
  OrderSelect,
  pageCount,
  pageHref,
  RESULT_FORMS,
  ResultCount,
  SearchField,
} from "~/areas/staff/list-filters";
import { NAME_ORDER_OPTIONS } from "~/areas/staff/list-query";
import { PageLinks } from "~/areas/staff/page-links";
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
  const kept = { szukaj: query, kolejnosc: order === NAME_ORDER_OPTIONS[0].slug ? "" : order };
  const pages = people ? pageCount(people) : 1;
  return (
    <>
      <h1>Konta</h1>
      <p>
        Znajdź konto nauczyciela lub osoby z biura. Zablokowane konto nie może się zalogować, a jego otwarte sesje
        kończą się od razu. Każda zmiana trafia do dziennika zdarzeń.
      </p>
      <FilterForm action="/biuro/osoby" label="Szukaj konta" submitLabel="Szukaj">
        <SearchField
          name="szukaj"
          label="Imię, nazwisko, e-mail, telefon lub kod pocztowy"
          defaultValue={query}
          minLength={2}
          maxLength={100}
        />
        <OrderSelect id="kolejnosc" options={NAME_ORDER_OPTIONS} value={order} />
      </FilterForm>

      {people === null ? null : people.count === 0 ? (
        <p role="status">Nie znaleziono konta.</p>
      ) : (
        <ResultCount count={people.count} page={people.page} pages={pages} forms={RESULT_FORMS} />
      )}
      {people && people.results.length > 0 ? (
        <ol className="staff-list" aria-label="Znalezione konta">
          {people.results.map((person) => (
            <li key={person.id} className="staff-list__item">
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
            </li>
          ))}
        </ol>
      ) : null}
      {people ? (
        <PageLinks
          page={people.page}
          pages={pages}
          label="Strony wyników"
          href={pageHref("/biuro/osoby", kept)}
          jump={{ action: "/biuro/osoby", filters: kept }}
        />
      ) : null}

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
