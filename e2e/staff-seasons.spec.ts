import { expectNoAxeViolations, expectReflow } from "./accessibility";
import { expect, test } from "./fixtures";
import { logInToOffice } from "./teachers";

/** The season form's dates, in its order. */
const SEASON_DATES = [
  "Początek sezonu",
  "Koniec sezonu",
  "Ostatni dzień planowania zajęć",
  "Początek ankiet",
  "Koniec ankiet",
];

// The shared platform's current season stays as it is (every teacher's flow
// stands on it): this season is made but not made current.
test("the office creates a season, is told a date out of it, a taken name or an overlap at its field, and changes its dates", async ({
  page,
}, testInfo) => {
  const name = `Sezon próbny ${testInfo.project.name} ${Date.now()}`;
  // Seasons never overlap, and the platform's data outlives a run: a school year of this project and second.
  const year = 2100 + 2 * (Math.floor(Date.now() / 1000) % 3900) + (testInfo.project.name === "js" ? 0 : 1);
  const on = (date: string) => date.replace(/^2031/, String(year)).replace(/^2032/, String(year + 1));
  const shown = (date: string) => on(date).split("-").reverse().join(".");
  /** The new season form sent with `seasonName` and its five dates, in the form's order. */
  const sendNewSeason = async (seasonName: string, dates: string[]) => {
    await page.getByLabel("Nazwa sezonu").fill(seasonName);
    for (const [index, date] of dates.entries()) await page.getByLabel(SEASON_DATES[index]).fill(on(date));
    await page.getByRole("button", { name: "Utwórz sezon" }).click();
  };
  await logInToOffice(page, "/biuro/sezony");
  await expect(page.getByRole("heading", { level: 2, name: /\(bieżący\)$/ })).toHaveCount(1);
  await page.getByRole("link", { name: "Nowy sezon" }).click();
  await expect(page).toHaveURL("/biuro/sezony/nowy");

  await sendNewSeason(name, ["2031-09-01", "2032-06-25", "2032-07-10", "2031-09-15", "2031-10-15"]);
  await expect(page.getByLabel("Ostatni dzień planowania zajęć")).toHaveAccessibleDescription(
    /Ostatni dzień planowania zajęć musi przypadać w sezonie\./,
  );
  await expectNoAxeViolations(page);
  await expectReflow(page);

  await page.getByLabel("Ostatni dzień planowania zajęć").fill(on("2032-06-12"));
  await page.getByRole("button", { name: "Utwórz sezon" }).click();
  await expect(page).toHaveURL("/biuro/sezony");
  await expect(page.getByRole("status").filter({ hasText: `Utworzono sezon ${name}.` })).toBeVisible();
  const season = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(season).toContainText(shown("2032-06-12"));
  await expectNoAxeViolations(page);
  await expectReflow(page);

  // Another season by the same name, or sharing a day with this one, is refused at the field.
  await page.getByRole("link", { name: "Nowy sezon" }).click();
  await sendNewSeason(name.toUpperCase(), ["2032-06-25", "2032-12-20", "2032-12-10", "2032-09-15", "2032-10-15"]);
  await expect(page.getByLabel("Nazwa sezonu")).toHaveAccessibleDescription(
    /Sezon o tej nazwie już jest\. Nadaj inną nazwę\./,
  );
  await expect(page.getByLabel("Początek sezonu")).toHaveAccessibleDescription(
    `Błąd: Sezony nie mogą na siebie zachodzić: sezon „${name}” trwa od ${shown("2031-09-01")} do ${shown("2032-06-25")}.`,
  );
  await expectNoAxeViolations(page);
  await expectReflow(page);
  await page.goto("/biuro/sezony");

  await season.getByRole("link", { name: `Zmień daty sezonu ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Daty sezonu ${name}`);
  await expect(page.getByLabel("Ostatni dzień planowania zajęć")).toHaveValue(on("2032-06-12"));
  await page.getByLabel("Koniec ankiet").fill(on("2031-10-30"));
  await page.getByRole("button", { name: "Zapisz daty" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Zapisano daty sezonu ${name}.` })).toBeVisible();
  await expect(season).toContainText(`${shown("2031-09-15")} – ${shown("2031-10-30")}`);
  await expect(page.getByRole("heading", { level: 2, name: /\(bieżący\)$/ })).toHaveCount(1);

  // The audit log tells both writes, newest first, by whom.
  await page.getByRole("link", { name: "Dziennik zdarzeń" }).click();
  await page.getByLabel("Czego dotyczy").selectOption({ label: "Sezony" });
  await page.getByRole("button", { name: "Pokaż" }).click();
  // Other tests write to the log at the same time: this season's entries, newest first.
  const entries = page.getByRole("list", { name: "Wpisy dziennika" }).getByRole("listitem").filter({ hasText: name });
  await expect(entries).toContainText([
    `Zmieniono daty sezonu ${name}: ankiety do ${shown("2031-10-15")} → ${shown("2031-10-30")}.`,
    `Utworzono sezon ${name}: ${shown("2031-09-01")} – ${shown("2032-06-25")}.`,
  ]);
  await expect(entries.first()).toContainText("biuro@example.pl");
  await expectNoAxeViolations(page);
});
