// What an export gives, read back as a spreadsheet would.
import ExcelJS from "exceljs";

/** The payroll hours export's columns, in order. */
export const HOURS_EXPORT_COLUMNS = [
  "Nazwisko",
  "Imię",
  "E-mail",
  "Szkoła",
  "Województwo szkoły",
  "Miesiąc",
  "Godziny odbyte",
  "Zajęcia odwołane",
  "Zajęcia zaplanowane",
];

const BYTE_ORDER_MARK = "\uFEFF";

/** A CSV export's text past its byte order mark, as cells (our cells hold no semicolons except where a test says; quotes stay as sent). */
export function csvCells(text: string): string[][] {
  return text
    .slice(BYTE_ORDER_MARK.length)
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(";"));
}

/** A CSV export's rows as cells, after checking the byte order mark that tells a spreadsheet it is UTF-8. */
export async function csvRows(response: Response): Promise<string[][]> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.startsWith(BYTE_ORDER_MARK)).toBe(true);
  return csvCells(text);
}

/** An XLSX answer's first sheet. */
export async function sheetOf(response: Response): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.worksheets[0]!;
}
