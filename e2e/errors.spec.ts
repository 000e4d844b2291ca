import { expect, test } from "./fixtures";

import { expectNoAxeViolations } from "./accessibility";
import { ACCOUNT_ROUTES } from "./public-routes";

test("an unknown path answers 404 with the error page and ways back", async ({ page }) => {
  const response = await page.goto("/nie-ma-takiej-strony");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Nie znaleziono strony - WF z AWF");
  await expect(page.getByText("Page Not Found")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
  await expect(page.getByRole("main").getByRole("link", { name: "Strona główna" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").getByRole("link", { name: "Mapa strony" })).toHaveAttribute(
    "href",
    "/mapa-strony",
  );
  await expectNoAxeViolations(page);
});

test("a crawler that hits an error gets the bare status", async ({ request }) => {
  const response = await request.get("/nie-ma-takiej-strony", {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe("");
});

for (const path of ACCOUNT_ROUTES) {
  test(`${path} sends an anonymous visitor to the login page and remembers where to return`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/logowanie?redirectTo=${encodeURIComponent(path)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zaloguj się do platformy");
  });
}
