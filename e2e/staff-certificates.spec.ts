import { writeFileSync } from "node:fs";

import { expectNoAxeViolations, expectReflow } from "./accessibility";
import { expect, test } from "./fixtures";
import { logInToOffice, registerFreshTeacher } from "./teachers";

test("the office certifies a training's list from a CSV file, then revokes one teacher's certificate, certifies a selection and issues one by its number", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  test.slow();
  const { email } = await registerFreshTeacher(page, "Jadwiga", "Certyfikowana");
  const certificateStep = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Certyfikat ukończenia szkolenia" }) });
  await expect(certificateStep).toContainText("Nie widzimy jeszcze Twojego certyfikatu");
  // No dead end: where the trainings are, when the certificate appears, and the office's address.
  await expect(certificateStep.getByRole("link", { name: "Zobacz szkolenia" })).toHaveAttribute("href", "/szkolenia");
  await expect(certificateStep).toContainText("gdy biuro programu wpisze listę uczestników Twojego szkolenia");
  await expect(certificateStep.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@/);

  const office = await browser.newContext({ baseURL, javaScriptEnabled });
  const staff = await office.newPage();
  await logInToOffice(staff, "/biuro/certyfikaty");

  // The list as a spreadsheet saves it: a header, semicolons, a certified teacher and an unknown address.
  const list = testInfo.outputPath("lista-szkolenia.csv");
  const unknown = `nieznany.${Date.now()}@example.pl`;
  writeFileSync(
    list,
    `Imię;Nazwisko;E-mail\nJadwiga;Certyfikowana;${email}\nAnna;Nowak;anna.nowak@example.pl\nJan;Nieznany;${unknown}\n`,
  );
  await staff.getByLabel("Plik z listą").setInputFiles(list);
  await staff.getByRole("button", { name: "Wydaj certyfikaty z listy" }).click();
  const report = staff.getByRole("status").filter({ hasText: "Wydano" });
  await expect(report).toContainText("Wydano 1 certyfikat. Miało już certyfikat: 1. Bez konta nauczyciela: 1.");
  await expect(report.getByRole("listitem")).toHaveText([unknown]);
  await expectNoAxeViolations(staff);
  await expectReflow(staff);

  await page.reload();
  await expect(certificateStep).toContainText("Masz certyfikat");

  // One teacher: found by name, the imported certificate revoked, another issued by its number.
  await staff.getByLabel("Imię, nazwisko, e-mail, telefon, kod pocztowy lub PESEL").fill(email);
  await staff.getByRole("button", { name: "Szukaj" }).click();
  const found = staff.getByRole("list", { name: "Znalezione konta" }).getByRole("listitem").first();
  await expect(found).toContainText("Jadwiga Certyfikowana");
  await found.getByRole("button", { name: /^Cofnij certyfikat nr SK\// }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Cofnięto certyfikat nr SK/" })).toBeVisible();
  await expect(found).toContainText("Bez certyfikatu.");

  // A selection of teachers: each gets a certificate numbered as the import numbers them.
  await found.getByRole("checkbox", { name: `Zaznacz: ${email}` }).check();
  await staff.getByRole("button", { name: "Wydaj certyfikaty zaznaczonym" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Wydano 1 certyfikat." })).toBeVisible();
  await expect(found).toContainText(/Certyfikat nr SK\/\d{4}\/\d{6}/);
  await expect(found.getByRole("checkbox")).toHaveCount(0);

  const number = `AWF/${Date.now()}`;
  await found.getByLabel(`Numer nowego certyfikatu dla: ${email}`).fill(number);
  await found.getByRole("button", { name: "Wydaj certyfikat" }).click();
  await expect(staff.getByRole("status").filter({ hasText: `Wydano certyfikat nr ${number}.` })).toBeVisible();
  await expect(found).toContainText(`Certyfikat nr ${number}`);
  await expectNoAxeViolations(staff);
  await office.close();
});
