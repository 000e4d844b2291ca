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

/** The narrowest width WCAG 1.4.10 (Reflow) asks content to fit: 320 CSS px. */
const REFLOW_WIDTHS = [320, 375];

/**
 * WCAG 1.4.10, which axe does not test: at 320 and 375 px nothing makes the
 * page scroll sideways (a wide table scrolls inside its own region), and the
 * word "e-mail" never breaks at its hyphen. Restores the viewport afterwards.
 */
export async function expectReflow(page: Page) {
  const viewport = page.viewportSize();
  try {
    for (const width of REFLOW_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, clientWidth, wider } = await page.evaluate(() => {
        const root = document.documentElement;
        const wider = [...document.body.querySelectorAll("*")]
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
          .filter((element) => !element.closest("[data-scroll-region]"))
          .slice(0, 3)
          .map((element) => element.outerHTML.slice(0, 120));
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wider };
      });
      expect({ width, scrollWidth, wider }, `${page.url()} scrolls sideways at ${width} px`).toEqual({
        width,
        scrollWidth: clientWidth,
        wider: [],
      });
      const split = await page.evaluate(() => {
        const broken: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (const match of text.matchAll(/e-mail/gi)) {
            const range = document.createRange();
            range.setStart(node, match.index!);
            range.setEnd(node, match.index! + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) broken.push(text.trim().slice(0, 80));
          }
        }
        return broken;
      });
      expect(split, `"e-mail" broken at its hyphen at ${width} px`).toEqual([]);
    }
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}
