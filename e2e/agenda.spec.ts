import { expect, test } from "./fixtures";

test("the public agenda lists the congress programme by day with what is left to sign up for", async ({ page }) => {
  await page.goto("/agenda");
  const programme = page.getByRole("main");
  await expect(programme.getByRole("heading", { level: 2, name: "Program" })).toBeVisible();
  const debate = programme.getByRole("listitem").filter({ hasText: "Debata ekspertów" });
  await expect(debate).toContainText("10:00–11:30");
  await expect(debate).toContainText("Wolne miejsca:");
  await expect(programme.getByRole("listitem").filter({ hasText: "test wahadłowy" })).toContainText(
    "Brak wolnych miejsc",
  );
  await expect(programme.getByRole("listitem").filter({ hasText: "gry ruchowe w klasach I–III" })).toContainText(
    "Zapisy zakończone",
  );
});

test("another congress city's agenda is one query away, and an unknown city is not found", async ({ page }) => {
  await page.goto("/agenda?miasto=krakow");
  await expect(page.getByText("Warsztaty: zabawy na boisku szkolnym")).toBeVisible();
  const response = await page.goto("/agenda?miasto=gdansk");
  expect(response?.status()).toBe(404);
});
