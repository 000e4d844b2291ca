import { expect, test } from "./fixtures";

test("high contrast is switched on and off from the header and follows the visitor", async ({ page }) => {
  await page.goto("/sport-kluby");
  const toggle = page.getByRole("button", { name: "Wysoki kontrast" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");

  await toggle.click();
  await expect(page).toHaveURL(/\/sport-kluby$/);
  await expect(page.locator("html")).toHaveClass(/contrast/);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(0, 0, 0)");

  await page.getByRole("navigation", { name: "Główna" }).getByRole("link", { name: "Szkolenia" }).click();
  await expect(page).toHaveURL(/\/szkolenia$/);
  await expect(page.locator("html")).toHaveClass(/contrast/);

  await page.getByRole("button", { name: "Wysoki kontrast" }).click();
  await expect(page.locator("html")).not.toHaveClass(/contrast/);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
});

test("a cross-site post to the contrast switch is refused", async ({ request, baseURL }) => {
  const response = await request.post("/kontrast", {
    form: { contrast: "high", redirectTo: "/" },
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toBe("Żądanie z innej witryny zostało odrzucone.");
  expect(baseURL).toBeTruthy();
});
