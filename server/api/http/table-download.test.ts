import ExcelJS from "exceljs";

import { dateCell, type DownloadTable, tableDownload } from "./table-download";

function table(): DownloadTable {
  async function* batches() {
    yield [
      ["Kowalska", 2 / 3, dateCell("2026-03-02"), dateCell("2026-03-01T09:15"), dateCell("2026-03")],
      ["=SUM(A1)", -0.475, dateCell(null), null, 12],
    ];
  }
  return {
    filename: "proba",
    sheet: "Próba",
    columns: [
      { header: "Nazwisko" },
      { header: "Liczba" },
      { header: "Dzień" },
      { header: "Chwila" },
      { header: "Miesiąc" },
    ],
    batches: batches(),
  };
}

const fail = (error: unknown) => {
  throw error;
};

it("writes CSV numbers with at most two decimals, rounded as decimals, and dates as Polish Excel reads them", async () => {
  const text = await tableDownload(table(), "csv", fail).text();
  expect(text.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
    "Nazwisko;Liczba;Dzień;Chwila;Miesiąc",
    "Kowalska;0,67;2026-03-02;2026-03-01 09:15;2026-03",
    "'=SUM(A1);-0,48;;;12",
    "",
  ]);
});

it("writes XLSX dates as date cells, numbers with at most two decimals, and a filter over every column", async () => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await tableDownload(table(), "xlsx", fail).arrayBuffer());
  const sheet = workbook.getWorksheet("Próba")!;
  expect(sheet.autoFilter).toBe("A1:E3");
  // The hidden name LibreOffice needs to show the filter.
  expect(workbook.definedNames.model).toEqual([{ name: "_xlnm._FilterDatabase", ranges: ["'Próba'!$A$1:$E$3"] }]);
  const [name, number, day, moment, month] = [1, 2, 3, 4, 5].map((column) => sheet.getRow(2).getCell(column));
  expect(name.value).toBe("Kowalska");
  expect(number.value).toBe(0.67);
  expect(sheet.getRow(3).getCell(2).value).toBe(-0.48);
  expect([day, moment, month].map((cell) => [cell.type, cell.value, cell.numFmt])).toEqual([
    [ExcelJS.ValueType.Date, new Date(Date.UTC(2026, 2, 2)), "yyyy-mm-dd"],
    [ExcelJS.ValueType.Date, new Date(Date.UTC(2026, 2, 1, 9, 15)), "yyyy-mm-dd hh:mm"],
    [ExcelJS.ValueType.Date, new Date(Date.UTC(2026, 2, 1)), "yyyy-mm"],
  ]);
  // Text that looks like a formula stays text; an empty date is an empty cell.
  expect(sheet.getRow(3).getCell(1).value).toBe("=SUM(A1)");
  expect(sheet.getRow(3).getCell(3).value).toBeNull();
});
