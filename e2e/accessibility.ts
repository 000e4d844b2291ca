import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";

/**
 * What the high-contrast mode changes, and so what is audited again in it:
 * colours, against the AAA contrast ratio (which implies the AA one).
 */
const HIGH_CONTRAST_RULES = ["color-contrast-enhanced", "link-in-text-block"];

/**
 * axe-core with the WCAG 2.1 A/AA rules; in high-contrast mode, which changes
 * only colours, the colour rules (the page's structure is audited in normal
 * mode). axe runs as a script in the page, so for a page opened with
 * JavaScript disabled it audits the same URL, with the same cookies, in a
 * page where every script of the site is blocked: the server-rendered page
 * exactly as a visitor without JavaScript gets it.
 */
export async function expectNoAxeViolations(page: Page, { highContrast = false } = {}) {
  const scriptsDisabled = test.info().project.use.javaScriptEnabled === false;
  const target = scriptsDisabled ? await openWithoutSiteScripts(page) : page;
  const builder = new AxeBuilder({ page: target });
  const { violations } = await (
    highContrast
      ? builder.withRules(HIGH_CONTRAST_RULES)
      : builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
  ).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe-core violations").toEqual([]);
}

/**
 * One page per browser (so per worker) with scripts on and the site's scripts
 * blocked, where axe can run: a browser context costs a renderer process,
 * and this suite audits hundreds of pages.
 */
const scriptlessPages = new WeakMap<Browser, Promise<Page>>();

async function openWithoutSiteScripts(page: Page): Promise<Page> {
  const browser = page.context().browser()!;
  let opening = scriptlessPages.get(browser);
  if (!opening) {
    opening = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: true, ...contextOptionsOf(page) });
      await context.route("**/*", (route) =>
        route.request().resourceType() === "script" ? route.abort() : route.continue(),
      );
      return context.newPage();
    })();
    scriptlessPages.set(browser, opening);
  }
  const copy = await opening;
  await copy.context().clearCookies();
  await copy.context().addCookies(await page.context().cookies());
  await copy.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
  await copy.goto(page.url());
  return copy;
}

/** The options of the test's context that change how a page renders. */
function contextOptionsOf(page: Page) {
  const { locale, timezoneId } = test.info().project.use;
  return { locale, timezoneId, viewport: page.viewportSize() };
}

/**
 * Sends what the header's high-contrast switch sends, outside the page (the
 * switch itself is e2e/contrast.spec.ts's): the page opened next is in
 * high-contrast mode, one navigation sooner.
 */
export async function preferHighContrast(page: Page) {
  const response = await page.request.post("/kontrast", {
    form: { contrast: "high", redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
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
