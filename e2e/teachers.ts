import { expect, type Page } from "@playwright/test";

import { latestMailTo, linkIn } from "./outbox";

const DEMO_PASSWORD = "Demo#Haslo1";

/** Logs in through the login page and waits for the account page. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/logowanie?redirectTo=%2Fkonto");
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL("/konto");
}

/** Logs the programme office's demo account in and lands on `path` of its panel. */
export async function logInToOffice(page: Page, path = "/biuro") {
  await page.goto(`/logowanie?redirectTo=${encodeURIComponent(path)}`);
  await page.getByLabel("Adres e-mail").fill("biuro@example.pl");
  await page.getByLabel("Hasło").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(path);
}

/** Fills the congress registration form (second step) as a teacher would, terms accepted. */
export async function fillRegistrationForm(
  page: Page,
  teacher: { firstname: string; lastname: string; email: string },
) {
  await page.getByLabel("Imię").fill(teacher.firstname);
  await page.getByLabel("Nazwisko").fill(teacher.lastname);
  await page.getByLabel("Adres e-mail").fill(teacher.email);
  await page.getByLabel("Telefon").fill("601 202 303");
  await page.getByLabel("Miejscowość").fill("Warszawa");
  await page.getByLabel("Kod pocztowy").fill("00-950");
  await page.getByLabel("Ukończone szkolenie").selectOption("Nauczyciel wychowania fizycznego");
  await page.getByLabel("Stanowisko").selectOption("Nauczyciel");
  await page.getByLabel("Akceptuję regulamin programu Sport Kluby i kongresu").check();
}

/**
 * A teacher of one's own, for a test that changes an account: registered for
 * the Warsaw congress through the site, with a first password set from the
 * e-mail link, and logged in.
 */
export async function registerFreshTeacher(page: Page, firstname = "Marta", lastname = "Zielińska") {
  const email = `nauczyciel.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pl`;
  const password = "Wlasne#Haslo7";
  const since = Date.now() - 1000;
  await page.goto("/rejestracja?kod=WAW2026");
  await fillRegistrationForm(page, { firstname, lastname, email });
  await page.getByRole("button", { name: "Zarejestruj się" }).click();
  await expect.poll(() => latestMailTo(email, since), { timeout: 10_000 }).toBeTruthy();
  await page.goto(linkIn(latestMailTo(email, since)!, "/generowanie-hasla"));
  await page.getByLabel("Nowe hasło", { exact: true }).fill(password);
  await page.getByLabel("Powtórz nowe hasło").fill(password);
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(page).toHaveURL("/logowanie");
  await logIn(page, email, password);
  return { email, password };
}
