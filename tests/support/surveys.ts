// A pupil's survey as the app reads it from the API, for the survey screens' tests.
import type { Survey } from "~/areas/survey/api/survey.server";

/** Maja's survey: every measurement taken but the run. */
export const MAJA_SURVEY: Survey = {
  id: 3,
  group: 1,
  ordinalNumber: 3,
  firstName: "Maja",
  lastName: "Wójcik",
  sex: "K",
  birthdate: "2016-01-22",
  examinationDate: "2026-11-13",
  schoolType: "podstawowa",
  classNumber: 5,
  guardianConsent: true,
  peParticipation: true,
  peEvaluation: null,
  bodyWeight: 35.2,
  bodyHeight: 141,
  waist: 58,
  beepTest: 34,
  run: null,
  stickOverhang: 9.8,
  plank: 60,
  hasDisabilityCertificate: false,
  typeOfDisability: "",
};
