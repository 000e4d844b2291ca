// The e-mails of a training's list of participants, as the office exports it
// from a spreadsheet: CSV with commas or semicolons, quoted or not, with a
// header row and other columns. Every cell that is an e-mail address counts.
import { isValidEmail } from "~/lib/validation";

/** The distinct e-mail addresses of the file's cells, lower-cased, in the file's order. */
export function emailsInCsv(text: string): string[] {
  const cells = text
    .replace(/^\uFEFF/, "")
    .split(/[\r\n,;\t]+/)
    .map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .trim()
        .toLowerCase(),
    );
  return [...new Set(cells.filter((cell) => cell.includes("@") && isValidEmail(cell)))];
}
