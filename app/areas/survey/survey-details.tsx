import type { Survey } from "~/areas/survey/api/survey.server";
import {
  CLASS_OPTIONS,
  measuredValue,
  MEASUREMENT_NAMES,
  MEASUREMENTS,
  PE_MARK_OPTIONS,
  SCHOOL_TYPE_OPTIONS,
  SEX_OPTIONS,
  SURVEY_LABELS,
} from "~/areas/survey/survey";
import { formatDate } from "~/lib/dates";
import { formatNumberPl, pluralPl, SURVEY_MEASUREMENTS, type SurveyMeasurement } from "~/lib/validation";

import "~/areas/survey/surveys.css";

const unitOf = (name: SurveyMeasurement, value: number) =>
  name === "beep_test" ? pluralPl(value, "odcinek", "odcinki", "odcinków") : SURVEY_MEASUREMENTS[name].unit;

const labelOf = (options: readonly { value: string; label: string }[], value: string | number) =>
  options.find((option) => option.value === String(value))?.label ?? String(value);

export function SurveyDetails({ survey }: { survey: Survey }) {
  const yesNo = (value: boolean) => (value ? "tak" : "nie");
  const rows: [string, string][] = [
    ["Imię i nazwisko", `${survey.firstName} ${survey.lastName}`],
    [SURVEY_LABELS.sex, labelOf(SEX_OPTIONS, survey.sex)],
    [SURVEY_LABELS.birthdate, formatDate(survey.birthdate)],
    [SURVEY_LABELS.school_type, labelOf(SCHOOL_TYPE_OPTIONS, survey.schoolType)],
    [SURVEY_LABELS.class_number, labelOf(CLASS_OPTIONS, survey.classNumber)],
    [SURVEY_LABELS.examination_date, formatDate(survey.examinationDate)],
    [SURVEY_LABELS.guardian_consent, yesNo(survey.guardianConsent)],
    [SURVEY_LABELS.pe_participation, yesNo(survey.peParticipation)],
    [
      SURVEY_LABELS.pe_evaluation,
      survey.peEvaluation === null ? "brak oceny" : labelOf(PE_MARK_OPTIONS, survey.peEvaluation),
    ],
    ...MEASUREMENTS.map((name): [string, string] => {
      const value = measuredValue(survey, name);
      return [
        MEASUREMENT_NAMES[name].title,
        value === null ? "pominięto" : `${formatNumberPl(value)} ${unitOf(name, value)}`,
      ];
    }),
    [SURVEY_LABELS.has_disability_certificate, yesNo(survey.hasDisabilityCertificate)],
    ...(survey.hasDisabilityCertificate
      ? [[SURVEY_LABELS.type_of_disability, survey.typeOfDisability] as [string, string]]
      : []),
  ];
  return (
    <dl className="survey-details">
      {rows.map(([term, description]) => (
        <div key={term} className="survey-details__row">
          <dt>{term}</dt>
          <dd>{description}</dd>
        </div>
      ))}
    </dl>
  );
}
