import { readFile } from "node:fs/promises";

import { expectNoAxeViolations, expectReflow } from "./accessibility";
import { expect, test } from "./fixtures";
import { logInToOffice } from "./teachers";

test("the office sets up a congress city and an agenda item with an expert, and downloads its list", async ({
  page,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}${Date.now()}`.replace(/[^a-z0-9]/g, "");
  const name = `Kongres próbny ${stamp}`;
  await logInToOffice(page, "/biuro/kongres");
  await page.getByRole("link", { name: "Nowe miasto kongresu" }).click();
  await page.getByLabel("Nazwa", { exact: true }).fill(name);
  await page.getByLabel("Miasto", { exact: true }).fill("Opole");
  await page.getByLabel("Adres miasta w serwisie").fill(`opole-${stamp}`);
  await page.getByLabel("Kod rejestracji").fill(`op${stamp}`.slice(0, 20));
  await page.getByRole("button", { name: "Utwórz miasto kongresu" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("status").filter({ hasText: `Utworzono miasto kongresu ${name}.` })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectReflow(page);

  await page.getByRole("link", { name: "Nowy punkt programu" }).click();
  await page.getByLabel("Nazwa punktu programu").fill("Warsztaty: gry z piłką na małej sali");
  await page.getByLabel("Część kongresu").selectOption({ label: "warsztaty" });
  await page.getByLabel("Początek", { exact: true }).fill("2031-05-14T10:00");
  await page.getByLabel("Koniec", { exact: true }).fill("2031-05-14T11:30");
  await page.getByLabel("Limit miejsc").fill("25");
  await page.getByLabel("Koniec zapisów").fill("2031-05-14T10:30");
  await page.getByRole("button", { name: "Dodaj punkt programu" }).click();
  await expect(page.getByLabel("Koniec zapisów")).toHaveAccessibleDescription(
    /Zapisy muszą się skończyć przed rozpoczęciem punktu programu\./,
  );
  await expectNoAxeViolations(page);
  await expectReflow(page);
  await page.getByLabel("Koniec zapisów").fill("2031-05-13T20:00");
  await page.getByRole("button", { name: "Dodaj punkt programu" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Warsztaty: gry z piłką na małej sali");
  await expect(page.getByText("14.05.2031, 10:00–11:30 · warsztaty")).toBeVisible();

  // An expert of the demo's, as a moderator.
  const expert = (await page.getByLabel("Ekspert", { exact: true }).locator("option").first().textContent())!;
  await page.getByLabel("Rola").selectOption({ label: "moderator" });
  await page.getByRole("button", { name: "Dodaj eksperta" }).click();
  await expect(page.getByRole("list", { name: "Eksperci punktu" })).toContainText(`${expert} (moderator)`);
  await expect(page.getByLabel("Limit miejsc")).toHaveValue("25");
  await expectNoAxeViolations(page);
  await expectReflow(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Lista uczestników i oczekujących: CSV" }).click(),
  ]);
  const text = (await readFile((await download.path())!)).toString("utf8");
  expect(text).toBe("\uFEFFStatus;Kolejność;Nazwisko;Imię;E-mail;Telefon;Miejscowość;Zapis\r\n");

  await page.goto("/biuro/dziennik?rodzaj=agenda-item&kto=biuro%40example.pl");
  const entries = page.getByRole("list", { name: "Wpisy dziennika" }).getByRole("listitem");
  await expect(
    entries.filter({ hasText: "Pobrano listę uczestników punktu Warsztaty: gry z piłką na małej sali (CSV)." }).first(),
  ).toBeVisible();
});
