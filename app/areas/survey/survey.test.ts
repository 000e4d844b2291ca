import { measurementHint, pupilsOf, surveyWindowText } from "./survey";

describe("texts", () => {
  it("show each measurement's unit, range and precision, with an example typed with a comma", () => {
    expect(measurementHint("body_weight")).toBe("Od 10 do 200 kg, z dokładnością do 0,1 kg, np. 32,5.");
    expect(measurementHint("run")).toBe("Od 8 do 60 s, z dokładnością do 0,01 s, np. 21,35.");
    expect(measurementHint("beep_test")).toBe("Od 0 do 300 odcinków, liczba całkowita, np. 34.");
    expect(measurementHint("plank")).toBe("Od 0 do 900 s, liczba całkowita, np. 75.");
  });

  it("say when surveys can be added, in Polish dates", () => {
    const window = { surveysDateStart: "2026-09-01", surveysDateEnd: "2026-09-30" };
    expect(surveyWindowText({ ...window, surveysAddingAvailable: false })).toBe(
      "Ankiety można dodawać od 01.09.2026 do 30.09.2026. Poza tym terminem można je tylko przeglądać.",
    );
    expect(surveyWindowText({ ...window, surveysAddingAvailable: true })).toBe(
      "Ankiety można dodawać i poprawiać od 01.09.2026 do 30.09.2026.",
    );
  });
});

describe("the survey list by pupil", () => {
  const survey = (id: number, pupil: number, examinationDate: string) => ({
    id,
    ordinalNumber: id,
    pupil,
    examinationDate,
  });
  it("puts each pupil's examinations together, oldest first, pupils in the order they were first entered", () => {
    const pupils = pupilsOf([
      survey(1, 1, "2026-03-09"),
      survey(2, 2, "2026-03-09"),
      survey(3, 1, "2026-03-02"),
      survey(4, 3, "2026-03-10"),
      survey(5, 1, "2026-03-20"),
    ]);
    expect(pupils.map((pupil) => pupil.examinations.map((s) => s.id))).toEqual([[3, 1, 5], [2], [4]]);
    expect(pupils[0]).toMatchObject({ first: { id: 3 }, latest: { id: 5 } });
    expect(pupils[1]!.first).toBe(pupils[1]!.latest);
  });
});
