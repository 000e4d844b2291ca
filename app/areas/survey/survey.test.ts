import { measurementHint, surveyWindowText } from "./survey";

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
