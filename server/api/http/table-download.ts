// Streamed in batches; the CSV is what Polish Excel opens (UTF-8 BOM, semicolons, decimal commas), the XLSX has
// real date cells, a filter on every column, and numbers of at most two decimals in both.
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";

import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";

import type { ExportFormat } from "../../../app/lib/contract";
import { roundDecimal } from "../../../app/lib/validation";
import { contentDisposition } from "./uploads";

/** A Polish wall-clock date a spreadsheet sorts and filters as one: "2026-03", "2026-03-01", "2026-03-01T09:15" or "…:15:42". */
export interface DateCell {
  date: string;
}

export type Cell = string | number | null | DateCell;

/** A date cell, or an empty one. */
export function dateCell(text: string | null | undefined): DateCell | null {
  return text ? { date: text } : null;
}

const DECIMALS = 2;

const DATE_FORMATS: Record<number, string> = {
  7: "yyyy-mm",
  10: "yyyy-mm-dd",
  16: "yyyy-mm-dd hh:mm",
  19: "yyyy-mm-dd hh:mm:ss",
};

export interface TableColumn {
  header: string;
  width?: number;
}

export interface DownloadTable {
  filename: string;
  sheet: string;
  columns: readonly TableColumn[];
  batches: AsyncIterable<readonly (readonly Cell[])[]>;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** OWASP's CSV injection rule. */
export function inertText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const decimalComma = new Intl.NumberFormat("pl-PL", { useGrouping: false, maximumFractionDigits: 10 });

function csvCell(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return decimalComma.format(roundDecimal(cell, DECIMALS));
  if (typeof cell === "object") return cell.date.replace("T", " ");
  return inertText(cell);
}

/** The wall clock's fields as UTC, which is how exceljs turns a Date into a serial date. */
function excelDate({ date }: DateCell): Date {
  const [year, month, day = 1, hour = 0, minute = 0, second = 0] = date.split(/[-T:]/).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

function addXlsxRow(sheet: ExcelJS.Worksheet, cells: readonly Cell[]): void {
  const row = sheet.addRow(
    cells.map((cell) => {
      if (typeof cell === "number") return roundDecimal(cell, DECIMALS);
      return cell !== null && typeof cell === "object" ? excelDate(cell) : cell;
    }),
  );
  cells.forEach((cell, index) => {
    if (cell !== null && typeof cell === "object") row.getCell(index + 1).numFmt = DATE_FORMATS[cell.date.length];
  });
  row.commit();
}

async function writeWithBackpressure(stream: NodeJS.WritableStream & { writableNeedDrain: boolean }) {
  if (stream.writableNeedDrain) await once(stream, "drain");
}

async function writeCsv(table: DownloadTable, out: PassThrough): Promise<void> {
  const csv = stringify({ delimiter: ";", bom: true, record_delimiter: "windows" });
  csv.pipe(out);
  csv.write(table.columns.map((column) => column.header));
  for await (const batch of table.batches) {
    for (const row of batch) csv.write(row.map(csvCell));
    await writeWithBackpressure(csv);
  }
  csv.end();
}

/**
 * LibreOffice shows a sheet's filter only with the hidden name Excel also writes for it; exceljs (pinned) has no
 * call for a sheet-local name, so the workbook's list of names is given whole.
 */
function filterDatabase(workbook: ExcelJS.stream.xlsx.WorkbookWriter, range: string): void {
  const names = [{ name: "_xlnm._FilterDatabase", localSheetId: 0, ranges: [range] }];
  Object.assign(workbook, { _definedNames: { model: names } });
}

async function writeXlsx(table: DownloadTable, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({ header: column.header, width: column.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let rows = 1;
  for await (const batch of table.batches) {
    // exceljs writes a string as a string: never a formula.
    for (const row of batch) addXlsxRow(sheet, row);
    rows += batch.length;
    await writeWithBackpressure(out);
  }
  const last = sheet.getColumn(table.columns.length).letter;
  sheet.autoFilter = `A1:${last}${rows}`;
  filterDatabase(workbook, `'${table.sheet.replace(/'/g, "''")}'!$A$1:$${last}$${rows}`);
  sheet.commit();
  await workbook.commit();
}

/** A failure halfway ends the download broken rather than silently short. */
export function tableDownload(table: DownloadTable, format: ExportFormat, onError: (error: unknown) => void): Response {
  const out = new PassThrough();
  const write = format === "csv" ? writeCsv : writeXlsx;
  write(table, out).catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "Content-Disposition": contentDisposition(`${table.filename}.${format}`),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
