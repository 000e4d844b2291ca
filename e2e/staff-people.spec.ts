import { readFile } from "node:fs/promises";

import { expectNoAxeViolations, expectReflow } from "./accessibility";
import { expect, test } from "./fixtures";
import { latestMailTo, linkIn } from "./outbox";
import { confirmWithAuthenticator, logIn, logInToOffice, registerFreshTeacher, submitLogin } from "./teachers";

/** A button's name: its visible words, then the account's e-mail for a screen reader. */
const forAccount = (action: string, email: string) => new RegExp(`^${action}\\W+${email.replace(/[.]/g, "\\.")}$`);

test("the office disables a teacher's account, which ends the teacher's session, and enables it again", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.slow();
  const { email, password } = await registerFreshTeacher(page, "Zenona", "Blokowana");
  const office = await browser.newContext({ baseURL, javaScriptEnabled });
  const staff = await office.newPage();
  await logInToOffice(staff, "/biuro/osoby");
  await staff.getByLabel("Imię, nazwisko, e-mail, telefon, kod pocztowy lub PESEL").fill(email);
  await staff.getByRole("button", { name: "Szukaj" }).click();
  const account = staff.getByRole("list", { name: "Znalezione konta" }).getByRole("listitem");
  await expect(account).toContainText("nauczyciel · aktywne · hasło ustawione");
  await expect(staff.getByRole("status").filter({ hasText: "wyni" })).toHaveText("1 wynik.");
  await expectNoAxeViolations(staff);
  await expectReflow(staff);

  // The phone number as the teacher typed it at registration, with the country code, finds the account too.
  await staff.getByLabel("Imię, nazwisko, e-mail, telefon, kod pocztowy lub PESEL").fill("+48 601-202-303");
  await staff.getByLabel("Kolejność").selectOption({ label: "Nazwisko A–Ż" });
  await staff.getByRole("button", { name: "Szukaj" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "wyni" })).toHaveText(
    /^\d+ (wynik|wyniki|wyników)(, strona 1 z \d+)?\.$/,
  );
  await expect(staff.getByRole("list", { name: "Znalezione konta" })).toContainText(email);
  await staff.getByLabel("Imię, nazwisko, e-mail, telefon, kod pocztowy lub PESEL").fill(email);
  await staff.getByRole("button", { name: "Szukaj" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "wyni" })).toHaveText("1 wynik.");

  await account.getByRole("button", { name: forAccount("Zablokuj konto", email) }).click();
  await expect(
    staff.getByRole("status").filter({ hasText: `Zablokowano konto ${email}. Jego sesje zostały zakończone.` }),
  ).toBeVisible();
  await expect(account).toContainText("zablokowane");

  // The teacher's open page no longer opens the account, nor does the password.
  await page.goto("/konto");
  await expect(page).toHaveURL(/\/logowanie/);
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByText("Nieprawidłowy adres e-mail lub hasło.").first()).toBeVisible();

  await account.getByRole("button", { name: forAccount("Odblokuj konto", email) }).click();
  await expect(staff.getByRole("status").filter({ hasText: `Odblokowano konto ${email}.` })).toBeVisible();
  await logIn(page, email, password);

  await staff.getByRole("link", { name: "Dziennik zdarzeń" }).click();
  // Other tests write to the log at the same time: this account's entries, newest first.
  const entries = staff.getByRole("list", { name: "Wpisy dziennika" }).getByRole("listitem").filter({ hasText: email });
  await expect(entries).toContainText([`Odblokowano konto ${email}.`, `Zablokowano konto ${email}.`]);

  // Only what is about this teacher, today, and the same entries downloaded.
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(new Date());
  await staff.getByLabel("Kogo dotyczy (e-mail)").fill(email);
  await staff.getByLabel("Od dnia").fill(today);
  await staff.getByLabel("Do dnia").fill(today);
  await staff.getByRole("button", { name: "Pokaż" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "wpis" })).toHaveText("2 wpisy.");
  await expectNoAxeViolations(staff);
  const [download] = await Promise.all([
    staff.waitForEvent("download"),
    staff.getByRole("link", { name: "Pobierz te wpisy: CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("dziennik-zdarzen.csv");
  const csv = (await readFile((await download.path())!)).toString("utf8").split("\r\n").filter(Boolean);
  // The download names the teacher in its filters: it is about them too, and in the log before the rows are read.
  expect(csv.slice(1).map((line) => line.split(";")[2])).toEqual(["export.audit", "user.enable", "user.disable"]);
  await office.close();
});

test("the office finds a teacher by the end of their PESEL, and an application by the whole number", async ({
  page,
}) => {
  // The demo teacher Katarzyna Wójcik's application carries PESEL 85041203465.
  await logInToOffice(page, "/biuro/osoby");
  const search = page.getByLabel("Imię, nazwisko, e-mail, telefon, kod pocztowy lub PESEL");
  await expect(search).toHaveAccessibleDescription("PESEL: cały numer albo jego ostatnie 4 lub 5 cyfr.");
  await search.fill("03465");
  await page.getByRole("button", { name: "Szukaj" }).click();
  await expect(page.getByRole("status").filter({ hasText: "wyni" })).toHaveText("1 wynik.");
  await expect(page.getByRole("list", { name: "Znalezione konta" })).toContainText("katarzyna.wojcik@example.pl");

  await page.goto("/biuro");
  await page
    .getByLabel("Szkoła, miejscowość, ulica, kod pocztowy, nauczyciel, e-mail, telefon lub PESEL")
    .fill("8504 1203 465");
  await page.getByRole("button", { name: "Pokaż" }).click();
  await expect(page.getByRole("status").filter({ hasText: "wyni" })).toHaveText("1 wynik.");
  await expect(page.getByRole("list", { name: "Zgłoszenia" })).toContainText("Katarzyna Wójcik");
});

test("the office creates a staff account, whose owner sets a password from the e-mail and reaches the panel", async ({
  page,
}, testInfo) => {
  // Two logins, a password set from an e-mail and an authenticator set up: a long walk.
  test.slow();
  const email = `koordynator.${testInfo.project.name}.${Date.now()}@example.pl`;
  const since = Date.now() - 1000;
  await logInToOffice(page, "/biuro/osoby");
  await page.getByLabel("Adres e-mail").fill("anna.nowak@example.pl");
  await page.getByLabel("Imię", { exact: true }).fill("Teresa");
  await page.getByLabel("Nazwisko", { exact: true }).fill("Koordynatorka");
  await page.getByRole("button", { name: "Załóż konto biura" }).click();
  await expect(page.getByLabel("Adres e-mail")).toHaveAccessibleDescription(
    /Konto z tym adresem już istnieje\. Konto biura zakłada się na osobny adres\./,
  );

  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByRole("button", { name: "Załóż konto biura" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Utworzono konto biura ${email}.` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Znalezione konta" })).toContainText(
    "biuro programu · aktywne · bez hasła",
  );
  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page.getByRole("status").getByText("Wylogowano.")).toBeVisible();

  await expect.poll(() => latestMailTo(email, since), { timeout: 10_000 }).toBeTruthy();
  await page.goto(linkIn(latestMailTo(email, since)!, "/generowanie-hasla"));
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Biuro#Haslo7");
  await page.getByLabel("Powtórz nowe hasło").fill("Biuro#Haslo7");
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(page).toHaveURL("/logowanie");
  // An office account lands on the office, never on the teacher's dashboard; a password alone opens
  // no office screen: the new account sets its authenticator up first.
  await submitLogin(page, email, "Biuro#Haslo7");
  await expect(page).toHaveURL("/logowanie/aplikacja?redirectTo=%2Fbiuro");
  await page.goto("/biuro/certyfikaty");
  await expect(page).toHaveURL("/logowanie/aplikacja?redirectTo=%2Fbiuro%2Fcertyfikaty");
  await expect(page.getByRole("img", { name: `Kod QR konta ${email} w aplikacji uwierzytelniającej` })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectReflow(page);
  const secret = (await page.locator("code.secret").textContent())!.replace(/\s/g, "");
  await page.getByLabel("Kod z aplikacji", { exact: true }).fill("000000");
  await page.getByRole("button", { name: "Włącz weryfikację dwuetapową" }).click();
  await expect(page.getByLabel("Kod z aplikacji", { exact: true })).toHaveAccessibleDescription(
    /Ten kod jest nieprawidłowy albo został już użyty/,
  );
  await confirmWithAuthenticator(page, secret);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aplikacja ustawiona");
  const recoveryCodes = page.getByRole("list", { name: "Kody zapasowe" }).getByRole("listitem");
  await expect(recoveryCodes).toHaveCount(10);
  const codes = await recoveryCodes.allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole("link", { name: "Kody zapisane: przejdź dalej" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certyfikaty");

  // The next login asks for a code; a recovery code stands in for a lost phone, once.
  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page.getByRole("status").getByText("Wylogowano.")).toBeVisible();
  await submitLogin(page, email, "Biuro#Haslo7");
  await expect(page).toHaveURL("/logowanie/kod?redirectTo=%2Fbiuro");
  await expectNoAxeViolations(page);
  await page.getByLabel("Kod z aplikacji", { exact: true }).fill(codes[0].toLowerCase());
  await page.getByRole("button", { name: "Potwierdź" }).click();
  await expect(page).toHaveURL("/biuro");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zgłoszenia klubów");
  await expect(page.getByRole("status").filter({ hasText: "Logowanie potwierdzone." })).toBeVisible();
});
