import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { expectNoAxeViolations, expectReflow } from "./accessibility";
import { expect } from "./fixtures";
import { testOnOwnPlatform } from "./own-platform";
import { logInToOffice } from "./teachers";

/**
 * The club application (issue 11, point 1) as a teacher goes through it, with
 * JavaScript and without: the form with a file refused and chosen again, the
 * application sent, read back masked and its file downloaded; then staff ask
 * for a correction with the admin CLI, and the teacher corrects it. Each
 * project runs on a platform of its own (see own-platform.ts), whose demo
 * teacher Piotr has a certificate and no club yet.
 */
const test = testOnOwnPlatform("e2e-club");

// One teacher's application goes through the tests in turn; a long form filled twice with axe checks takes its time.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const TEACHER = "piotr.wisniewski@example.pl";
const PESEL = "44051401359";
const PDF = "%PDF-1.4\n%zgoda dyrektora szkoły na prowadzenie Sport Klubu\n";

/** A file of this test's own (the projects run side by side), as a teacher would pick it. */
function fileOf(name: string, content: string | Buffer): string {
  const file = test.info().outputPath("pliki", name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

async function logIn(page: Page) {
  await page.goto("/logowanie?redirectTo=%2Fkonto");
  await page.getByLabel("Adres e-mail").fill(TEACHER);
  await page.getByLabel("Hasło").fill("Demo#Haslo1");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL("/konto");
}

/**
 * The form, once its scripts have run: remix-validated-form drops (with an
 * error in the console) a check fired in the instant between hydration and
 * its form's registration, which a test typing at machine speed would hit.
 */
async function openApplicationForm(page: Page) {
  await page.goto("/konto/zgloszenie-klubu", { waitUntil: "networkidle" });
}

const section = (page: Page, legend: string) => page.getByRole("group", { name: legend, exact: true });

async function fillApplication(page: Page) {
  const school = section(page, "Szkoła, w której powstanie klub");
  await school.getByLabel("Nazwa szkoły").fill("Szkoła Podstawowa nr 7 im. Marii Konopnickiej");
  await school.getByLabel("Ulica").fill("ul. Lipowa");
  await school.getByLabel("Numer budynku").fill("3");
  await school.getByLabel("Kod pocztowy").fill("30-001");
  await school.getByLabel("Miejscowość").fill("Kraków");
  await school.getByLabel("Województwo").selectOption("małopolskie");
  await page.getByLabel("PESEL").fill(PESEL);
  const home = section(page, "Adres zamieszkania");
  await home.getByLabel("Ulica").fill("ul. Krótka");
  await home.getByLabel("Numer domu").fill("8");
  await home.getByLabel("Kod pocztowy").fill("30-002");
  await home.getByLabel("Poczta").fill("Kraków");
  await home.getByLabel("Miejscowość").fill("Kraków");
  await home.getByLabel("Gmina").fill("Kraków");
  await home.getByLabel("Powiat").fill("Kraków");
  await home.getByLabel("Województwo").selectOption("małopolskie");
  await page.getByLabel("Urząd skarbowy").fill("Urząd Skarbowy Kraków-Krowodrza");
  await page.getByLabel("Oddział NFZ").selectOption("Małopolski Oddział Wojewódzki NFZ");
  await page.getByLabel("Numer rachunku bankowego").fill("61 1090 1014 0000 0712 1981 2874");
  await page.getByLabel("Forma zatrudnienia").selectOption("umowa o pracę");
  await page.getByRole("radio", { name: "Na czas określony" }).check();
  await page.getByLabel("Umowa zawarta do").fill("2026-08-31");
  await page.getByRole("radio", { name: "Co najmniej minimalne wynagrodzenie za pracę" }).check();
  for (const box of await page.getByRole("checkbox").all()) await box.check();
}

/** What was typed is all still there (a file input is never refilled). */
async function expectTypedValues(page: Page) {
  const school = section(page, "Szkoła, w której powstanie klub");
  await expect(school.getByLabel("Nazwa szkoły")).toHaveValue("Szkoła Podstawowa nr 7 im. Marii Konopnickiej");
  await expect(school.getByLabel("Województwo")).toHaveValue("małopolskie");
  await expect(page.getByLabel("PESEL")).toHaveValue(PESEL);
  await expect(page.getByLabel("Numer rachunku bankowego")).toHaveValue("61 1090 1014 0000 0712 1981 2874");
  await expect(page.getByLabel("Oddział NFZ")).toHaveValue("Małopolski Oddział Wojewódzki NFZ");
  await expect(page.getByRole("radio", { name: "Na czas określony" })).toBeChecked();
  await expect(page.getByLabel("Umowa zawarta do")).toHaveValue("2026-08-31");
  await expect(page.getByRole("checkbox", { name: /Akceptuję regulamin/ })).toBeChecked();
}

const consentError = (page: Page) => page.locator(".field", { has: page.getByLabel("Zgoda dyrektora szkoły") });

test("a file too big or of a wrong type is refused at its field, and nothing typed is lost", async ({ page }) => {
  await logIn(page);
  await expect(page.getByRole("link", { name: "Zgłoś klub" })).toHaveAttribute("href", "/konto/zgloszenie-klubu");
  await openApplicationForm(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zgłoszenie klubu");
  // The account's own data is offered; the limits of the file are stated before choosing one.
  await expect(page.getByLabel("Imię", { exact: true })).toHaveValue("Piotr");
  await expect(consentError(page)).toContainText("PDF, JPG, JPEG lub PNG, najwyżej 5 MB");
  await expectNoAxeViolations(page);
  await expectReflow(page);

  await fillApplication(page);
  const big = Buffer.alloc(5 * 1024 * 1024 + 200 * 1024);
  big.write(PDF);
  await page.getByLabel("Zgoda dyrektora szkoły").setInputFiles(fileOf("skan-zgody.pdf", big));
  await page.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
  const tooBig = "Plik „skan-zgody.pdf” ma 5,2 MB, a może mieć najwyżej 5 MB.";
  await expect(page.getByRole("alert")).toContainText(tooBig);
  await expect(consentError(page)).toContainText(tooBig);
  await expectTypedValues(page);
  // The PESEL is read back, as typed with JavaScript and as the server shows it without.
  await expect(page.getByText("Z numeru PESEL: data urodzenia 14.05.1944, płeć: mężczyzna.")).toBeVisible();

  await page.getByLabel("Zgoda dyrektora szkoły").setInputFiles(fileOf("zgoda.heic", "zdjęcie z telefonu"));
  await page.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
  const wrongType = "Plik „zgoda.heic” ma niedozwolony format. Wybierz plik PDF, JPG, JPEG lub PNG.";
  await expect(consentError(page)).toContainText(wrongType);
  await expectTypedValues(page);
  await expectNoAxeViolations(page);
});

test("a teacher sends the application with the principal's consent and reads it back masked", async ({
  page,
}, testInfo) => {
  await logIn(page);
  await openApplicationForm(page);
  await fillApplication(page);
  await page.getByLabel("Zgoda dyrektora szkoły").setInputFiles(fileOf("zgoda.pdf", PDF));
  await page.getByRole("button", { name: "Wyślij zgłoszenie" }).click();

  await expect(page.getByRole("status").getByText("Wysłano zgłoszenie klubu. Status: weryfikacja.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status zgłoszenia: weryfikacja" })).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  const pesel = page.getByRole("definition").filter({ hasText: "1359" });
  await expect(pesel).toHaveText("•••••••ukryty, kończy się na 1359");
  const content = await page.content();
  expect(content).not.toContain(PESEL);
  expect(content).not.toContain("1090101400000712");
  await expectNoAxeViolations(page);
  await expectReflow(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "zgoda.pdf" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("zgoda.pdf");
  const saved = testInfo.outputPath("pobrana-zgoda.pdf");
  await download.saveAs(saved);
  expect(readFileSync(saved, "utf8")).toBe(PDF);

  await page.goto("/konto");
  const step = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Zgłoszenie klubu" }) });
  await expect(step).toContainText("Status: weryfikacja");
});

test("the office sends the application back in its panel; the teacher corrects it; the office accepts it from the list's selection and records the contract", async ({
  page,
  browser,
  platform,
  javaScriptEnabled,
}) => {
  const note = "Popraw numer budynku szkoły: w rejestrze szkół jest 3a.";
  const office = await browser.newContext({ baseURL: platform.url, javaScriptEnabled });
  const staff = await office.newPage();
  await logInToOffice(staff);

  // Applications in verification, the teacher's among them, found by their e-mail.
  await staff.getByLabel("Status").selectOption({ label: "weryfikacja" });
  await staff
    .getByLabel("Szkoła, miejscowość, ulica, kod pocztowy, nauczyciel, e-mail, telefon lub PESEL")
    .fill("wisniewski");
  await staff.getByRole("button", { name: "Pokaż" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "wyni" })).toHaveText("1 wynik.");
  await expectNoAxeViolations(staff);
  await expectReflow(staff);
  await staff.getByRole("link", { name: "Szkoła Podstawowa nr 7 im. Marii Konopnickiej" }).click();

  // PESEL and the account are masked until staff give a reason, which the history keeps.
  await expect(staff.getByRole("definition").filter({ hasText: "1359" }).first()).not.toContainText(PESEL);
  await staff.getByLabel("Powód wglądu").fill("Sprawdzenie danych do umowy zlecenia");
  await staff.getByRole("button", { name: "Pokaż PESEL i numer rachunku" }).click();
  await expect(staff.getByText(PESEL, { exact: true })).toBeVisible();
  // The account in full reads as it is printed: 2 digits, then six groups of 4.
  await expect(staff.getByText("61 1090 1014 0000 0712 1981 2874", { exact: true })).toBeVisible();
  await expectNoAxeViolations(staff);
  await expectReflow(staff);

  // Sending back needs the note the teacher will read.
  await staff.getByRole("radio", { name: "do poprawy" }).check();
  await staff.getByRole("button", { name: "Zapisz decyzję" }).click();
  await expect(staff.getByText("Zwracając zgłoszenie do poprawy, napisz nauczycielowi, co poprawić.")).toBeVisible();
  await staff.getByRole("radio", { name: "do poprawy" }).check();
  await staff.getByLabel("Uwaga dla nauczyciela").fill(note);
  await staff.getByRole("button", { name: "Zapisz decyzję" }).click();
  await expect(staff.getByRole("status").getByText("Zmieniono status zgłoszenia na „do poprawy”.")).toBeVisible();
  const history = staff.getByRole("region", { name: "Historia" });
  await expect(history).toContainText("biuro@example.pl: Wgląd w PESEL i numer rachunku. Powód: Sprawdzenie danych");
  await expect(history).toContainText(`Zmiana statusu z „weryfikacja” na „do poprawy”. Uwaga dla nauczyciela: ${note}`);
  // The conversation: the first sending, then the decision with its note, which the teacher now reads.
  const conversation = staff.getByRole("region", { name: "Przebieg zgłoszenia" }).getByRole("listitem");
  await expect(conversation).toHaveCount(2);
  await expect(conversation.nth(0)).toContainText("Wpłynęło zgłoszenie.");
  await expect(conversation.nth(1)).toContainText("biuro@example.pl");
  await expect(conversation.nth(1)).toContainText("Decyzja: „do poprawy”.");
  await expect(conversation.nth(1)).toContainText(`Uwaga dla nauczyciela: ${note}`);
  await expect(conversation.nth(1)).toContainText("Tę uwagę nauczyciel widzi teraz na swoim koncie.");

  await logIn(page);
  const step = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Zgłoszenie klubu" }) });
  await expect(step).toContainText("Status: do poprawy");
  await expect(step).toContainText(note);
  await expect(step.getByRole("link", { name: "Popraw zgłoszenie" })).toHaveAttribute(
    "href",
    "/konto/zgloszenie-klubu",
  );
  await openApplicationForm(page);

  await expect(page.getByRole("heading", { name: "Status zgłoszenia: do poprawy" })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  // The form of an application under correction is the only place the numbers come back in full.
  await expect(page.getByLabel("PESEL")).toHaveValue(PESEL);
  await expect(page.getByLabel("Numer rachunku bankowego")).toHaveValue("61 1090 1014 0000 0712 1981 2874");
  await expect(consentError(page)).toContainText("Zapisany plik: zgoda.pdf");
  await expect(consentError(page)).toContainText("zostanie zachowany, jeśli nie wybierzesz nowego");
  await expectNoAxeViolations(page);
  await expectReflow(page);

  await section(page, "Szkoła, w której powstanie klub").getByLabel("Numer budynku").fill("3a");
  await page.getByRole("button", { name: "Wyślij poprawione zgłoszenie" }).click();
  await expect(page.getByRole("status").getByText("Wysłano poprawione zgłoszenie. Status: weryfikacja.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status zgłoszenia: weryfikacja" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "ul. Lipowa 3a" })).toHaveText(
    "ul. Lipowa 3a, 30-001 Kraków",
  );
  await expect(page.getByRole("link", { name: "zgoda.pdf" })).toBeVisible();

  // Back with the office, in verification again: accepted from the list's selection, and the contract's day recorded.
  await staff.goto("/biuro?status=0&szukaj=wisniewski");
  await expect(staff.getByRole("listitem").filter({ hasText: TEACHER })).toContainText("weryfikacja");
  await staff.getByRole("link", { name: "Szkoła Podstawowa nr 7 im. Marii Konopnickiej" }).click();
  // Arrived when first sent, corrected since; the correction follows the note it answers.
  await expect(staff.locator(".lead")).toContainText(
    /wpłynęło \d\d\.\d\d\.\d{4}.* \(poprawiono \d\d\.\d\d\.\d{4}, \d\d:\d\d\)/,
  );
  await expect(conversation).toHaveCount(3);
  await expect(conversation.nth(2)).toContainText(
    "Wysłano poprawione zgłoszenie. Zmiany: Numer budynku (adres szkoły):",
  );
  await expect(conversation.nth(2)).toContainText("→ „3a”");
  await expect(staff.getByText("Tę uwagę nauczyciel widzi teraz na swoim koncie.")).toHaveCount(0);
  await expectNoAxeViolations(staff);
  await staff.goBack();
  await staff
    .getByRole("listitem")
    .filter({ hasText: TEACHER })
    .getByRole("checkbox", { name: /^Zaznacz nr \d+$/ })
    .check();
  await staff.getByRole("button", { name: "Zaakceptuj zaznaczone" }).click();
  await expect(staff.getByRole("status").getByText("Zaakceptowano 1 zgłoszenie.")).toBeVisible();
  await expect(staff).toHaveURL("/biuro?status=0&szukaj=wisniewski");
  await expect(staff.getByText("Żadne zgłoszenie nie pasuje do filtrów.")).toBeVisible();
  await staff.goto("/biuro?szukaj=wisniewski");
  await staff.getByRole("link", { name: "Szkoła Podstawowa nr 7 im. Marii Konopnickiej" }).click();
  await expect(history).toContainText("Zmiana statusu z „weryfikacja” na „zaakceptowane”.");
  // The application arrived today: a contract is not signed before it.
  const day = (offset: number) =>
    new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(new Date(Date.now() + offset * 86_400_000));
  const polish = (iso: string) => iso.split("-").reverse().join(".");
  await staff.getByLabel("Data podpisania umowy").fill(day(-1));
  await staff.getByRole("button", { name: "Zapisz datę" }).click();
  await expect(staff.getByLabel("Data podpisania umowy")).toHaveAccessibleDescription(
    `Od dnia wpłynięcia zgłoszenia (${polish(day(0))}) do dziś. Umowę podpisuje się po wpłynięciu zgłoszenia: podaj datę ${polish(day(0))} lub późniejszą.`,
  );
  await staff.getByLabel("Data podpisania umowy").fill(day(0));
  await staff.getByRole("button", { name: "Zapisz datę" }).click();
  await expect(staff.getByRole("status").getByText("Zapisano datę podpisania umowy.")).toBeVisible();
  await expect(staff.getByText(`Umowę podpisano ${polish(day(0))}.`)).toBeVisible();
  await expect(history).toContainText(`biuro@example.pl: Zapisano datę podpisania umowy: ${polish(day(0))}.`);
  // The acceptance adds to the conversation; the note it answered is still there.
  await expect(conversation).toHaveCount(4);
  await expect(conversation.nth(1)).toContainText(note);
  await expect(conversation.nth(3)).toContainText("Decyzja: „zaakceptowane”.");
  await office.close();

  await page.goto("/konto");
  await expect(page.getByText(`Umowa podpisana ${polish(day(0))}.`)).toBeVisible();
});
