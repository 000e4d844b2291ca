import { expectNoAxeViolations, expectReflow } from "./accessibility";
import { expect, test } from "./fixtures";
import { logIn } from "./teachers";

/** Demo teachers with an accepted club and no season yet: one for each browser run, as enrolling happens once. */
const ACCEPTED_TEACHERS = { js: "katarzyna.wojcik@example.pl", "no-js": "tomasz.kaczmarek@example.pl" };

test("a teacher enrols the club with groups, adding and removing rows, then edits a group", async ({
  page,
}, testInfo) => {
  test.slow();
  await logIn(page, ACCEPTED_TEACHERS[testInfo.project.name as keyof typeof ACCEPTED_TEACHERS]);
  await page.getByRole("link", { name: "Zapisz klub na sezon" }).click();
  await expect(page).toHaveURL("/konto/sezon");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sezon i grupy");
  await expectNoAxeViolations(page);

  const group = (n: number) => page.getByRole("group", { name: `Grupa ${n}`, exact: true });
  // The size rule is said beside the fields.
  await expect(group(1)).toContainText("Grupa liczy od 12 do 20 uczniów");
  await group(1).getByLabel("Zwykłe miejsce zajęć").fill("Sala gimnastyczna");
  await group(1).getByLabel("Liczba dziewcząt").fill("6");
  await group(1).getByLabel("Liczba chłopców").fill("5");

  await page.getByRole("button", { name: "Dodaj grupę" }).click();
  await expect(group(2).getByLabel("Zwykłe miejsce zajęć")).toBeFocused();
  await group(2).getByLabel("Zwykłe miejsce zajęć").fill("Boisko Orlik");
  await group(2).getByLabel("Liczba dziewcząt").fill("9");
  await group(2).getByLabel("Liczba chłopców").fill("9");
  await page.getByRole("button", { name: "Dodaj grupę" }).click();
  await group(3).getByLabel("Zwykłe miejsce zajęć").fill("Sala korekcyjna");
  await group(3).getByLabel("Liczba dziewcząt").fill("2");
  await group(3).getByLabel("Liczba chłopców").fill("4");
  await group(3).getByLabel("Grupa uczniów z niepełnosprawnościami").check();

  // Removing group 2 moves group 3 up, with everything typed in it.
  await page.getByRole("button", { name: "Usuń grupę 2" }).click();
  await expect(group(3)).toHaveCount(0);
  await expect(group(1).getByLabel("Liczba dziewcząt")).toHaveValue("6");
  await expect(group(2).getByLabel("Zwykłe miejsce zajęć")).toHaveValue("Sala korekcyjna");
  await expect(group(2).getByLabel("Grupa uczniów z niepełnosprawnościami")).toBeChecked();
  await expectReflow(page);

  await page.getByRole("button", { name: "Zapisz klub na sezon" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText(
    "Grupa 1 – liczba chłopców: Grupa musi liczyć od 12 do 20 uczniów (dziewczęta i chłopcy razem); teraz: 11.",
  );
  await expect(group(2).getByLabel("Liczba chłopców")).toHaveValue("4");

  await group(1).getByLabel("Liczba dziewcząt").fill("7");
  await page.getByRole("button", { name: "Zapisz klub na sezon" }).click();
  await expect(page.getByRole("status").getByText("Zapisano klub na sezon z 2 grupami.")).toBeVisible();
  const groups = page.getByRole("list", { name: "Grupy w bieżącym sezonie" });
  await expect(groups.getByRole("listitem")).toHaveCount(2);
  await expect(groups.getByRole("listitem").nth(0)).toContainText("Dziewczęta: 7, chłopcy: 5");
  await expect(groups.getByRole("listitem").nth(1)).toContainText(
    "Dziewczęta: 2, chłopcy: 4 · grupa uczniów z niepełnosprawnościami",
  );

  // Editing: places and pupils of the enrolled groups, held to the same rule. A count over the limit is
  // told at its field, never added up as text ("30" and "5" once read "teraz: 305").
  await group(1).getByLabel("Liczba dziewcząt").fill("30");
  await page.getByRole("button", { name: "Zapisz zmiany w grupach" }).click();
  await expect(summary).toContainText("Grupa 1 – liczba dziewcząt: Podaj liczbę całkowitą od 0 do 20.");
  await expect(summary).not.toContainText("teraz:");
  await group(1).getByLabel("Liczba dziewcząt").fill("7");
  await group(2).getByLabel("Liczba chłopców").fill("1");
  await page.getByRole("button", { name: "Zapisz zmiany w grupach" }).click();
  await expect(summary).toContainText("Grupa 2 – liczba chłopców: Grupa musi liczyć od 5 do 20 uczniów");
  await group(2).getByLabel("Liczba chłopców").fill("5");
  await group(2).getByLabel("Zwykłe miejsce zajęć").fill("Sala rehabilitacyjna");
  await page.getByRole("button", { name: "Zapisz zmiany w grupach" }).click();
  await expect(page.getByRole("status").getByText("Zapisano miejsca zajęć i liczebność grup.")).toBeVisible();
  await page.reload();
  await expect(groups.getByRole("listitem").nth(1)).toContainText("Miejsce zajęć: Sala rehabilitacyjna");
  await expect(groups.getByRole("listitem").nth(1)).toContainText("Dziewczęta: 2, chłopcy: 5");
  await expect(group(2).getByLabel("Liczba chłopców")).toHaveValue("5");
  await expectNoAxeViolations(page);

  // After enrolment: a group added, then removed while it has no classes or surveys.
  await page.getByRole("button", { name: "Dodaj grupę" }).click();
  await expect(page.getByRole("status").getByText("Dodano grupę 3.", { exact: false })).toBeVisible();
  await expect(groups.getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "Usuń grupę 3" }).click();
  await expect(page.getByRole("status").getByText("Usunięto grupę 3.")).toBeVisible();
  await expect(groups.getByRole("listitem")).toHaveCount(2);

  // The schedule opens for the new groups.
  await page.getByRole("link", { name: "Harmonogram grupy 2" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harmonogram zajęć grupy 2");
  await expect(page.getByText("Zwykłe miejsce zajęć: Sala rehabilitacyjna.")).toBeVisible();
});

test("a teacher whose club is not accepted is told when the season opens to them", async ({ page }) => {
  await logIn(page, "piotr.wisniewski@example.pl");
  await page.goto("/konto/sezon");
  await expect(page.getByText("Na sezon zapiszesz się po akceptacji zgłoszenia klubu.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Zapisz klub na sezon" })).toHaveCount(0);
});
