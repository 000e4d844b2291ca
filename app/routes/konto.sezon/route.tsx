import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { type MouseEvent, useEffect, useRef } from "react";
import { useFieldArray } from "remix-validated-form";

import {
  EMPTY_GROUP,
  ENROLMENT_FORM,
  enrolmentSchema,
  groupLabels,
  type GroupRow,
  GROUPS_FORM,
  groupsSchema,
} from "~/areas/season/season.form";
import { Checkbox } from "~/components/form/checkbox";
import { ErrorSummary } from "~/components/form/error-summary";
import { fieldId } from "~/components/form/field-id";
import { KeptNotice } from "~/components/form/kept-notice";
import { SubmissionKey } from "~/components/form/submission-key";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { ValidatedForm } from "~/components/form/validated-form";
import { MAX_GROUPS_PER_CLUB } from "~/lib/contract/constants";
import { formatDate } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";
import { GROUP_SIZE_HINT } from "~/lib/validation/group-size";

import type { action, loader } from "./season.server";

import "~/areas/account/account.css";
import "~/areas/season/season.css";

export { action, loader } from "./season.server";

export const handle: RouteHandle = { title: "Sezon i grupy", siteMap: "Konto" };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

const enrolmentValidator = withZod(enrolmentSchema);
const groupsValidator = withZod(groupsSchema);

function changedRows(data: unknown): { rows: GroupRow[]; focus: number } | null {
  return data && typeof data === "object" && "rows" in data && "focus" in data
    ? (data as { rows: GroupRow[]; focus: number })
    : null;
}

export default function SeasonPage() {
  const {
    season,
    enrolled,
    groups,
    groupsInUse,
    clubAccepted,
    schedulePreviewAvailable,
    groupsChangeable,
    rows,
    restored,
  } = useLoaderData<typeof loader>();
  const changed = changedRows(useActionData<typeof action>());

  return (
    <div className="account-forms">
      <h1>Sezon i grupy</h1>
      {season ? (
        <p className="lead">
          {season.name}: od {formatDate(season.dateStart)} do {formatDate(season.dateEnd)}.
        </p>
      ) : (
        <p>Nie ma teraz aktywnego sezonu. Zapisy ogłosimy w newsletterze i na stronie programu.</p>
      )}
      <KeptNotice shown={restored} typed="data" />

      {season && enrolled ? (
        <>
          <h2>Twoje grupy</h2>
          <ul className="account-groups" aria-label="Grupy w bieżącym sezonie">
            {groups.map((group) => (
              <li key={group.groupNumber} className="account-groups__group">
                <h3>Grupa {group.groupNumber}</h3>
                <p>Miejsce zajęć: {group.defaultClassesPlace || "nie podano"}</p>
                <p>
                  {group.girlsCount + group.boysCount > 0
                    ? `Dziewczęta: ${group.girlsCount}, chłopcy: ${group.boysCount}`
                    : "Liczba uczniów: nie podano"}
                  {group.disabilityGroup ? " · grupa uczniów z niepełnosprawnościami" : ""}
                </p>
                {schedulePreviewAvailable ? (
                  <p>
                    <Link to={`/konto/harmonogram/${group.groupNumber}`}>Harmonogram grupy {group.groupNumber}</Link>
                  </p>
                ) : null}
                {groupsChangeable && groups.length > 1 && groupsInUse.includes(group.groupNumber) ? (
                  <p className="field__hint">Ma zajęcia lub ankiety, więc zostaje w klubie.</p>
                ) : groupsChangeable && groups.length > 1 ? (
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="group" value={group.groupNumber} />
                    <button type="submit" name="intent" value="delete-group" className="button button--secondary">
                      Usuń grupę {group.groupNumber}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
          {groupsChangeable ? (
            <>
              <p>
                {`Grupę bez zajęć i ankiet możesz usunąć, a nową dodać do ostatniego dnia planowania zajęć (${formatDate(season.scheduleMaxDate)}); klub może mieć najwyżej ${MAX_GROUPS_PER_CLUB} grup.`}
              </p>
              {groups.length < MAX_GROUPS_PER_CLUB ? (
                <Form method="post">
                  <button type="submit" name="intent" value="new-group" className="button button--secondary">
                    Dodaj grupę
                  </button>
                </Form>
              ) : null}
            </>
          ) : null}
          <h2 id="zmiana-grup">Miejsca zajęć i liczba uczniów</h2>
          <GroupsForm rows={rows} />
        </>
      ) : season && clubAccepted ? (
        <>
          <h2 id="zapis">Zapis na sezon</h2>
          <p>
            Podaj grupy, które poprowadzisz w tym sezonie: zwykłe miejsce zajęć każdej z nich i liczbę dziewcząt oraz
            chłopców. Miejsca i liczby zmienisz także po zapisie.
          </p>
          <EnrolmentForm rows={changed?.rows ?? rows} focus={changed?.focus} />
        </>
      ) : season ? (
        <p>
          Na sezon zapiszesz się po akceptacji zgłoszenia klubu. Stan zgłoszenia znajdziesz na stronie{" "}
          <Link to="/konto">Moje konto</Link>.
        </p>
      ) : null}
    </div>
  );
}

function GroupFields({ index, number, focused }: { index: number; number: number; focused?: boolean }) {
  const name = (field: string) => `groups[${index}].${field}`;
  const hintId = `${fieldId(name("pupils"))}-podpowiedz`;
  return (
    <>
      <TextField
        name={name("default_classes_place")}
        label="Zwykłe miejsce zajęć"
        hint="Na przykład: sala gimnastyczna, boisko Orlik przy szkole."
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focused}
      />
      <fieldset className="fieldset season-pupils" aria-describedby={hintId}>
        <legend className="fieldset__legend">Uczniowie w grupie {number}</legend>
        <p className="field__hint" id={hintId}>
          {GROUP_SIZE_HINT}
        </p>
        <div className="season-pupils__counts">
          <TextField name={name("girls_count")} label="Liczba dziewcząt" inputMode="numeric" autoComplete="off" />
          <TextField name={name("boys_count")} label="Liczba chłopców" inputMode="numeric" autoComplete="off" />
        </div>
        <Checkbox name={name("disability_group")} label="Grupa uczniów z niepełnosprawnościami" />
      </fieldset>
    </>
  );
}

/** "Dodaj grupę"/"Usuń grupę" are submits the server answers without JavaScript; with it the rows change in place. */
function EnrolmentForm({ rows, focus }: { rows: GroupRow[]; focus?: number }) {
  return (
    <ValidatedForm
      id={ENROLMENT_FORM}
      validator={enrolmentValidator}
      method="post"
      noValidate
      defaultValues={{ groups: rows }}
    >
      {/* Enter in a field submits with the form's first button: the enrolment, never "remove a group". */}
      <button type="submit" name="intent" value="enroll" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        Zapisz klub na sezon
      </button>
      <EnrolmentRows count={rows.length} focus={focus} />
      <SubmissionKey />
      <SubmitButton name="intent" value="enroll" pendingLabel="Zapisywanie…">
        Zapisz klub na sezon
      </SubmitButton>
    </ValidatedForm>
  );
}

function EnrolmentRows({ count, focus }: { count: number; focus?: number }) {
  // No formId: with one, the hook would not see the default rows in the server render.
  const [items, { push, remove }] = useFieldArray<GroupRow>("groups");
  const focusAfterChange = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterChange.current;
    if (index === null) return;
    focusAfterChange.current = null;
    const target =
      document.getElementById(fieldId(`groups[${index}].default_classes_place`)) ??
      document.getElementById("dodaj-grupe");
    target?.focus();
  }, [items.length]);

  function add(event: MouseEvent) {
    event.preventDefault();
    focusAfterChange.current = items.length;
    push({ ...EMPTY_GROUP });
  }

  function removeAt(index: number) {
    return (event: MouseEvent) => {
      event.preventDefault();
      focusAfterChange.current = Math.min(index, items.length - 2);
      remove(index);
    };
  }

  return (
    <>
      <ErrorSummary labels={groupLabels(Math.max(items.length, count))} />
      <ol className="season-rows">
        {items.map((item, index) => (
          <li key={item.key} className="season-row">
            <fieldset className="fieldset">
              <legend className="season-row__legend">Grupa {index + 1}</legend>
              <GroupFields index={index} number={index + 1} focused={focus === index} />
              {items.length > 1 ? (
                <button
                  type="submit"
                  name="intent"
                  value={`remove-group:${index}`}
                  formNoValidate
                  className="button button--secondary"
                  onClick={removeAt(index)}
                >
                  Usuń grupę {index + 1}
                </button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {items.length < MAX_GROUPS_PER_CLUB ? (
        <p>
          <button
            type="submit"
            id="dodaj-grupe"
            name="intent"
            value="add-group"
            formNoValidate
            className="button button--secondary"
            onClick={add}
          >
            Dodaj grupę
          </button>
        </p>
      ) : (
        <p>Klub może mieć najwyżej {MAX_GROUPS_PER_CLUB} grup.</p>
      )}
    </>
  );
}

function GroupsForm({ rows }: { rows: GroupRow[] }) {
  const numberOf = (index: number) => Number(rows[index]?.group_number ?? index + 1);
  return (
    <ValidatedForm
      id={GROUPS_FORM}
      validator={groupsValidator}
      method="post"
      noValidate
      defaultValues={{ groups: rows }}
    >
      <ErrorSummary labels={groupLabels(rows.length, numberOf)} />
      {rows.map((row, index) => (
        <fieldset key={String(row.group_number)} className="fieldset season-row">
          <legend className="season-row__legend">Grupa {numberOf(index)}</legend>
          <input type="hidden" name={`groups[${index}].group_number`} value={String(row.group_number)} />
          <GroupFields index={index} number={numberOf(index)} />
        </fieldset>
      ))}
      <SubmitButton name="intent" value="save-groups" pendingLabel="Zapisywanie…">
        Zapisz zmiany w grupach
      </SubmitButton>
    </ValidatedForm>
  );
}
