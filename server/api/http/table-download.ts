// Streamed in batches; the CSV is what Polish Excel opens (UTF-8 BOM, semicolons, decimal commas).
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";

import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";

import type { ExportFormat } from "../../../app/lib/contract";
import { contentDisposition } from "./uploads";

export type Cell = string | number | null;

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
    // exceljs writes a string as a string: never a formula.
    for (const row of batch) sheet.addRow([...row]).commit();
    await writeWithBackpressure(out);
  }
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
