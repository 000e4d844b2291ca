import fc from "fast-check";

import { SURVEY_MEASUREMENTS, type SurveyMeasurement } from "~/lib/validation";

import { PUPIL_FORM } from "../../../tests/support/forms";
import { MAJA_SURVEY } from "../../../tests/support/surveys";
import type { Survey } from "./api/survey.server";
import { MEASUREMENTS, omittedMeasurements } from "./survey";
import {
  sharedFieldsFrom,
  sharedFieldsQuery,
  type SurveyFormData,
  surveyFormSchema,
  surveyFormValues,
} from "./survey.form";

/** Zofia's survey as the form posts it, her PE lessons left unticked. */
const { pe_participation: _unticked, ...PUPIL_WITHOUT_PE } = PUPIL_FORM;
const PUPIL = { ...PUPIL_WITHOUT_PE, pe_evaluation: "", body_weight: "32,5", body_height: "141", waist: "60,5" };

const errorsOf = (input: Record<string, unknown>) => {
  const result = surveyFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the survey form's rules", () => {
  it("reads decimal commas and sends numbers at the test's precision", () => {
    expect(surveyFormSchema.parse(PUPIL)).toEqual({
      first_name: "Zofia",
      last_name: "Kamińska",
      sex: "K",
      birthdate: "2015-05-04",
      school_type: "podstawowa",
      class_number: 5,
      examination_date: "2026-03-09",
      guardian_consent: true,
      pe_participation: false,
      pe_evaluation: null,
      has_disability_certificate: false,
      type_of_disability: "",
      body_weight: 32.5,
      body_height: 141,
      waist: 60.5,
      beep_test: 34,
      run: 21.35,
      stick_overhang: 12.4,
      plank: 75,
    });
  });

  it("sends null for a measurement ticked as omitted, whatever its field holds, never 0", () => {
    const data = surveyFormSchema.parse({ ...PUPIL, run: "abc", run_omitted: "on", plank: "", plank_omitted: "on" });
    expect(data).toMatchObject({ run: null, plank: null, beep_test: 34 });
  });

  it("asks for a result or the omitted mark when a measurement is left blank", () => {
    expect(errorsOf({ ...PUPIL, waist: " ", stick_overhang: undefined })).toEqual({
      waist: "Wpisz wynik albo zaznacz „Pominięto”, jeśli pomiaru nie wykonano.",
      stick_overhang: "Wpisz wynik albo zaznacz „Pominięto”, jeśli pomiaru nie wykonano.",
    });
  });

  it("reports every error at once: a wrong choice does not hide the measurements nor the disability rule", () => {
    expect(errorsOf({ ...PUPIL, sex: "", class_number: "9", plank: "", has_disability_certificate: "on" })).toEqual({
      sex: "Wybierz płeć ucznia.",
      class_number: "Wybierz klasę z listy.",
      type_of_disability: "Podaj rodzaj niepełnosprawności.",
      plank: "Wpisz wynik albo zaznacz „Pominięto”, jeśli pomiaru nie wykonano.",
    });
  });

  it("requires the type of disability only with a certificate, and keeps it then", () => {
    expect(errorsOf({ ...PUPIL, type_of_disability: "" })).toEqual({});
    expect(
      surveyFormSchema.parse({ ...PUPIL, has_disability_certificate: "on", type_of_disability: " słabowidzenie " }),
    ).toMatchObject({ has_disability_certificate: true, type_of_disability: "słabowidzenie" });
  });

  it("gives back what a stored survey holds: its form values parse to the same survey", () => {
    const result = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 10_000 }));
    fc.assert(
      fc.property(fc.tuple(...MEASUREMENTS.map(() => result)), (raw) => {
        const measured = Object.fromEntries(
          MEASUREMENTS.map((name, index) => {
            const { min, max, decimals } = SURVEY_MEASUREMENTS[name];
            const value = raw[index];
            return [name, value === null ? null : Number((min + ((max - min) * value) / 10_000).toFixed(decimals))];
          }),
        ) as Record<SurveyMeasurement, number | null>;
        const parsed = surveyFormSchema.parse(surveyFormValues(storedSurvey(measured)));
        expect(Object.fromEntries(MEASUREMENTS.map((name) => [name, parsed[name]]))).toEqual(measured);
        expect(omittedMeasurements(storedSurvey(measured))).toEqual(
          MEASUREMENTS.filter((name) => measured[name] === null),
        );
      }),
    );
  });
});

function storedSurvey(measured: Record<SurveyMeasurement, number | null>): Survey {
  return {
    ...MAJA_SURVEY,
    id: 7,
    examinationDate: "2026-03-09",
    classNumber: 4,
    peEvaluation: 6,
    bodyWeight: measured.body_weight,
    bodyHeight: measured.body_height,
    waist: measured.waist,
    beepTest: measured.beep_test,
    run: measured.run,
    stickOverhang: measured.stick_overhang,
    plank: measured.plank,
  };
}

describe("the class's shared fields", () => {
  it("go from a saved survey to the next pupil's form through the address", () => {
    const saved = surveyFormSchema.parse(PUPIL) as SurveyFormData;
    expect(sharedFieldsFrom(new URLSearchParams(sharedFieldsQuery(saved)))).toEqual({
      school_type: "podstawowa",
      class_number: "5",
      examination_date: "2026-03-09",
    });
  });

  it("are left out when the address holds something else", () => {
    expect(
      sharedFieldsFrom(
        new URLSearchParams("school_type=liceum&class_number=0&examination_date=2026-13-01&first_name=Jan"),
      ),
    ).toEqual({});
  });
});
