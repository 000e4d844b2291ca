// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";

import type { Survey } from "~/areas/survey/api/survey.server";

import { SurveyDetails } from "./survey-details";

const SURVEY: Survey = {
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

const described = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

describe("SurveyDetails", () => {
  it("shows each result with its unit, an omitted one as omitted, and Polish dates", () => {
    render(<SurveyDetails survey={SURVEY} />);
    expect(described("Masa ciała")).toBe("35,2 kg");
    expect(described("Test wahadłowy 20 m (beep test)")).toBe("34 odcinki");
    expect(described("Bieg wahadłowy 10 × 5 m")).toBe("pominięto");
    expect(described("Data badania")).toBe("13.11.2026");
    expect(described("Ocena z wychowania fizycznego")).toBe("brak oceny");
    expect(screen.queryByText("Rodzaj niepełnosprawności")).toBeNull();
  });

  it("names the type of disability with a certificate", () => {
    render(<SurveyDetails survey={{ ...SURVEY, hasDisabilityCertificate: true, typeOfDisability: "słabowidzenie" }} />);
    expect(described("Orzeczenie o niepełnosprawności")).toBe("tak");
    expect(described("Rodzaj niepełnosprawności")).toBe("słabowidzenie");
  });
});
