import type { Page, Response } from "@playwright/test";

import { expect, test } from "./fixtures";
import { latestMailTo, linkIn } from "./outbox";
import { CONTENT_PATHS, PUBLIC_ROUTES, VIDEO_PATHS } from "./public-routes";
import { fillRegistrationForm } from "./teachers";

/** QUALITY.md "Speed on the wire": bytes as transferred, from the production build. */
const KB = 1024;
const BUDGET = { html: 14 * KB, js: 100 * KB, css: 15 * KB };
/** A content page: what its first screen needs fits the first TCP round trip (10 segments), the whole first visit 30 KB. */
const CONTENT_BUDGET = { firstScreen: 14.6 * KB, total: 30 * KB };

/**
 * What a page that shows a video may load on top (issue 14): Plyr, 29.6 KB with brotli, fetched after
 * the page by a dynamic import. Every other page loads none of it (the last test here).
 */
const PLAYER_JS = 32 * KB;

/** Form pages beyond the public routes' first screens: the registration form behind a congress code. */
const FORM_STEPS = ["/rejestracja?kod=WAW2026"];

const FIELD = "input:not([type=hidden]), select, textarea";

/** Counts the page's requests under way, to wait until a lazy chunk and the imports that follow it are in. */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on("request", () => ((inFlight += 1), (lastChange = Date.now())));
  const ended = () => ((inFlight -= 1), (lastChange = Date.now()));
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    /** No request under way for half a second. */
    quiet: () => expect.poll(() => inFlight <= 0 && Date.now() - lastChange > 500, { intervals: [100] }).toBe(true),
  };
}

interface Transfer {
  url: URL;
  type: string;
  bytes: number;
  response: Response;
}

/**
 * Opens the page as a first visit, focuses the first field of its form (whose
 * rules arrive then: they count too), and checks every budget on what came.
 */
async function expectWithinBudgets(page: Page, path: string) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const requests = trackRequests(page);
  const pending = recordTransfers(page);
  const failedOrigins: string[] = [];
  page.on("requestfailed", (request) => {
    if (new URL(request.url()).origin !== origin) failedOrigins.push(request.url());
  });

  await page.goto(path, { waitUntil: "networkidle" });
  const field = page.getByRole("main").locator("form").locator(FIELD).first();
  if (await field.count()) {
    const before = pending.length;
    await field.focus();
    await expect.poll(() => pending.length, "the form's rules are fetched on focus").toBeGreaterThan(before);
    await requests.quiet();
  }
  const transfers = await Promise.all(pending);

  // The first screen shows before the modules are asked for (HydrationScripts): they never share its line.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(timing.paint, "the first contentful paint").toBeDefined();
  expect(
    timing.scripts.filter((script) => script.start < timing.paint!),
    "scripts asked for before the first contentful paint",
  ).toEqual([]);

  const total = (type: string) => transfers.filter((t) => t.type === type).reduce((sum, t) => sum + t.bytes, 0);
  const shownPath = path.replace(/token=[^&]+/, "token=…");
  test
    .info()
    .annotations.push({ type: "JavaScript", description: `${shownPath}: ${(total("script") / KB).toFixed(1)} KB` });

  const foreign = transfers.filter((t) => t.url.origin !== origin).map((t) => t.url.href);
  expect([...foreign, ...failedOrigins], "requests to other origins").toEqual([]);

  const documentTransfer = transfers.find((t) => t.type === "document")!;
  expect(documentTransfer.response.headers()["content-encoding"], "HTML is compressed").toMatch(/gzip|br/);
  expect(total("document"), "HTML bytes").toBeLessThanOrEqual(BUDGET.html);
  const jsBudget = BUDGET.js + (VIDEO_PATHS.includes(path) ? PLAYER_JS : 0);
  expect(total("script"), `JavaScript bytes of ${shownPath}, a form's rules included`).toBeLessThanOrEqual(jsBudget);
  expect(total("stylesheet"), "CSS bytes").toBeLessThanOrEqual(BUDGET.css);

  // The device's own fonts: nothing to download before the text shows.
  expect(
    transfers.filter((t) => t.type === "font").map((t) => t.url.pathname),
    "web fonts",
  ).toEqual([]);

  // Fingerprinted assets are cached for a year and never revalidated.
  for (const asset of transfers.filter((t) => t.url.pathname.startsWith("/build/"))) {
    expect(asset.response.headers()["cache-control"], asset.url.pathname).toBe("public, max-age=31536000, immutable");
  }
}

/** Every response the page receives, with its body's bytes as transferred. */
function recordTransfers(page: Page): Promise<Transfer>[] {
  const pending: Promise<Transfer>[] = [];
  page.on("requestfinished", (request) => {
    pending.push(
      (async () => {
        const response = (await request.response())!;
        const sizes = await request.sizes();
        return { url: new URL(request.url()), type: request.resourceType(), bytes: sizes.responseBodySize, response };
      })(),
    );
  });
  return pending;
}

/** A fresh teacher's first-password link, and a recovery link of the same account: pages with a new-password form. */
async function passwordLinks(page: Page): Promise<string[]> {
  const email = `budzet.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pl`;
  const since = Date.now() - 1000;
  await page.goto("/rejestracja?kod=WAW2026");
  await fillRegistrationForm(page, { firstname: "Iga", lastname: "Wójcik", email });
  await page.getByRole("button", { name: "Zarejestruj się" }).click();
  await expect.poll(() => latestMailTo(email, since), { timeout: 10_000 }).toBeTruthy();
  const firstPassword = new URL(linkIn(latestMailTo(email, since)!, "/generowanie-hasla"));

  const askedAt = Date.now() - 1000;
  await page.goto("/przywracanie-hasla");
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect
    .poll(() => latestMailTo(email, askedAt)?.includes("/przywracanie-hasla?token="), { timeout: 10_000 })
    .toBe(true);
  const recovery = new URL(linkIn(latestMailTo(email, askedAt)!, "/przywracanie-hasla"));
  return [firstPassword, recovery].map((link) => link.pathname + link.search);
}

test.describe("wire budgets", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "JavaScript bytes are measured with scripts on");

  for (const path of [...PUBLIC_ROUTES.map((route) => route.path), ...FORM_STEPS]) {
    test(`${path} stays within the HTML, JS and CSS budgets and asks no other origin`, async ({ page }) => {
      await expectWithinBudgets(page, path);
    });
  }

  test("the new-password forms of e-mailed links stay within the budgets", async ({ page, browser, baseURL }) => {
    for (const path of await passwordLinks(page)) {
      // A first visit: nothing of the site in the cache yet.
      const context = await browser.newContext({ baseURL, locale: "pl-PL" });
      await expectWithinBudgets(await context.newPage(), path);
      await context.close();
    }
  });

  for (const path of CONTENT_PATHS) {
    test(`${path} is read in one round trip: no script, no font, its first screen within 14.6 KB`, async ({ page }) => {
      const pending = recordTransfers(page);
      await page.goto(path, { waitUntil: "networkidle" });
      const transfers = await Promise.all(pending);
      const bytes = (types: string[]) =>
        transfers.filter((t) => types.includes(t.type)).reduce((sum, t) => sum + t.bytes, 0);
      expect(
        transfers.filter((t) => t.type === "script").map((t) => t.url.pathname),
        "scripts",
      ).toEqual([]);
      expect(await page.locator("script:not([type='application/json'])").count(), "script elements").toBe(0);
      // Nor anything shown only without scripts: the page is the same with JavaScript off (public-pages.spec.ts).
      expect(await page.locator("noscript").count(), "noscript elements").toBe(0);
      expect(
        transfers.filter((t) => t.type === "font").map((t) => t.url.pathname),
        "web fonts",
      ).toEqual([]);
      // The stylesheet is set into the page; a linked one would count here too (it blocks the first paint).
      expect(bytes(["document", "stylesheet"]), "HTML and render-blocking CSS").toBeLessThanOrEqual(
        CONTENT_BUDGET.firstScreen,
      );
      expect(bytes(transfers.map((t) => t.type)), "the whole first visit").toBeLessThanOrEqual(CONTENT_BUDGET.total);
    });
  }

  test("the video player is not loaded on pages without a video", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const { path } of PUBLIC_ROUTES.filter(({ path }) => !VIDEO_PATHS.includes(path))) await page.goto(path);
    expect(scripts.filter((url) => /plyr/i.test(url))).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "a browser without JavaScript");

  // The modules a page hydrates with wait inert in <template> (HydrationScripts): a browser that cannot run them
  // must not download them either, ~80 KB on a form page.
  test("no page downloads a script it cannot run", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || new URL(request.url()).pathname.endsWith(".js"))
        scripts.push(`${page.url()}: ${new URL(request.url()).pathname}`);
    });
    for (const path of [...PUBLIC_ROUTES.map((route) => route.path), ...FORM_STEPS])
      await page.goto(path, { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
  });
});
