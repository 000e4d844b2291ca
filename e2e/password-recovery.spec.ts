import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { latestLinkTo } from "./outbox";
import { registerFreshTeacher } from "./teachers";

/**
 * Each project changes a different account's password, so the two runs never
 * share a mailbox: a teacher registered for this test, and the demo teacher
 * who has no password yet. The other demo accounts stay as other tests need them.
 */
async function accountToRecover(page: Page): Promise<string> {
  if (test.info().project.name === "no-js") return "ewa.kowalczyk@example.pl";
  const { email } = await registerFreshTeacher(page, "Halina", "Dąbrowska");
  await page.context().clearCookies();
  return email;
}
const NEW_PASSWORD = "Nowe#Haslo2026";

test("a teacher recovers a forgotten password from the e-mailed link and logs in with it", async ({
  page,
  baseURL,
}) => {
  const email = await accountToRecover(page);
  const since = Date.now() - 1000;

  await page.goto("/logowanie");
  await page.getByRole("link", { name: "Nie pamiętasz hasła?" }).click();
  await expect(page).toHaveURL("/przywracanie-hasla");
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.getByRole("status").getByText("Jeśli konto z tym adresem istnieje")).toBeVisible();

  // The registration's e-mail to the same address may be newer than `since` too.
  await expect.poll(() => latestLinkTo(email, "/przywracanie-hasla", since), { timeout: 10_000 }).toBeTruthy();
  const link = new URL(latestLinkTo(email, "/przywracanie-hasla", since)!);
  // The link leads back to the site the teacher asked on, whatever its port or host.
  expect(link.origin).toBe(new URL(baseURL!).origin);
  await page.goto(link.href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ustaw nowe hasło");
  await expectNoAxeViolations(page);

  // Two different passwords: the form says so and sets nothing.
  await page.getByLabel("Nowe hasło", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Powtórz nowe hasło").fill("Inne#Haslo2026");
  await page.getByRole("button", { name: "Zapisz nowe hasło" }).click();
  await expect(page.getByRole("alert")).toContainText("Powtórz nowe hasło");

  await page.getByLabel("Nowe hasło", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Powtórz nowe hasło").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Zapisz nowe hasło" }).click();
  await expect(page).toHaveURL("/logowanie");
  await expect(page.getByRole("status").getByText("Hasło zostało zmienione. Zaloguj się nowym hasłem.")).toBeVisible();

  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL("/konto");

  // The link was single-use.
  await page.goto(link.href);
  await expect(
    page.getByText("Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł."),
  ).toBeVisible();
});

test("an unknown address gets the same neutral confirmation", async ({ page }) => {
  await page.goto("/przywracanie-hasla");
  await page.getByLabel("Adres e-mail").fill("nikt-taki@example.pl");
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.getByRole("status").getByText("Jeśli konto z tym adresem istnieje")).toBeVisible();
});

test("a made-up first-password link is explained", async ({ page }) => {
  await page.goto("/generowanie-hasla?token=zmyslony-token");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Generowanie hasła");
  await expect(
    page.getByText("Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Poproś o nowy link" })).toHaveAttribute("href", "/przywracanie-hasla");
});
