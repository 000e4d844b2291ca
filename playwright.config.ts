import { existsSync } from "node:fs";

import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
/** A second instance whose upstream is a closed port: what teachers see when the API is down. */
export const UNREACHABLE_UPSTREAM_PORT = PORT + 1;

/**
 * Debian's Chromium, never a downloaded browser (scripts/test.mjs installs it when missing): its headless
 * shell, the build Playwright itself runs headless, at half the full browser's time (decision 018).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  // No user agent of our own: Chromium's headless default ("HeadlessChrome"), which isbot takes
  // for a bot, as testing tools and accessibility checkers send it. They must get every page.
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: chromium,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: "node scripts/start.mjs",
      url: `${baseURL}/mapa-strony`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(PORT), DATA_DIR: "test-results/e2e-data" },
    },
    {
      command: "node scripts/start.mjs",
      url: `http://localhost:${UNREACHABLE_UPSTREAM_PORT}/mapa-strony`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "ignore",
      env: {
        PORT: String(UNREACHABLE_UPSTREAM_PORT),
        DATA_DIR: "test-results/e2e-data-unreachable",
        UPSTREAM_URL: "http://127.0.0.1:9",
        UPSTREAM_TIMEOUT_MS: "2000",
        // A YouTube training whose player the tests simulate (training-video.spec.ts); public pages need no API.
        TRAININGS_FILE: "e2e/fixtures-data/trainings.json",
      },
    },
  ],
});
