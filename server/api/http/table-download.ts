// A table as a download, CSV or XLSX, streamed: rows are read from the
// database in batches and written as they come, so an export of the whole
// programme never sits in memory. The CSV is what Polish Excel opens by a
// double click: UTF-8 with a BOM, semicolons, decimal commas; a text cell
// that a spreadsheet would run as a formula is prefixed with an apostrophe.
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import type { ExportFormat } from "../../../app/lib/contract";
import { contentDisposition } from "./uploads";

export type Cell = string | number | null;

export interface TableColumn {
  header: string;
  /** Width in the spreadsheet, in characters. */
  width?: number;
}

export interface DownloadTable {
  /** The file's name without its extension, e.g. "godziny-2026-2027". */
  filename: string;
  /** The spreadsheet's one sheet (at most 31 characters). */
  sheet: string;
  columns: readonly TableColumn[];
  /** The rows, a batch at a time. */
  batches: AsyncIterable<readonly (readonly Cell[])[]>;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** OWASP's CSV injection rule: a cell a spreadsheet would read as a formula is kept as text. */
export function inertText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const decimalComma = new Intl.NumberFormat("pl-PL", { useGrouping: false, maximumFractionDigits: 10 });

function csvCell(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return decimalComma.format(cell);
  return inertText(cell);
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

async function writeXlsx(table: DownloadTable, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({ header: column.header, width: column.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of table.batches) {
    // Cells are values, never formulas: exceljs writes a string as a string.
    for (const row of batch) sheet.addRow([...row]).commit();
    await writeWithBackpressure(out);
  }
  sheet.commit();
  await workbook.commit();
}

/** The table as an attachment; a failure halfway ends the download broken rather than silently short. */
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
