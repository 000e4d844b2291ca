import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * axe-core with the WCAG 2.1 A/AA rules; in high-contrast mode also the AAA
 * contrast rule. axe runs as a script in the page, so for a page opened with
 * JavaScript disabled it audits the same URL, with the same cookies, in a
 * context where every script of the site is blocked: the server-rendered page
 * exactly as a visitor without JavaScript gets it.
 */
export async function expectNoAxeViolations(page: Page, { highContrast = false } = {}) {
  const scriptsDisabled = test.info().project.use.javaScriptEnabled === false;
  const target = scriptsDisabled ? await openWithoutSiteScripts(page) : page;
  try {
    let builder = new AxeBuilder({ page: target }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
    if (highContrast) {
      builder = builder.options({ rules: { "color-contrast-enhanced": { enabled: true } } });
    }
    const { violations } = await builder.analyze();
    const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(summary, "axe-core violations").toEqual([]);
  } finally {
    if (target !== page) await target.context().close();
  }
}

async function openWithoutSiteScripts(page: Page): Promise<Page> {
  const browser = page.context().browser()!;
  const context = await browser.newContext({ javaScriptEnabled: true });
  await context.addCookies(await page.context().cookies());
  await context.route("**/*", (route) =>
    route.request().resourceType() === "script" ? route.abort() : route.continue(),
  );
  const copy = await context.newPage();
  await copy.goto(page.url());
  return copy;
}

/** Switches high contrast on with the header's control, as a visitor would. */
export async function switchHighContrastOn(page: Page) {
  await page.getByRole("button", { name: "Wysoki kontrast" }).click();
  await expect(page.locator("html")).toHaveClass(/contrast/);
}
