import { expect, test } from "./fixtures";

test("the experts page introduces each expert with the agenda items they lead, linked into the agenda", async ({
  page,
}) => {
  await page.goto("/eksperci");
  const expert = page.getByRole("article", { name: "Małgorzata Zielińska" });
  await expect(expert.getByRole("heading", { level: 3, name: "Małgorzata Zielińska" })).toHaveAttribute(
    "id",
    "malgorzata-zielinska",
  );
  await expect(expert).toContainText("dr hab., prof. AWF Warszawa, Zakład Fizjologii");
  await expect(expert).toContainText("Bada wydolność dzieci i młodzieży");

  const debate = expert.getByRole("listitem").filter({ hasText: "Debata ekspertów" });
  await expect(debate).toContainText(/^Wystąpienie: Debata ekspertów/);
  await expect(debate).toContainText(/\d{2}\.\d{2}\.\d{4}, 10:00–11:30, Warszawa/);
  const link = debate.getByRole("link", { name: "Debata ekspertów: jak odbudować sprawność uczniów po pandemii" });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/agenda\?miasto=warszawa#punkt-\d+$/);

  // The moderator of the same debate is named by the neutral "Moderacja".
  await expect(
    page.getByRole("article", { name: "Joanna Pawlak" }).getByRole("listitem").filter({ hasText: "Debata ekspertów" }),
  ).toContainText(/^Moderacja: /);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, "\\$&")}$`));
  await expect(page.locator(href!.slice(href!.indexOf("#")))).toContainText("Debata ekspertów");
});

test("an expert's address on the page leads to their entry, which shows initials without a photo", async ({ page }) => {
  await page.goto("/eksperci#beata-grabowska");
  const heading = page.getByRole("heading", { level: 3, name: "Beata Grabowska" });
  await expect(heading).toBeInViewport();
  const expert = page.getByRole("article", { name: "Beata Grabowska" });
  await expect(expert.locator(".expert__monogram")).toHaveText("BG");
  await expect(expert.getByRole("img")).toHaveCount(0);
  await expect(expert.getByRole("link").filter({ hasText: "zabawy na boisku szkolnym" })).toHaveAttribute(
    "href",
    /^\/agenda\?miasto=krakow#punkt-\d+$/,
  );
});
