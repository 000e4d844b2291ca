// Page weight as a browser downloads it: Debian's Chromium through Playwright,
// each response's encoded (compressed) body size by resource type.
import { readFileSync } from "node:fs";

import { chromium } from "@playwright/test";

const CHROMIUM = "/usr/bin/chromium";
/** Pages to read, which ship no script: the list the e2e budgets check (e2e/content-paths.json). */
export const CONTENT_PAGES = JSON.parse(readFileSync(new URL("../e2e/content-paths.json", import.meta.url), "utf8"));
const KIND = { document: "html", script: "js", stylesheet: "css", font: "fonts", image: "media", media: "media" };

/** Same-origin links of the site map plus the home page: every public page the site lists. */
export async function publicPages(baseUrl) {
  const html = await (await fetch(`${baseUrl}/mapa-strony`)).text();
  const paths = new Set(["/"]);
  for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#?]*)"/g)) {
    if (!href.startsWith("/konto") && !href.startsWith("/build") && href !== "/wyloguj") paths.add(href);
  }
  return [...paths].sort();
}

export async function measureWeights(baseUrl, paths, { cookie } = {}) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--disable-background-networking", "--disable-component-update"],
  });
  const results = [];
  try {
    for (const { path, label, withSession } of paths) {
      const context = await browser.newContext();
      if (withSession && cookie) {
        const { hostname } = new URL(baseUrl);
        await context.addCookies(
          cookie.split("; ").map((pair) => {
            const [name, ...value] = pair.split("=");
            return { name, value: value.join("="), domain: hostname, path: "/", httpOnly: true, sameSite: "Lax" };
          }),
        );
      }
      const page = await context.newPage();
      const pending = [];
      page.on("requestfinished", (request) => pending.push(sizeOf(request, baseUrl)));
      const response = await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      const entries = await Promise.all(pending);
      const row = {
        page: label ?? path,
        status: response?.status() ?? 0,
        html: 0,
        js: 0,
        css: 0,
        fonts: 0,
        media: 0,
        other: 0,
        total: 0,
        requests: entries.length,
        fontFiles: entries.filter((entry) => entry.kind === "fonts").length,
        otherOrigins: 0,
      };
      for (const entry of entries) {
        row[entry.kind] += entry.bytes;
        row.total += entry.bytes;
        if (entry.foreign) row.otherOrigins += 1;
      }
      results.push(row);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function sizeOf(request, baseUrl) {
  const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
  return {
    kind: KIND[request.resourceType()] ?? "other",
    bytes: sizes.responseBodySize,
    foreign: new URL(request.url()).origin !== new URL(baseUrl).origin && !request.url().startsWith("data:"),
  };
}
