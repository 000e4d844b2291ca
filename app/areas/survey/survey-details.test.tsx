// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";

import { MAJA_SURVEY } from "../../../tests/support/surveys";
import { SurveyDetails } from "./survey-details";

const SURVEY = MAJA_SURVEY;

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
