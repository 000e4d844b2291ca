import { ageInYears, nextOrdinalNumber, pupilNumbers, surveyDateProblems } from "./survey";

describe("pupil dates", () => {
  it("computes age in whole years", () => {
    expect(ageInYears("2015-03-10", "2026-03-09")).toBe(10);
    expect(ageInYears("2015-03-10", "2026-03-10")).toBe(11);
  });

  it("refuses a future examination and an implausible age", () => {
    expect(surveyDateProblems({ birthdate: "2015-01-01", examinationDate: "2026-03-11" }, "2026-03-10")).toEqual({
      examination_date: "Data badania nie może być z przyszłości.",
    });
    expect(surveyDateProblems({ birthdate: "2024-01-01", examinationDate: "2026-03-10" }, "2026-03-10")).toEqual({
      birthdate: "Wiek ucznia w dniu badania musi wynosić od 5 do 20 lat.",
    });
    expect(surveyDateProblems({ birthdate: "2015-01-01", examinationDate: "2026-03-10" }, "2026-03-10")).toEqual({});
  });

  it("numbers surveys from 1 within a group", () => {
    expect(nextOrdinalNumber(null)).toBe(1);
    expect(nextOrdinalNumber(7)).toBe(8);
  });
});

describe("pupils across surveys", () => {
  const zofia = { firstName: "Zofia", lastName: "Kamińska", birthdate: "2015-05-04", sex: "K" };
  it("are one pupil by name, birth date and sex, whatever the letter case and spaces", () => {
    expect(
      pupilNumbers([
        zofia,
        { ...zofia, firstName: "Jan", sex: "M" },
        { ...zofia, firstName: " ZOFIA ", lastName: "kamińska" },
        { ...zofia, birthdate: "2015-05-05" },
        { ...zofia, sex: "M" },
      ]),
    ).toEqual([1, 2, 1, 3, 4]);
  });
});
