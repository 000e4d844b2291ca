// The fitness tests' names and units, once: the survey form, the report, the
// office's figures and exports, and the trainings page all call them so.
import type { FITNESS_TEST_KEYS } from "./survey";

export type FitnessTest = (typeof FITNESS_TEST_KEYS)[number];

export const FITNESS_TEST_NAMES: Record<FitnessTest, { name: string; unit: string }> = {
  beep_test: { name: "Test wahadłowy 20 m", unit: "odcinki" },
  run: { name: "Bieg wahadłowy 10 × 5 m", unit: "s" },
  stick_overhang: { name: "Zwis na ugiętych rękach", unit: "s" },
  plank: { name: "Deska (plank)", unit: "s" },
};

/** "Test wahadłowy 20 m [odcinki]": a column of an export. */
export function fitnessTestHeader(test: FitnessTest): string {
  const { name, unit } = FITNESS_TEST_NAMES[test];
  return `${name} [${unit}]`;
}
