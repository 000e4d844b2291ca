import type { Response } from "@playwright/test";

import { expect, test } from "./fixtures";

import { PUBLIC_ROUTES } from "./public-routes";

/** QUALITY.md "Speed on the wire": bytes as transferred, from the production build. */
const KB = 1024;
const BUDGET = { html: 14 * KB, js: 100 * KB, css: 15 * KB };

interface Transfer {
  url: URL;
  type: string;
  bytes: number;
  response: Response;
}

test.describe("wire budgets", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "JavaScript bytes are measured with scripts on");

  for (const { path } of PUBLIC_ROUTES) {
    test(`${path} stays within the HTML, JS and CSS budgets and asks no other origin`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const pending: Promise<Transfer>[] = [];
      page.on("requestfinished", (request) => {
        pending.push(
          (async () => {
            const response = (await request.response())!;
            const sizes = await request.sizes();
            return {
              url: new URL(request.url()),
              type: request.resourceType(),
              bytes: sizes.responseBodySize,
              response,
            };
          })(),
        );
      });
      const failedOrigins: string[] = [];
      page.on("requestfailed", (request) => {
        if (new URL(request.url()).origin !== origin) failedOrigins.push(request.url());
      });

      await page.goto(path, { waitUntil: "networkidle" });
      const transfers = await Promise.all(pending);
      const total = (type: string) => transfers.filter((t) => t.type === type).reduce((sum, t) => sum + t.bytes, 0);

      const foreign = transfers.filter((t) => t.url.origin !== origin).map((t) => t.url.href);
      expect([...foreign, ...failedOrigins], "requests to other origins").toEqual([]);

      const documentTransfer = transfers.find((t) => t.type === "document")!;
      expect(documentTransfer.response.headers()["content-encoding"], "HTML is compressed").toMatch(/gzip|br/);
      expect(total("document"), "HTML bytes").toBeLessThanOrEqual(BUDGET.html);
      expect(total("script"), "JavaScript bytes").toBeLessThanOrEqual(BUDGET.js);
      expect(total("stylesheet"), "CSS bytes").toBeLessThanOrEqual(BUDGET.css);

      // Fonts: one family, woff2 only, at most two weights.
      const fonts = transfers.filter((t) => t.type === "font");
      for (const font of fonts) expect(font.url.pathname).toMatch(/\.woff2$/);
      const weights = new Set(fonts.map((font) => font.url.pathname.match(/-(\d{3})-normal/)?.[1]));
      expect(weights.size).toBeLessThanOrEqual(2);

      // Fingerprinted assets are cached for a year and never revalidated.
      for (const asset of transfers.filter((t) => t.url.pathname.startsWith("/build/"))) {
        expect(asset.response.headers()["cache-control"], asset.url.pathname).toBe(
          "public, max-age=31536000, immutable",
        );
      }
    });
  }

  test("the video player is not loaded on pages without a video", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const { path } of PUBLIC_ROUTES) await page.goto(path);
    expect(scripts.filter((url) => /plyr/i.test(url))).toEqual([]);
  });
});
