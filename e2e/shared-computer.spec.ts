import type { Browser, BrowserContext, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { buildRoutes, samplePath } from "./route-list";
import { endSessionElsewhere, logIn, registerFreshTeacher } from "./teachers";

/**
 * A school's computer lab, one browser profile for everyone: teacher A's
 * session ends with a form half sent, teacher B sits down and logs in. Nothing
 * A typed reaches B (pages, loader data, the browser's storage), and A, back
 * at the computer, gets back what was kept for A alone.
 */

const FORM_KEPT = "Sesja wygasła — zaloguj się, a zmiany wrócą do formularza";
/** What A types: words no page of B's could hold by chance. */
const A_TYPED = { lastname: "Wierzbicka-Zakryta", city: "Szczebrzeszyn" };

/** A types into the profile form and sends it after the session ended: the login page promises it back. */
async function typeIntoProfileAfterSessionEnded(page: Page, browser: Browser, context: BrowserContext) {
  await page.goto("/konto/edycja-profilu");
  await page.getByLabel("Nazwisko").fill(A_TYPED.lastname);
  await page.getByLabel("Miejscowość").fill(A_TYPED.city);
  await endSessionElsewhere(browser, context);
  await page.getByRole("button", { name: "Zapisz profil" }).click();
  await expect(page).toHaveURL("/logowanie?redirectTo=%2Fkonto%2Fedycja-profilu");
  await expect(page.getByText(FORM_KEPT)).toBeVisible();
}

async function logInAt(page: Page, path: string, email: string, password: string) {
  await page.goto(`/logowanie?redirectTo=${encodeURIComponent(path)}`);
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(path);
}

/** The forms a teacher without a club or groups has: where what A typed could come back. */
const FORMS = ["/konto/edycja-profilu", "/konto/zgloszenie-klubu", "/konto/sezon"];

/** Everything this browser shows or keeps for the signed-in teacher: every /konto page, its loaders' data, storage. */
async function everythingSeen(page: Page): Promise<{ what: string; text: string }[]> {
  const seen: { what: string; text: string }[] = [];
  for (const { id, pattern } of buildRoutes().filter(({ pattern }) => pattern.startsWith("/konto"))) {
    const path = samplePath(pattern);
    // Each page as it comes (a download too), and both its loaders' data, as the browser asks for them.
    seen.push({ what: path, text: await (await page.request.get(path, { maxRedirects: 0 })).text() });
    for (const loader of ["root", id]) {
      const data = await page.request.get(`${path}?_data=${encodeURIComponent(loader)}`, { maxRedirects: 0 });
      seen.push({ what: `${path}?_data=${loader}`, text: await data.text() });
    }
  }
  // The forms as the browser shows them, after any restore its scripts make.
  for (const path of FORMS) {
    await page.goto(path);
    for (const field of await page.locator("input, textarea, select").all()) {
      seen.push({ what: `${path} (pole)`, text: await field.inputValue() });
    }
  }
  seen.push({ what: "localStorage", text: await page.evaluate(() => JSON.stringify({ ...window.localStorage })) });
  return seen;
}

test("a school lab: what one teacher typed never reaches the next, and comes back to its owner", async ({
  page,
  context,
  browser,
}) => {
  // Two registrations, four logins and a walk of every account page: a journey, not a screen.
  test.setTimeout(180_000);
  // B has an account already (registered on another computer).
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const b = await registerFreshTeacher(await elsewhere.newPage(), "Bartosz", "Lis");
  await elsewhere.close();

  const a = await registerFreshTeacher(page, "Aleksandra", "Wierzbicka");

  // 1. A's session ends mid-form; A logs in again on this computer and gets it back.
  await typeIntoProfileAfterSessionEnded(page, browser, context);
  await logInAt(page, "/konto/edycja-profilu", a.email, a.password);
  await expect(page.getByText("Przywrócono zmiany wpisane przed wygaśnięciem sesji.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Nazwisko")).toHaveValue(A_TYPED.lastname);
  await expect(page.getByLabel("Miejscowość")).toHaveValue(A_TYPED.city);

  // 2. A's session ends mid-form again and A walks away; B sits down and logs in.
  await typeIntoProfileAfterSessionEnded(page, browser, context);
  await logIn(page, b.email, b.password);
  expect((await context.cookies()).map(({ name }) => name)).not.toContain("kept_form");
  await page.goto("/konto/edycja-profilu");
  await expect(page.getByLabel("Nazwisko")).toHaveValue("Lis");
  await expect(page.getByText("Przywrócono", { exact: false })).toHaveCount(0);
  for (const { what, text } of await everythingSeen(page)) {
    for (const value of [...Object.values(A_TYPED), a.email])
      expect(text, `${what} holds A's ${value}`).not.toContain(value);
  }

  // 3. B logs out; Back shows nothing of B.
  await page.goto("/konto/edycja-profilu");
  await page.getByRole("button", { name: "Wyloguj" }).click();
  await expect(page).toHaveURL("/");
  await page.goBack();
  await expect(page).toHaveURL(/\/logowanie\?redirectTo=%2Fkonto%2Fedycja-profilu$/);
  expect(await page.content()).not.toContain(b.email);
  await expect(page.getByLabel("Nazwisko")).toHaveCount(0);

  // 4. A comes back: A's own stored profile, nothing of B's; what A typed went with B's login (kept for A alone,
  //    never waiting in the browser while someone else uses it).
  await logInAt(page, "/konto/edycja-profilu", a.email, a.password);
  await expect(page.getByLabel("Nazwisko")).toHaveValue("Wierzbicka");
  await expect(page.getByText("Przywrócono", { exact: false })).toHaveCount(0);
  expect(await page.content()).not.toContain(b.email);
});
