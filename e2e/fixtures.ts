import { test as base, expect } from "@playwright/test";

/**
 * Every end-to-end test fails on a script error in the page: a broken
 * hydration or a server-only import reaching the browser shows up here.
 * Tests about failures the browser itself reports set `allowPageErrors`.
 */
export const test = base.extend<{ allowPageErrors: boolean; failOnPageErrors: void }>({
  allowPageErrors: [false, { option: true }],
  failOnPageErrors: [
    async ({ page, allowPageErrors }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text());
      });
      await use();
      if (!allowPageErrors) expect(errors, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
