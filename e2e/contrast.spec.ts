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

test("a cross-site post to the contrast switch is refused and changes nothing", async ({ request, baseURL }) => {
  const post = (origin: string, site: string) =>
    request.post("/kontrast", {
      form: { contrast: "high", redirectTo: "/sport-kluby" },
      headers: { Origin: origin, "Sec-Fetch-Site": site },
      maxRedirects: 0,
    });

  const refused = await post("https://evil.example", "cross-site");
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("Żądanie z innej witryny zostało odrzucone");
  expect(refused.headers()["set-cookie"]).toBeUndefined();

  // The same post from the site itself switches the mode: the refusal above was the origin's doing.
  const accepted = await post(new URL(baseURL!).origin, "same-origin");
  expect(accepted.status()).toBe(302);
  expect(accepted.headers()["location"]).toBe("/sport-kluby");
  expect(accepted.headers()["set-cookie"]).toMatch(/^contrast=/);
});
