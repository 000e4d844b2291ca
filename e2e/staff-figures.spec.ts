import { readFile } from "node:fs/promises";

import { csvCells, HOURS_EXPORT_COLUMNS } from "../tests/support/downloads";
import { expectNoAxeViolations, expectReflow } from "./accessibility";
import { expect, test } from "./fixtures";
import { logInToOffice } from "./teachers";

/** The month ("YYYY-MM") in Poland `days` from today, as the demo data dates Anna's classes. */
function monthFromToday(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(date).slice(0, 7);
}

test("the office reads the programme's figures and exports payroll hours that match the demo's classes", async ({
  page,
}) => {
  await logInToOffice(page, "/biuro/liczby");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Liczby programu");
  const season = page.getByRole("table", { name: /\(bieżący\) Według województwa szkoły$/ });
  await expect(season.getByRole("row", { name: /^mazowieckie/ })).toBeVisible();
  await expect(season.getByRole("columnheader")).toContainText(["Województwo", "Kluby", "Grupy", "Dziewczęta"]);
  await expectNoAxeViolations(page);
  await expectReflow(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Godziny zajęć nauczycieli: CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^godziny-.+-id\d+\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = csvCells(bytes.toString("utf8"));
  expect(rows[0]).toEqual(HOURS_EXPORT_COLUMNS);
  // The demo data: Anna Nowak held one class 14 days ago and one 10 days ago (one a month, or two in one).
  const held = new Map<string, number>();
  for (const days of [-14, -10]) held.set(monthFromToday(days), (held.get(monthFromToday(days)) ?? 0) + 1);
  const anna = rows.filter((row) => row[2] === "anna.nowak@example.pl");
  const heldByMonth = new Map(anna.map((row) => [row[5], Number(row[6])]));
  for (const [month, hours] of held) expect(heldByMonth.get(month), month).toBe(hours);
  expect(anna.reduce((sum, row) => sum + Number(row[6]), 0)).toBe(2);
  expect(anna[0].slice(0, 2)).toEqual(["Nowak", "Anna"]);

  // The download is in the audit log, by whom.
  await page.goto("/biuro/dziennik?rodzaj=season&kto=biuro%40example.pl");
  const entries = page.getByRole("list", { name: "Wpisy dziennika" }).getByRole("listitem");
  await expect(
    entries.filter({ hasText: "Pobrano zestawienie „godziny zajęć nauczycieli” (CSV)" }).first(),
  ).toBeVisible();
});

test("the office downloads the surveys for researchers as a spreadsheet, without pupils' names", async ({ page }) => {
  await logInToOffice(page, "/biuro/liczby");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Ankiety z pseudonimami: XLSX" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ankiety-.+-id\d+\.xlsx$/);
  const bytes = await readFile((await download.path())!);
  // A zip (XLSX) whose text never holds the demo pupils' names.
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  const ExcelJS = (await import("exceljs")).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.getWorksheet("Ankiety")!;
  expect(sheet.getRow(1).getCell(1).value).toBe("Uczeń (pseudonim)");
  expect(sheet.rowCount).toBeGreaterThan(1);
  const cells = sheet.getSheetValues().flat().join(" ");
  expect(cells).not.toMatch(/Zofia|Kamińska/);
  expect(String(sheet.getRow(2).getCell(1).value)).toMatch(/^U-[0-9A-F]{16}$/);
  // The examination's day is a date cell, and every column has a filter.
  expect(sheet.getRow(1).getCell(6).value).toBe("Data badania");
  expect(sheet.getRow(2).getCell(6).value).toBeInstanceOf(Date);
  expect(sheet.autoFilter).toBe(`A1:${sheet.getColumn(sheet.getRow(1).cellCount).letter}${sheet.rowCount}`);
});

test("the office reads its pupils' fitness per voivodeship and downloads it per club, naming no pupil", async ({
  page,
}) => {
  await logInToOffice(page, "/biuro/liczby");
  await expect(page.getByRole("heading", { name: "Sprawność uczniów", level: 2 })).toBeVisible();
  const fitness = page.getByRole("table", { name: /^Sprawność uczniów Według województwa szkoły$/ });
  // The demo group: three pupils surveyed twice, in a Warsaw club (other tests add pupils surveyed once).
  await expect(fitness.getByRole("row", { name: /^mazowieckie/ })).toContainText(/\d+ \(3\)/);
  await expect(fitness.getByRole("row", { name: /^Cały program/ })).toContainText(/\d+ \(3\)/);
  // When they were computed (newer ones may be on their way: other tests change surveys).
  await expect(page.getByRole("status").filter({ hasText: /^Stan na \d{1,2}\.\d{2}\.\d{4}/ })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/Zofia|Kamińska/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Sprawność uczniów: CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sprawnosc-.+-id\d+\.csv$/);
  const text = (await readFile((await download.path())!)).toString("utf8").replace(/^\uFEFF/, "");
  const rows = text
    .trim()
    .split("\r\n")
    .map((line) => line.split(";"));
  expect(rows[0]!.slice(0, 3)).toEqual(["Poziom", "Województwo", "Nr zgłoszenia klubu"]);
  expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining(["program", "województwo", "klub"]));
  expect(text).not.toMatch(/Zofia|Kamińska|Lewandowski/);
});
