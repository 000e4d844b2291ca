import { Checkbox } from "~/components/form/checkbox";
import { DateField } from "~/components/form/date-field";
import { DateTimeField } from "~/components/form/date-time-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { Select } from "~/components/form/select";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { Textarea } from "~/components/form/textarea";
import { ValidatedForm } from "~/components/form/validated-form";

import {
  AGENDA_ITEM_FORM,
  AGENDA_ITEM_LABELS,
  agendaItemValidator,
  type AgendaItemValues,
  PART_OPTIONS,
} from "./agenda-item.form";
import { EVENT_FORM, EVENT_LABELS, eventValidator, type EventValues } from "./event.form";

export function EventForm({ defaultValues, submitLabel }: { defaultValues: EventValues; submitLabel: string }) {
  return (
    <ValidatedForm id={EVENT_FORM} validator={eventValidator} method="post" noValidate defaultValues={defaultValues}>
      <ErrorSummary labels={EVENT_LABELS} />
      <TextField name="name" label={EVENT_LABELS.name} hint="Np. Kongres WF z AWF — Lublin." autoComplete="off" />
      <TextField name="city" label={EVENT_LABELS.city} autoComplete="off" />
      <TextField
        name="slug"
        label={EVENT_LABELS.slug}
        hint="Małe litery bez polskich znaków, cyfry i łączniki, np. lublin: agenda miasta będzie pod /agenda?miasto=lublin, a wywołania API pod /lublin/pl/api/."
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        name="code"
        label={EVENT_LABELS.code}
        hint="Wielkie litery i cyfry, np. LUB2026. Nauczyciele wpisują go przy rejestracji na kongres w tym mieście."
        autoComplete="off"
        spellCheck={false}
      />
      <fieldset className="fieldset">
        <legend className="fieldset__legend">Dni kongresu (nieobowiązkowe)</legend>
        <DateField name="date_start" label={EVENT_LABELS.date_start} />
        <DateField name="date_end" label={EVENT_LABELS.date_end} />
      </fieldset>
      <SubmitButton pendingLabel="Zapisywanie…">{submitLabel}</SubmitButton>
    </ValidatedForm>
  );
}

export function AgendaItemForm({
  defaultValues,
  submitLabel,
}: {
  defaultValues: AgendaItemValues;
  submitLabel: string;
}) {
  return (
    <ValidatedForm
      id={AGENDA_ITEM_FORM}
      validator={agendaItemValidator}
      method="post"
      noValidate
      // Typed by the validator's output; the inputs hold text.
      defaultValues={defaultValues as never}
    >
      <ErrorSummary labels={AGENDA_ITEM_LABELS} />
      <input type="hidden" name="intent" value="details" />
      <TextField name="name" label={AGENDA_ITEM_LABELS.name} autoComplete="off" />
      <Select name="part" label={AGENDA_ITEM_LABELS.part} options={PART_OPTIONS} />
      <TextField name="place" label={AGENDA_ITEM_LABELS.place} hint="Np. Aula A. Nieobowiązkowe." autoComplete="off" />
      <Textarea
        name="description"
        label={AGENDA_ITEM_LABELS.description}
        hint="Nieobowiązkowy; punkt z opisem ma w agendzie własną stronę."
        characterLimit={5000}
      />
      <fieldset className="fieldset">
        <legend className="fieldset__legend">Czas (polski)</legend>
        <DateTimeField name="datetime_start" label={AGENDA_ITEM_LABELS.datetime_start} />
        <DateTimeField name="datetime_end" label={AGENDA_ITEM_LABELS.datetime_end} />
      </fieldset>
      <fieldset className="fieldset">
        <legend className="fieldset__legend">Zapisy</legend>
        <Checkbox
          name="sign_up_enabled"
          label={AGENDA_ITEM_LABELS.sign_up_enabled}
          hint="Bez zapisów punkt jest w agendzie, ale nie można zająć na nim miejsca."
        />
        <TextField
          name="sign_up_limit"
          label={AGENDA_ITEM_LABELS.sign_up_limit}
          hint={
            <>
              Puste: bez limitu. Większy limit od razu daje miejsca pierwszym z listy oczekujących (dostaną{" "}
              <span className="nowrap">e-mail</span>).
            </>
          }
          inputMode="numeric"
          autoComplete="off"
        />
        <DateTimeField
          name="sign_up_datetime_start"
          label={AGENDA_ITEM_LABELS.sign_up_datetime_start}
          hint="Puste: zapisy od razu."
        />
        <DateTimeField
          name="sign_up_datetime_end"
          label={AGENDA_ITEM_LABELS.sign_up_datetime_end}
          hint="Puste: do rozpoczęcia punktu. Zapisy muszą się skończyć przed jego rozpoczęciem."
        />
      </fieldset>
      <SubmitButton pendingLabel="Zapisywanie…">{submitLabel}</SubmitButton>
    </ValidatedForm>
  );
}
