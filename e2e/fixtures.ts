import { test as base, expect } from "@playwright/test";

/**
 * Every end-to-end test fails on a script error in the page: a broken
 * hydration or a server-only import reaching the browser shows up here.
 * Tests about failures the browser itself reports set `allowPageErrors`:
 * `true` for any, or a pattern of the messages they expect.
 */
export const test = base.extend<{ allowPageErrors: boolean | RegExp; failOnPageErrors: void }>({
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
