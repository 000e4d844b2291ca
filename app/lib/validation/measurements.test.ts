import fc from "fast-check";

import { measurementProblem, readMeasurement, SURVEY_MEASUREMENTS } from "./measurements";

describe("measurementProblem", () => {
  it("accepts the edges of each range", () => {
    for (const [name, range] of Object.entries(SURVEY_MEASUREMENTS)) {
      expect(measurementProblem(name as keyof typeof SURVEY_MEASUREMENTS, range.min)).toBeNull();
      expect(measurementProblem(name as keyof typeof SURVEY_MEASUREMENTS, range.max)).toBeNull();
    }
  });

  it("refuses values outside the range with the unit", () => {
    expect(measurementProblem("body_weight", 9.9)).toBe("Podaj wartość od 10 do 200 kg.");
    expect(measurementProblem("run", 7.99)).toBe("Podaj wartość od 8 do 60 s.");
    expect(measurementProblem("plank", Number.NaN)).toBe("Podaj wartość od 0 do 900 s.");
  });

  it("refuses more precision than the test measures", () => {
    expect(measurementProblem("body_weight", 40.25)).toBe(
      "Podaj wartość z dokładnością do jednego miejsca po przecinku.",
    );
    expect(measurementProblem("run", 12.345)).toBe("Podaj wartość z dokładnością do 2 miejsc po przecinku.");
    expect(measurementProblem("plank", 60.5)).toBe("Podaj liczbę całkowitą.");
    expect(measurementProblem("run", 12.34)).toBeNull();
  });

  it("accepts every 0.1 kg step in range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 2000 }), (tenths) => {
        expect(measurementProblem("body_weight", tenths / 10)).toBeNull();
      }),
    );
  });
});

describe("readMeasurement", () => {
  it("reads a result as typed with a decimal comma, or as a JSON number", () => {
    expect(readMeasurement("body_weight", "32,5")).toEqual({ ok: true, value: 32.5 });
    expect(readMeasurement("run", 21.35)).toEqual({ ok: true, value: 21.35 });
    expect(readMeasurement("plank", "0")).toEqual({ ok: true, value: 0 });
  });

  it("stores the precision the test measures: a float's noise is dropped", () => {
    expect(readMeasurement("plank", 60.0000001)).toEqual({ ok: true, value: 60 });
    expect(readMeasurement("run", 0.1 + 20.2)).toEqual({ ok: true, value: 20.3 });
  });

  it("says why a result cannot be stored", () => {
    expect(readMeasurement("beep_test", "dużo")).toEqual({
      ok: false,
      message: "Wprowadź liczbę albo oznacz pomiar jako pominięty.",
    });
    expect(readMeasurement("waist", "")).toEqual({
      ok: false,
      message: "Wprowadź liczbę albo oznacz pomiar jako pominięty.",
    });
    expect(readMeasurement("stick_overhang", "301")).toEqual({ ok: false, message: "Podaj wartość od 0 do 300 s." });
  });
});
