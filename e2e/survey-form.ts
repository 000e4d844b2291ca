import type { Page } from "@playwright/test";

/** A pupil's results as a teacher types them: each measurement's group, its field's label and a value. */
export const RESULTS = {
  "Masa ciała": ["Wynik w kg", "32,5"],
  "Wysokość ciała": ["Wynik w cm", "141"],
  "Obwód talii": ["Wynik w cm", "60,5"],
  "Test wahadłowy 20 m (beep test)": ["Liczba ukończonych odcinków", "34"],
  "Bieg wahadłowy 10 × 5 m": ["Czas w sekundach", "21,35"],
  "Zwis na ugiętych rękach": ["Czas w sekundach", "12,4"],
  "Deska (plank)": ["Czas w sekundach", "75"],
} as const;
export type Measurement = keyof typeof RESULTS;

export const measurement = (page: Page, title: Measurement) => page.getByRole("group", { name: title, exact: true });
export const result = (page: Page, title: Measurement) => measurement(page, title).getByLabel(RESULTS[title][0]);

/** Types every result of RESULTS but those `except` names. */
export async function fillResults(page: Page, except: Measurement[] = []) {
  for (const [title, [, value]] of Object.entries(RESULTS) as [Measurement, readonly [string, string]][]) {
    if (!except.includes(title)) await result(page, title).fill(value);
  }
}

/** `base` and six random letters (a person's name has no digits): pupils of parallel runs never share a name. */
export function uniqueName(base: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `${base}-${letters[0].toUpperCase()}${letters.slice(1)}`;
}
