import {
  CLASS_OPTIONS,
  MEASUREMENTS,
  PE_MARK_OPTIONS,
  SCHOOL_TYPE_OPTIONS,
  SEX_OPTIONS,
  SURVEY_LABELS,
} from "~/areas/survey/survey";
import { NEXT_PUPIL, type SurveyFormValues, surveyValidator } from "~/areas/survey/survey.form";
import { Checkbox } from "~/components/form/checkbox";
import { DateField } from "~/components/form/date-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { RadioGroup } from "~/components/form/radio-group";
import { Select } from "~/components/form/select";
import { SubmissionKey } from "~/components/form/submission-key";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { ValidatedForm } from "~/components/form/validated-form";
import { DocumentLink, DOCUMENTS } from "~/components/site/document-link";

import { DisabilityFields } from "./disability-fields";
import { MeasurementField } from "./measurement-field";

import "~/areas/survey/surveys.css";

export interface SurveyFormProps {
  defaults: SurveyFormValues;
  /** Carries a submission key and offers "save and add the next". */
  creating: boolean;
  focusFirstName?: boolean;
}

export function SurveyForm({ defaults, creating, focusFirstName = false }: SurveyFormProps) {
  return (
    // No form id: each pupil's remounted form gets a store of its own, not the last pupil's defaults.
    <ValidatedForm
      validator={surveyValidator}
      method="post"
      noValidate
      defaultValues={defaults}
      className="survey-form"
      draft={{ name: "ankieta" }}
    >
      <ErrorSummary labels={SURVEY_LABELS} />
      {creating ? <SubmissionKey /> : null}

      <h2>Uczeń</h2>
      <TextField
        name="first_name"
        label={SURVEY_LABELS.first_name}
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusFirstName}
      />
      <TextField name="last_name" label={SURVEY_LABELS.last_name} autoComplete="off" />
      <RadioGroup name="sex" legend={SURVEY_LABELS.sex} options={SEX_OPTIONS} inline />
      <DateField name="birthdate" label={SURVEY_LABELS.birthdate} />

      <h2>Klasa i badanie</h2>
      {creating ? (
        <p className="survey-form__note">Typ szkoły, klasa i data badania zostają w formularzu kolejnego ucznia.</p>
      ) : null}
      <RadioGroup name="school_type" legend={SURVEY_LABELS.school_type} options={SCHOOL_TYPE_OPTIONS} />
      <Select name="class_number" label={SURVEY_LABELS.class_number} options={CLASS_OPTIONS} />
      <DateField name="examination_date" label={SURVEY_LABELS.examination_date} />
      <Checkbox
        name="guardian_consent"
        label="Mam zgodę rodzica lub opiekuna prawnego na udział w badaniu"
        hint={
          <>
            Bez tej zgody ankiety nie można zapisać.{" "}
            <DocumentLink to={DOCUMENTS.pupilsData}>Jak przetwarzamy dane uczniów</DocumentLink>.
          </>
        }
      />

      <h2>Wychowanie fizyczne</h2>
      <Checkbox name="pe_participation" label="Uczestniczy w lekcjach wychowania fizycznego" />
      <Select
        name="pe_evaluation"
        label={SURVEY_LABELS.pe_evaluation}
        hint="Ostatnia ocena śródroczna lub roczna."
        options={PE_MARK_OPTIONS}
        placeholder="Brak oceny"
      />

      <h2>Pomiary</h2>
      <p className="survey-form__note">
        Wpisz wynik każdego pomiaru. Jeśli pomiaru nie wykonano, zaznacz „Pominięto” — wynik nie zostanie wtedy zapisany
        jako zero.
      </p>
      {MEASUREMENTS.map((name) => (
        <MeasurementField key={name} name={name} />
      ))}

      <h2>Orzeczenie o niepełnosprawności</h2>
      <DisabilityFields />

      <div className="survey-form__actions">
        <SubmitButton pendingLabel="Zapisywanie…">{creating ? "Zapisz ankietę" : "Zapisz zmiany"}</SubmitButton>
        {creating ? (
          <SubmitButton name={NEXT_PUPIL.name} value={NEXT_PUPIL.value} pendingLabel="Zapisywanie…">
            Zapisz i dodaj kolejnego ucznia
          </SubmitButton>
        ) : null}
      </div>
    </ValidatedForm>
  );
}
