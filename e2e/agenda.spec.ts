import { expect, test } from "./fixtures";

test("the public agenda lists the congress programme by day with what is left to sign up for", async ({ page }) => {
  await page.goto("/agenda");
  const programme = page.getByRole("main");
  await expect(programme.getByRole("heading", { level: 2, name: "Program: Warszawa" })).toBeVisible();
  const debate = programme.getByRole("listitem").filter({ hasText: "Debata ekspertów" });
  await expect(debate).toContainText("10:00–11:30");
  await expect(debate).toContainText("Część dyskusyjna · Aula główna");
  await expect(debate).toContainText(/Zostało \d+ z 120 miejsc/);
  await expect(programme.getByRole("listitem").filter({ hasText: "test wahadłowy" })).toContainText("Brak miejsc");
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

test("a visitor is asked to log in to sign up, and sees no sign-up buttons", async ({ page }) => {
  await page.goto("/agenda");
  await expect(page.getByRole("main").getByRole("link", { name: "zaloguj się", exact: true })).toHaveAttribute(
    "href",
    /^\/logowanie\?redirectTo=/,
  );
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
});

test("an item with a description has a page of its own, titled by it; others have none", async ({ page }) => {
  await page.goto("/agenda");
  await page.getByRole("link", { name: "Debata ekspertów: jak odbudować sprawność uczniów po pandemii" }).click();
  await expect(page).toHaveURL(/\/agenda\/\d+\?miasto=warszawa/);
  await expect(page).toHaveTitle("Debata ekspertów: jak odbudować sprawność uczniów po pandemii - WF z AWF");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Debata ekspertów: jak odbudować sprawność uczniów po pandemii",
  );
  await expect(page.getByText("Fizjolog wysiłku, metodyk wychowania fizycznego")).toBeVisible();
  await page.getByRole("link", { name: "Wróć do agendy" }).click();
  await expect(page).toHaveURL(/\/agenda\?miasto=warszawa#punkt-\d+/);
});

test("the discussion and workshop parts list their own items of the city", async ({ page }) => {
  await page.goto("/czesc-warsztatowa");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Warsztaty: Warszawa" })).toBeVisible();
  await expect(main.getByRole("heading", { name: /test wahadłowy/ })).toBeVisible();
  await expect(main.getByRole("heading", { name: /Debata ekspertów/ })).toHaveCount(0);
  await page.goto("/czesc-dyskusyjna?miasto=warszawa");
  await expect(main.getByRole("heading", { name: /Debata ekspertów/ })).toBeVisible();
  await expect(main.getByRole("heading", { name: /test wahadłowy/ })).toHaveCount(0);
});

test("the home page shows the congress's next items, linked to the agenda", async ({ page }) => {
  await page.goto("/");
  const upcoming = page.getByRole("region", { name: "Najbliższe punkty programu" });
  // SPEC §9: six at most; the demo's Warsaw has five with sign-up.
  await expect(upcoming.getByRole("listitem")).toHaveCount(5);
  await expect(upcoming.getByRole("link").first()).toHaveAttribute("href", /^\/agenda\?miasto=warszawa#punkt-\d+$/);
});
