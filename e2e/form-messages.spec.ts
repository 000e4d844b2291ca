import { expect, test } from "./fixtures";
import { registerFreshTeacher } from "./teachers";

/**
 * A failed form speaks through its error summary only; toasts are for
 * outcomes that leave the page. Without JavaScript a toast set by the failed
 * submit would surface one submit late, beside an unrelated error.
 */
test("a refused password change is told once, in the error summary, and never as a toast", async ({ page }) => {
  await registerFreshTeacher(page, "Iga", "Sowa");
  await page.goto("/konto/edycja-profilu");
  const wrongPassword = "Podane obecne hasło jest nieprawidłowe.";

  await page.getByLabel("Obecne hasło").fill("Zle#Haslo99");
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Kolejne#Haslo8");
  await page.getByLabel("Powtórz nowe hasło").fill("Kolejne#Haslo8");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page.getByRole("alert")).toContainText(wrongPassword);
  const toastsSaying = (text: string) => page.getByRole("status").filter({ hasText: text });
  await expect(toastsSaying(wrongPassword)).toHaveCount(0);

  // The next failure is a different one: nothing of the first comes back.
  await page.getByLabel("Obecne hasło").fill("Zle#Haslo99");
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Kolejne#Haslo8");
  await page.getByLabel("Powtórz nowe hasło").fill("Inne#Haslo8");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page.getByRole("alert")).toContainText("Hasła nie są takie same");
  await expect(page.getByText(wrongPassword)).toHaveCount(0);
  await page.goto("/konto");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moje konto");
  await expect(page.getByText(wrongPassword)).toHaveCount(0);
});
