import { Form, Link, useLoaderData } from "@remix-run/react";

import { AgendaItemForm } from "~/areas/congress/congress-forms";
import { StaffSelect } from "~/areas/staff/list-filters";
import { EXPERT_ROLES } from "~/lib/contract/constants";
import { AGENDA_PART_NAMES, EXPERT_ROLE_NAMES } from "~/lib/contract/staff-congress";
import { formatDateTime, formatWallClock } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./item.server";

export { action, loader } from "./item.server";

export const handle: RouteHandle = { title: "Punkt programu" };

type Person = { name: string; email: string; phone: string; city: string; at: string };

function People({ people, label, empty }: { people: Person[]; label: string; empty: string }) {
  if (people.length === 0) return <p role="status">{empty}</p>;
  return (
    <ol className="staff-list" aria-label={label}>
      {people.map((person) => (
        <li key={person.email} className="staff-list__item">
          <p className="staff-list__title">{person.name || person.email}</p>
          <p className="staff-list__detail">
            {person.email} · {person.phone || "bez telefonu"} · {person.city || "–"} · zapis {formatDateTime(person.at)}
          </p>
        </li>
      ))}
    </ol>
  );
}

export default function AgendaItemPage() {
  const { item } = useLoaderData<typeof loader>();
  const assigned = new Set(item.experts.map((expert) => expert.id));
  const available = item.allExperts.filter((expert) => !assigned.has(expert.id));
  const download = (format: "csv" | "xlsx") => `/biuro/punkty/${item.id}/uczestnicy?format=${format}`;
  return (
    <>
      <h1>{item.name}</h1>
      <p>
        {item.eventName} · {formatWallClock(item.datetimeStart)}–{item.datetimeEnd.slice(11, 16)} ·{" "}
        {AGENDA_PART_NAMES[item.part]}
        {item.place ? ` · ${item.place}` : ""}
      </p>

      <h2>Uczestnicy ({item.participants})</h2>
      <p className="staff-actions">
        <a href={download("csv")} download>
          Lista uczestników i oczekujących: CSV
        </a>
        <a href={download("xlsx")} download>
          Lista uczestników i oczekujących: XLSX
        </a>
      </p>
      <People people={item.participantsList} label="Uczestnicy" empty="Nikt jeszcze nie zajął miejsca." />
      <h2>Lista oczekujących ({item.waiting})</h2>
      <p>
        W kolejności zapisu: pierwsza osoba dostaje następne wolne miejsce i <span className="nowrap">e-mail</span> o
        tym.
      </p>
      <People people={item.waitingList} label="Lista oczekujących" empty="Nikt nie czeka na miejsce." />

      <h2>Eksperci</h2>
      {item.experts.length === 0 ? (
        <p role="status">Ten punkt nie ma jeszcze ekspertów.</p>
      ) : (
        <ul className="staff-list" aria-label="Eksperci punktu">
          {item.experts.map((expert) => (
            <li key={expert.id} className="staff-list__item">
              <p>
                {expert.name} ({EXPERT_ROLE_NAMES[expert.role]}){" "}
                <Form method="post" className="inline-form">
                  <input type="hidden" name="intent" value="remove-expert" />
                  <input type="hidden" name="expert" value={expert.id} />
                  <button type="submit" className="button button--secondary">
                    Usuń<span className="visually-hidden"> eksperta {expert.name}</span>
                  </button>
                </Form>
              </p>
            </li>
          ))}
        </ul>
      )}
      {available.length > 0 ? (
        <Form method="post" className="staff-filters" aria-label="Dodaj eksperta">
          <input type="hidden" name="intent" value="add-expert" />
          <StaffSelect
            id="ekspert"
            name="expert"
            label="Ekspert"
            options={available.map((expert) => ({ value: expert.id, label: expert.name }))}
          />
          <StaffSelect
            id="rola"
            name="role"
            label="Rola"
            options={EXPERT_ROLES.map((role) => ({ value: role, label: EXPERT_ROLE_NAMES[role] }))}
          />
          <button type="submit" className="button button--secondary">
            Dodaj eksperta
          </button>
        </Form>
      ) : null}

      <h2>Szczegóły i zapisy</h2>
      <div className="staff-form">
        <AgendaItemForm
          defaultValues={{
            name: item.name,
            part: item.part,
            place: item.place,
            description: item.description,
            datetime_start: item.datetimeStart,
            datetime_end: item.datetimeEnd,
            sign_up_limit: item.signUpLimit === null ? "" : String(item.signUpLimit),
            sign_up_enabled: item.signUpEnabled,
            sign_up_datetime_start: item.signUpDatetimeStart ?? "",
            sign_up_datetime_end: item.signUpDatetimeEnd ?? "",
          }}
          submitLabel="Zapisz punkt programu"
        />
      </div>
      <p className="form__after">
        <Link to={`/biuro/kongres/${item.event}`}>Wróć do programu miasta</Link>
      </p>
    </>
  );
}
