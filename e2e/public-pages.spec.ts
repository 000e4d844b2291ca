import { expectNoAxeViolations, expectReflow, preferHighContrast } from "./accessibility";
import { expect, test } from "./fixtures";
import { CONTENT_PATHS, PUBLIC_ROUTES, VIDEO_PATHS } from "./public-routes";

for (const { path, title } of PUBLIC_ROUTES) {
  test(`${path} renders its screen accessibly, in normal and in high-contrast mode`, async ({ page }) => {
    // budgets.spec.ts proves a content page sends no script: with JavaScript off it is the very same page.
    test.skip(
      !test.info().project.use.javaScriptEnabled && CONTENT_PATHS.includes(path),
      "a page without scripts is the same page with JavaScript off",
    );
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    // Markdown in app/content renders: no table rules, bold markers, links or headings left as text.
    expect(await page.locator("main").innerText(), "unrendered Markdown").not.toMatch(
      /\|\s*:?-{3,}|\*\*\S|\]\([^)]*\)|^#{1,6}\s/m,
    );
    await expectNoAxeViolations(page);
    await expectReflow(page);

    // The high-contrast mode is a class the server renders and a stylesheet: its colours are the same
    // with scripts on and off, so they are audited once, with scripts on.
    if (test.info().project.use.javaScriptEnabled === false) return;
    await preferHighContrast(page);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/contrast/);
    await expectNoAxeViolations(page, { highContrast: true });
    await expectReflow(page);
  });
}

test("the page shell carries the description, theme colour, icon, skip link and footer links", async ({ page }) => {
  await page.goto("/sport-kluby");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Aktywny powrót uczniów do szkoły po pandemii",
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#129BDB");
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/icon.svg");

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Mapa strony" })).toHaveAttribute("href", "/mapa-strony");
  await expect(footer.getByRole("link", { name: "Deklaracja dostępności" })).toHaveAttribute(
    "href",
    "/deklaracja-dostepnosci",
  );
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);

  // The first Tab reaches the skip link, which moves the reader to the content.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Przejdź do treści" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#tresc$/);
});

test("the site map lists every public screen, generated from the routes", async ({ page }) => {
  await page.goto("/mapa-strony");
  const main = page.getByRole("main");
  for (const { path } of PUBLIC_ROUTES.filter(
    // A training video's page is reached from /szkolenia's list, not from the site map.
    (route) =>
      !route.path.startsWith("/pages/") && route.path !== "/generowanie-hasla" && !VIDEO_PATHS.includes(route.path),
  )) {
    await expect(main.locator(`a[href="${path}"]`), path).toHaveCount(1);
  }
  await main.getByRole("link", { name: "Idea Kongresu" }).click();
  await expect(page).toHaveURL(/\/idea-kongresu$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Idea Kongresu");
});

test("the questions and answers open and close without any script", async ({ page }) => {
  await page.goto("/pytania-i-odpowiedzi");
  const answer = page.getByText("Od 12 do 20 uczniów.");
  await expect(answer).toBeHidden();
  await page.getByText("Ilu uczniów musi liczyć grupa?").click();
  await expect(answer).toBeVisible();
  await page.getByText("Ilu uczniów musi liczyć grupa?").click();
  await expect(answer).toBeHidden();
});

test("article pages show their section's pages beside the text", async ({ page }) => {
  await page.goto("/czesc-warsztatowa");
  const sectionNav = page.getByRole("navigation", { name: "Strony: Kongres" });
  await expect(sectionNav.getByRole("link")).toHaveText([
    "Idea Kongresu",
    "Agenda",
    "Eksperci",
    "Część dyskusyjna",
    "Część warsztatowa",
  ]);
  await expect(sectionNav.getByRole("link", { name: "Część warsztatowa" })).toHaveAttribute("aria-current", "page");
});
