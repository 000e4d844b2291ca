import { roundDecimal } from "./decimal";

it("rounds the decimal number shown, half away from zero, not the binary double", () => {
  expect(roundDecimal(-0.475, 2)).toBe(-0.48);
  expect(roundDecimal(0.475, 2)).toBe(0.48);
  expect(roundDecimal(1.005, 2)).toBe(1.01);
  expect(roundDecimal(2.5, 0)).toBe(3);
  expect(roundDecimal(-2.5, 0)).toBe(-3);
  expect(roundDecimal(1e-7, 2)).toBe(0);
  expect(roundDecimal(2 / 3, 2)).toBe(0.67);
});
