import { UNREACHABLE_UPSTREAM_PORT } from "../playwright.config";
import { expect, test } from "./fixtures";

const DOWN = `http://localhost:${UNREACHABLE_UPSTREAM_PORT}`;

test.describe("when the platform API cannot be reached", () => {
  // The failed upstream call is the point of these tests; the browser logs the 503 itself.
  test.use({ allowPageErrors: true });

  test("a page that needs it answers with a Polish 503 page, never a stack trace", async ({ page }) => {
    const response = await page.goto(`${DOWN}/agenda`);
    expect(response?.status()).toBe(503);
    await expect(page.getByText("503 · Service Unavailable")).toBeVisible();
    await expect(page.getByText("Serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka minut.")).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/at .*\.(js|ts):\d+/);
  });

  test("pages that do not need it still work", async ({ page }) => {
    const response = await page.goto(`${DOWN}/sport-kluby`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sport Kluby");
  });

  test("a form keeps what the teacher typed and says what happened", async ({ page }) => {
    await page.goto(`${DOWN}/logowanie`);
    await page.getByLabel("Adres e-mail").fill("anna.nowak@example.pl");
    await page.getByLabel("Hasło").fill("Demo#Haslo1");
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page.getByRole("alert")).toContainText("Serwis jest chwilowo niedostępny");
    // The whole form's failure (issue 35 item 9), not the e-mail field's: no field is marked wrong.
    await expect(page.getByRole("heading", { name: "Nie udało się wysłać formularza" })).toBeVisible();
    await expect(page.getByLabel("Adres e-mail")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".field__error")).toHaveCount(0);
    await expect(page.getByLabel("Adres e-mail")).toHaveValue("anna.nowak@example.pl");
    // A failed form speaks through its error summary only: no toast repeats it.
    await expect(page.getByRole("status").filter({ hasText: "Serwis jest chwilowo niedostępny" })).toHaveCount(0);
  });
});
