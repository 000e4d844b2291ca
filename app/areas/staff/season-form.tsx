import { Checkbox } from "~/components/form/checkbox";
import { DateField } from "~/components/form/date-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { ValidatedForm } from "~/components/form/validated-form";

import { SEASON_FORM, SEASON_LABELS, seasonValidator, type SeasonValues } from "./season.form";

/** A season's name and days; a new one may be made the current one at once. */
export function SeasonForm({
  defaultValues,
  creates,
  submitLabel,
}: {
  defaultValues: SeasonValues;
  creates: boolean;
  submitLabel: string;
}) {
  return (
    <ValidatedForm id={SEASON_FORM} validator={seasonValidator} method="post" noValidate defaultValues={defaultValues}>
      <ErrorSummary labels={SEASON_LABELS} />
      <TextField name="name" label={SEASON_LABELS.name} hint="Np. Sezon 2026/2027." autoComplete="off" />
      <fieldset className="fieldset">
        <legend className="fieldset__legend">Sezon</legend>
        <DateField name="date_start" label={SEASON_LABELS.date_start} />
        <DateField name="date_end" label={SEASON_LABELS.date_end} />
      </fieldset>
      <fieldset className="fieldset">
        <legend className="fieldset__legend">Harmonogram i ankiety</legend>
        <DateField
          name="schedule_max_date"
          label={SEASON_LABELS.schedule_max_date}
          hint="Do tego dnia nauczyciele dodają zajęcia; dzień musi przypadać w sezonie."
        />
        <DateField
          name="surveys_date_start"
          label={SEASON_LABELS.surveys_date_start}
          hint="Okres, w którym nauczyciele wpisują ankiety uczniów; musi przypadać w sezonie."
        />
        <DateField name="surveys_date_end" label={SEASON_LABELS.surveys_date_end} />
      </fieldset>
      {creates ? (
        <Checkbox
          name="is_current"
          label={SEASON_LABELS.is_current}
          hint="W bieżącym sezonie kluby się zapisują, planują zajęcia i wpisują ankiety. Poprzedni sezon przestanie być bieżący."
        />
      ) : null}
      <SubmitButton pendingLabel="Zapisywanie…">{submitLabel}</SubmitButton>
    </ValidatedForm>
  );
}
