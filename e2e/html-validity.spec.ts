import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { checkHtml } from "./html-checker";
import { buildRoutes, samplePath } from "./route-list";
import { logIn } from "./teachers";

/**
 * Every screen is valid HTML by the W3C Nu HTML Checker: logged out every
 * page of the build outside /konto, logged in every /konto page, each batch
 * checked in one run of the checker.
 */

// Resource routes answer data, not pages (a browser sent to one that answers a file downloads it).
const routes = buildRoutes().filter(({ id, hasComponent }) => id !== "root" && hasComponent);
const publicPaths = routes
  .filter(({ pattern }) => !pattern.startsWith("/konto"))
  .map(({ pattern }) => samplePath(pattern));
const accountPaths = routes
  .filter(({ pattern }) => pattern.startsWith("/konto"))
  .map(({ pattern }) => samplePath(pattern));

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the HTML the server sends is the same without scripts");
test.setTimeout(120_000);

const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const isHtml = (headers: Record<string, string>) => headers["content-type"]?.startsWith("text/html") ?? false;

/**
 * The pages among the paths, byte for byte as sent, twice: as the browser got
 * it (streamed from the shell on) and as a crawler gets it (written whole once
 * ready), since the bytes fall differently into React's chunks each way.
 * Resource routes answer data instead; a crawler gets no error page.
 */
async function fetchPages(page: Page, paths: string[]) {
  const pages: { name: string; html: Buffer }[] = [];
  for (const path of paths) {
    const response = (await page.goto(path))!;
    expect(response.status(), path).toBeLessThan(500);
    if (!isHtml(response.headers())) continue;
    pages.push({ name: path, html: await response.body() });
    const crawled = await page.request.get(page.url(), { headers: { "User-Agent": CRAWLER } });
    if (isHtml(crawled.headers())) pages.push({ name: `${path} (crawler)`, html: await crawled.body() });
  }
  return pages;
}

test("the checker finds what it is here for: a NUL byte in a Polish word", async () => {
  const html = Buffer.from('<!doctype html><html lang="pl"><title>Próba</title><p>Otw\u0000órz</p></html>');
  const problems = await checkHtml([{ name: "/proba", html }], test.info().outputPath("vnu"));
  expect(problems).toEqual([expect.objectContaining({ page: "/proba", message: "Saw U+0000 in stream." })]);
});

test("every page a visitor can open is valid HTML", async ({ page }) => {
  const pages = await fetchPages(page, publicPaths);
  expect(pages.map(({ name }) => name)).toEqual(
    expect.arrayContaining(["/", "/agenda", "/generowanie-hasla", "/rejestracja", "/nie-ma-takiej-strony"]),
  );
  expect(await checkHtml(pages, test.info().outputPath("vnu"))).toEqual([]);
});

test("every account page is valid HTML", async ({ page }) => {
  await logIn(page, "anna.nowak@example.pl");
  const pages = await fetchPages(page, accountPaths);
  expect(pages.map(({ name }) => name)).toEqual(
    expect.arrayContaining(["/konto", "/konto/edycja-profilu", "/konto/harmonogram/1", "/konto/ankiety/1"]),
  );
  expect(await checkHtml(pages, test.info().outputPath("vnu"))).toEqual([]);
});
