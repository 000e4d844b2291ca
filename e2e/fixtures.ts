import { expect, type Page, test as base } from "@playwright/test";

/**
 * A page's scripts are fetched after its first paint (HydrationScripts), so a
 * page can be loaded before it is hydrated. With JavaScript on, every `goto`
 * and `reload` also waits until the page is hydrated (`<html data-hydrated>`),
 * or finds it is a page that ships no script: a test of what the scripts add
 * never types into the page before they can see it. `waitUntil: "commit"`
 * asks for the page before its scripts, and gets it.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById("skrypty") || document.documentElement.dataset.hydrated !== undefined,
  );
}

/**
 * Every end-to-end test fails on a script error in the page: a broken
 * hydration or a server-only import reaching the browser shows up here.
 * Tests about failures the browser itself reports set `allowPageErrors`:
 * `true` for any, or a pattern of the messages they expect.
 */
export const test = base.extend<{ allowPageErrors: boolean | RegExp; failOnPageErrors: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // A test that asks for the page as soon as it comes wants it before its scripts.
        if (options?.waitUntil !== "commit") await hydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
  allowPageErrors: [false, { option: true }],
  failOnPageErrors: [
    async ({ page, allowPageErrors }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text());
      });
      await use();
      if (allowPageErrors === true) return;
      const unexpected = allowPageErrors ? errors.filter((error) => !allowPageErrors.test(error)) : errors;
      expect(unexpected, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
