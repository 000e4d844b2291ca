import type { Page } from "@playwright/test";

/**
 * The next form sent to `url` (a glob) reaches the server, but its answer is
 * lost as a dropped connection loses it. Answers whether that has happened.
 */
export async function loseNextAnswer(page: Page, url: string): Promise<() => boolean> {
  let answerLost = false;
  await page.route(url, async (route) => {
    if (route.request().method() !== "POST" || answerLost) return route.fallback();
    answerLost = true;
    await route.fetch();
    await route.abort("internetdisconnected");
  });
  return () => answerLost;
}
