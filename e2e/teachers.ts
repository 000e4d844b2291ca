import { type Browser, type BrowserContext, type Cookie, expect, type Page, test } from "@playwright/test";
import { generate } from "otplib";

import { latestMailTo, linkIn } from "./outbox";

const DEMO_PASSWORD = "Demo#Haslo1";
/** The demo office account's authenticator key (server/db/demo-data.ts, and the README). */
export const DEMO_STAFF_TOTP_SECRET = "KRUGS4ZANFZSA5DIMUQGIZLNN4QGWZLZ";

/** Logs in through the login page and waits for the account page. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await submitLogin(page, email, password);
  await expect(page).toHaveURL("/konto");
}

/** Sends the login page's form as someone going to their account would; where it lands is the test's. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/logowanie?redirectTo=%2Fkonto");
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

/** Logs the programme office's demo account in and lands on `path` of its panel. */
export async function logInToOffice(page: Page, path = "/biuro") {
  // One login per worker, as Playwright's "authenticate once" advises: a code works once in 30 seconds
  // for the whole account, and tests log the one demo office in side by side. A session a test ended
  // (logout, a refresh elsewhere) sends the next one through the login again.
  if (officeCookies) {
    await page.context().addCookies(officeCookies);
    await page.goto(path);
    if (new URL(page.url()).pathname === path.split("?")[0]) return;
    await page.context().clearCookies();
  }
  // A code may have to wait for the next half-minute: the test gets that time on top of its own.
  test.info().setTimeout(test.info().timeout + 45_000);
  await page.goto(`/logowanie?redirectTo=${encodeURIComponent(path)}`);
  await page.getByLabel("Adres e-mail").fill("biuro@example.pl");
  await page.getByLabel("Hasło").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/logowanie\/kod\?/);
  await confirmWithAuthenticator(page, DEMO_STAFF_TOTP_SECRET);
  await expect(page).toHaveURL(path);
  officeCookies = (await page.context().cookies()).filter((cookie) => ["token", "refresh_token"].includes(cookie.name));
}

/** The demo office's session cookies in this worker (see logInToOffice). */
let officeCookies: Cookie[] | undefined;

/**
 * Types the authenticator's code as a phone would show it. A code works once
 * and tests log the demo office in side by side: when this 30 seconds' code
 * was taken, the next one is accepted too (a phone's clock may run ahead);
 * when both were, wait for a new one.
 */
export async function confirmWithAuthenticator(page: Page, secret: string) {
  const refused = page.getByText("Ten kod jest nieprawidłowy albo został już użyty", { exact: false }).first();
  for (let attempt = 0; attempt < 6; attempt++) {
    // A refusal still on the page would be taken for the answer to this attempt.
    if (await refused.isVisible()) await page.goto(page.url());
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + (attempt % 2) * 30 });
    await page.getByLabel("Kod z aplikacji", { exact: true }).fill(code);
    await page.getByRole("button", { name: /^(Potwierdź|Włącz weryfikację dwuetapową)$/ }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith("/logowanie/"), { timeout: 20_000 }).then(() => "in"),
      // Setting the app up ends on its recovery codes, on the same address.
      page
        .getByRole("heading", { name: "Aplikacja ustawiona" })
        .waitFor({ timeout: 20_000 })
        .then(() => "in"),
      refused.waitFor({ timeout: 20_000 }).then(() => "taken"),
    ]);
    if (outcome === "in") return;
    if (attempt % 2 === 1) await page.waitForTimeout((30 - (Math.floor(Date.now() / 1000) % 30) + 1) * 1000);
  }
  throw new Error("The authenticator's code was refused every time");
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

/**
 * The session ends on the server while the page stays open, its cookies still
 * in the browser (as a logout on another device, an idle timeout or the office
 * disabling the account end it): a copy of the cookies logs out elsewhere.
 */
export async function endSessionElsewhere(browser: Browser, context: BrowserContext) {
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await elsewhere.addCookies(await context.cookies());
  const page = await elsewhere.newPage();
  await page.goto("/konto");
  await page.getByRole("button", { name: "Wyloguj" }).click();
  await expect(page).toHaveURL("/");
  await elsewhere.close();
}
