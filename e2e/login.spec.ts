import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { registerFreshTeacher } from "./teachers";

const TEACHER = { email: "anna.nowak@example.pl", password: "Demo#Haslo1" };

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

test("a teacher logs in, lands where they were going, sees their account and logs out", async ({ page, context }) => {
  await page.goto("/konto");
  await expect(page).toHaveURL("/logowanie?redirectTo=%2Fkonto");
  await logIn(page, TEACHER.email, TEACHER.password);

  await expect(page).toHaveURL("/konto");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moje konto");
  await expect(page.getByText("Dzień dobry, Anna Nowak.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Harmonogram grupy 1" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The tokens live only in httpOnly cookies: never in the page, its data or document.cookie.
  const cookies = await context.cookies();
  const token = cookies.find((cookie) => cookie.name === "token")!;
  const refresh = cookies.find((cookie) => cookie.name === "refresh_token")!;
  expect(token.httpOnly && refresh.httpOnly).toBe(true);
  expect(token.sameSite).toBe("Lax");
  const html = await page.content();
  for (const secret of [token.value, refresh.value]) {
    const jwt = decodeURIComponent(secret).split(".").slice(0, 3).join(".");
    expect(html).not.toContain(secret);
    expect(html).not.toContain(jwt.slice(0, 40));
  }
  if (test.info().project.use.javaScriptEnabled !== false) {
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/token/);
  }

  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("status").getByText("Wylogowano.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Zaloguj się", exact: true })).toBeVisible();
  expect(
    (await context.cookies()).filter((cookie) => cookie.name === "token" || cookie.name === "refresh_token"),
  ).toEqual([]);

  await page.goto("/konto");
  await expect(page).toHaveURL("/logowanie?redirectTo=%2Fkonto");
});

// ASVS V8.2.1 (issue 13 item 1): personal pages are sent "private, no-store", so
// neither the browser's cache nor its back-forward cache keeps them.
test("after logging out, Back shows nothing of the teacher who was there", async ({ page }) => {
  await page.goto("/logowanie?redirectTo=%2Fkonto%2Fedycja-profilu");
  await logIn(page, TEACHER.email, TEACHER.password);
  await expect(page).toHaveURL("/konto/edycja-profilu");
  await expect(page.getByLabel("Imię")).toHaveValue("Anna");

  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL("/");
  await page.goBack();
  await expect(page).toHaveURL(/\/logowanie\?redirectTo=/);
  const html = await page.content();
  expect(html).not.toContain("Nowak");
  expect(html).not.toContain(TEACHER.email);
});

test("wrong credentials are explained in Polish and the e-mail is kept, never the password", async ({ page }) => {
  await page.goto("/logowanie");
  await logIn(page, TEACHER.email, "Zle-haslo-1!");
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("Popraw błędy w formularzu");
  await expect(
    summary.getByRole("link", { name: "Adres e-mail: Nieprawidłowy adres e-mail lub hasło." }),
  ).toBeVisible();
  await expect(page.getByLabel("Adres e-mail")).toHaveValue(TEACHER.email);
  if (test.info().project.use.javaScriptEnabled === false) {
    // The server re-renders the form with what was typed, except the password.
    await expect(page.getByLabel("Hasło")).toHaveValue("");
  }
  await expectNoAxeViolations(page);
});

test("an empty form lists every missing field and links to it", async ({ page }) => {
  await page.goto("/logowanie");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  const summary = page.getByRole("alert");
  await expect(summary.getByRole("link")).toHaveText([
    "Adres e-mail: To pole jest wymagane",
    "Hasło: To pole jest wymagane",
  ]);
  await expect(page.getByLabel("Adres e-mail")).toHaveAttribute("aria-invalid", "true");
  await summary.getByRole("link", { name: "Hasło: To pole jest wymagane" }).click();
  await expect(page).toHaveURL(/#pole-password$/);
});

test("after five wrong passwords the account is paused and the teacher is told so in Polish", async ({
  page,
  context,
}) => {
  const { email } = await registerFreshTeacher(page, "Adam", "Kowal");
  await context.clearCookies();
  await page.goto("/logowanie");
  for (let attempt = 1; attempt <= 5; attempt++) {
    await logIn(page, email, `Zle#Haslo${attempt}`);
    await expect(page.getByRole("alert")).toContainText("Nieprawidłowy adres e-mail lub hasło.");
  }
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/logowanie",
  );
  await logIn(page, email, "Zle#Haslo6");
  // ASVS 4.0.3 V2.2.1: "too many" is the status the browser gets, not only the words it shows.
  expect((await answer).status()).toBe(429);
  await expect(page.getByRole("alert")).toContainText(/Zbyt wiele prób\. Spróbuj ponownie za \d+ min\./);
});

test("the session's tokens are not in the account page's loader data either", async ({ page, context }) => {
  await page.goto("/logowanie");
  await logIn(page, TEACHER.email, TEACHER.password);
  await expect(page).toHaveURL("/konto");
  const token = (await context.cookies()).find((cookie) => cookie.name === "token")!;
  const jwt = decodeURIComponent(token.value).match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)?.[0] ?? token.value;
  const data = await page.request.get("/konto?_data=routes%2Fkonto._index");
  expect(data.ok()).toBe(true);
  const body = await data.text();
  expect(body).toContain("Anna Nowak");
  expect(body).not.toContain(jwt);
  expect(body).not.toContain(token.value);
});
