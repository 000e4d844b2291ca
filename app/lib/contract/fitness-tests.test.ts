import { readFileSync } from "node:fs";

import { FITNESS_TEST_NAMES, fitnessTestHeader } from "./fitness-tests";

describe("the fitness tests' one set of names", () => {
  it("is what the trainings page's table of tests says", () => {
    const page = readFileSync("app/content/szkolenia.mdx", "utf8");
    const rows = [...page.matchAll(/^\| ([^|]+?) \| [^|]+ \| [^|]+ \|$/gm)].map(([, first]) => first);
    for (const { name } of Object.values(FITNESS_TEST_NAMES)) {
      expect(
        rows.some((first) => first === name || first.startsWith(`${name} (`)),
        name,
      ).toBe(true);
    }
  });

  it("heads an export's column with the unit", () => {
    expect(fitnessTestHeader("beep_test")).toBe("Test wahadłowy 20 m [odcinki]");
    expect(fitnessTestHeader("stick_overhang")).toBe("Zwis na ugiętych rękach [s]");
  });
});
