import { figureWithUnit, formatChange, formatFigure, REPORT_MEASURES } from "./fitness-report";

const laps = REPORT_MEASURES.find((measure) => measure.key === "beep_test")!;

describe("the report's numbers", () => {
  it("round the decimal number shown, half away from zero, not the binary double", () => {
    expect(formatFigure(-0.475, 2)).toBe("-0,48");
    expect(formatChange(-0.475, 2)).toBe("−0,48");
    expect(formatFigure(-0.001, 2)).toBe("0");
  });

  it("give a unit the form its shown number takes, by Polish plural rules", () => {
    expect(figureWithUnit(34, laps.decimals, laps.unit)).toBe("34 odcinki");
    expect(figureWithUnit(41, laps.decimals, laps.unit)).toBe("41 odcinków");
    expect(figureWithUnit(19.5, laps.decimals, laps.unit)).toBe("19,5 odcinka");
    expect(figureWithUnit(1, laps.decimals, laps.unit)).toBe("1 odcinek");
    expect(figureWithUnit(22.04, laps.decimals, laps.unit)).toBe("22 odcinki");
    expect(figureWithUnit(12.34, 1, "s")).toBe("12,3 s");
    expect(figureWithUnit(null, 1, "s")).toBe("–");
    expect(figureWithUnit(0.47, 2, "")).toBe("0,47");
  });
});
