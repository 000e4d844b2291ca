import { withZod } from "@remix-validated-form/with-zod";
import { useMemo } from "react";

import { DateField } from "~/components/form/date-field";
import { DateTimeField } from "~/components/form/date-time-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { Select } from "~/components/form/select";
import { SubmissionKey } from "~/components/form/submission-key";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { Textarea } from "~/components/form/textarea";
import { ValidatedForm } from "~/components/form/validated-form";
import { CLASS_EARLIEST_START, CLASS_LATEST_START, MAX_PUPILS_PER_GROUP } from "~/lib/contract/constants";
import { formatDate } from "~/lib/dates";
import { CLASS_TIME_HINT, type SeasonDates } from "~/lib/validation";

import {
  CLASS_DURATION_OPTIONS,
  SCHEDULE_ITEM_FORM,
  SCHEDULE_ITEM_LABELS,
  scheduleItemSchema,
} from "./schedule-item.form";

export interface ScheduleItemValues {
  datetime?: string;
  duration_minutes?: number | string;
  place?: string;
  topic?: string;
  girls_count?: number | string;
  boys_count?: number | string;
}

interface ScheduleItemFormProps {
  season: SeasonDates | null;
  defaultValues: ScheduleItemValues;
  /** Adding sends a submission key, so a form sent twice adds once. */
  creates?: boolean;
  submitLabel: string;
}

export function ScheduleItemForm({ season, defaultValues, creates = false, submitLabel }: ScheduleItemFormProps) {
  const { dateStart, dateEnd, scheduleMaxDate } = season ?? {};
  const validator = useMemo(
    () =>
      withZod(
        scheduleItemSchema(dateStart && dateEnd && scheduleMaxDate ? { dateStart, dateEnd, scheduleMaxDate } : null),
      ),
    [dateStart, dateEnd, scheduleMaxDate],
  );
  const lastDay = season ? (season.scheduleMaxDate < season.dateEnd ? season.scheduleMaxDate : season.dateEnd) : null;
  return (
    <ValidatedForm
      id={SCHEDULE_ITEM_FORM}
      validator={validator}
      method="post"
      noValidate
      defaultValues={defaultValues as Record<string, unknown>}
      draft
    >
      <ErrorSummary labels={SCHEDULE_ITEM_LABELS} />
      <DateTimeField
        name="datetime"
        label={SCHEDULE_ITEM_LABELS.datetime}
        hint={
          season && lastDay
            ? `${CLASS_TIME_HINT} Dni: od ${formatDate(season.dateStart)} do ${formatDate(lastDay)}.`
            : CLASS_TIME_HINT
        }
        min={season ? `${season.dateStart}T${CLASS_EARLIEST_START}` : undefined}
        max={lastDay ? `${lastDay}T${CLASS_LATEST_START}` : undefined}
      />
      {creates ? (
        <DateField
          name="repeat_until"
          label={`${SCHEDULE_ITEM_LABELS.repeat_until} (nieobowiązkowe)`}
          hint="Ten sam dzień tygodnia, godzina i miejsce co tydzień, do podanego dnia. Pominiemy święta i ferie zimowe województwa szkoły; przed zapisem pokażemy listę dat."
          min={season?.dateStart}
          max={lastDay ?? undefined}
        />
      ) : null}
      <Select
        name="duration_minutes"
        label={SCHEDULE_ITEM_LABELS.duration_minutes}
        hint="Lekcja to 45 minut, dwie lekcje – 90."
        options={CLASS_DURATION_OPTIONS}
        placeholder={null}
      />
      <TextField
        name="place"
        label={SCHEDULE_ITEM_LABELS.place}
        hint="Na początku: zwykłe miejsce zajęć grupy."
        autoComplete="off"
      />
      <Textarea name="topic" label={SCHEDULE_ITEM_LABELS.topic} characterLimit={300} rows={3} />
      <fieldset className="fieldset">
        <legend className="fieldset__legend">Uczniowie na zajęciach</legend>
        <p className="field__hint">
          Razem najwyżej {MAX_PUPILS_PER_GROUP} osób. Na początku: zadeklarowana liczebność grupy.
        </p>
        <div className="schedule-form__counts">
          <TextField
            name="girls_count"
            label={SCHEDULE_ITEM_LABELS.girls_count}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField name="boys_count" label={SCHEDULE_ITEM_LABELS.boys_count} inputMode="numeric" autoComplete="off" />
        </div>
      </fieldset>
      <input type="hidden" name="intent" value="save" />
      {creates ? <SubmissionKey /> : null}
      <SubmitButton pendingLabel="Zapisywanie…">{submitLabel}</SubmitButton>
    </ValidatedForm>
  );
}
