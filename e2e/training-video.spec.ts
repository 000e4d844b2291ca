import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

const TRAINING = "/szkolenia/test-wahadlowy-20-m";

const currentTime = (page: Page) => page.locator("video").evaluate((video: HTMLVideoElement) => video.currentTime);

test("the trainings list links each video with its length and poster", async ({ page }) => {
  await page.goto("/szkolenia");
  const list = page.getByRole("list", { name: "Materiały wideo" });
  await expect(list.getByRole("link", { name: "Test wahadłowy 20 m — jak go przeprowadzić" })).toHaveAttribute(
    "href",
    TRAINING,
  );
  await expect(list.locator("time")).toHaveText("16 s");
  await expect(list.locator("time")).toHaveAttribute("datetime", "PT16S");
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the player is Plyr only with scripts");

  test("the video becomes Plyr with Polish controls, and its keys play, mute, seek and toggle captions", async ({
    page,
  }) => {
    await page.goto(TRAINING);
    const player = page.locator(".plyr");
    await expect(player).toBeVisible();
    for (const label of ["Odtwórz", "Od początku", "Cofnij o 10 s", "Przewiń o 10 s", "Ustawienia", "Pełny ekran"]) {
      await expect(player.getByRole("button", { name: label, exact: true }).first()).toBeAttached();
    }
    await expect(player.getByRole("slider", { name: "Przewijanie" })).toBeAttached();
    await expect(player.getByRole("link", { name: "Pobierz" })).toHaveAttribute("href", /shuttle-run-v1\.(webm|mp4)$/);
    await expect(player).toHaveClass(/plyr--captions-active/);

    // The control bar's play button (the big one over the picture hides once the video plays).
    await player.locator(".plyr__controls").getByRole("button", { name: "Odtwórz", exact: true }).focus();
    await page.keyboard.press("k");
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
    await page.keyboard.press("k");
    await expect(player).toHaveClass(/plyr--paused/);

    await page.keyboard.press("m");
    expect(await page.locator("video").evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);

    // 0–9 seek to tenths of the 16 s clip.
    await page.keyboard.press("5");
    await expect.poll(() => currentTime(page)).toBeCloseTo(8, 0);
    await page.keyboard.press("0");
    await expect.poll(() => currentTime(page)).toBeCloseTo(0, 0);

    await page.keyboard.press("c");
    await expect(player).not.toHaveClass(/plyr--captions-active/);
  });

  test("leaving the page destroys the player: ten visits leave no listener behind", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    /** Listeners on window and document, where a player that was not destroyed would leave its own. */
    const listeners = async () => {
      let count = 0;
      for (const expression of ["window", "document"]) {
        const { result } = await cdp.send("Runtime.evaluate", { expression });
        const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId! });
        count += listeners.length;
      }
      return count;
    };
    const visit = async () => {
      await page.getByRole("link", { name: "Test wahadłowy 20 m — jak go przeprowadzić" }).click();
      await expect(page.locator(".plyr")).toBeVisible();
      await page.getByRole("link", { name: "Wróć do listy szkoleń" }).click();
      await expect(page.getByRole("heading", { name: "Materiały wideo" })).toBeVisible();
      await expect(page.locator("video")).toHaveCount(0);
    };
    await page.goto("/szkolenia");
    await visit();
    const afterOne = await listeners();
    for (let time = 0; time < 10; time++) await visit();
    expect(await listeners()).toBe(afterOne);
  });
});

test("without JavaScript the native video plays, with Polish captions", async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled !== false, "what a visitor without scripts gets");
  await page.goto(TRAINING);
  const video = page.locator("video");
  await expect(video).toHaveAttribute("controls", "");
  await expect(video.locator("track")).toHaveAttribute("srclang", "pl");
  await expect(video.locator("track")).toHaveAttribute("default", "");
  await expect(page.locator(".plyr")).toHaveCount(0);
  // Ranges, so a native player can seek, and a year's cache for the versioned file.
  const response = await page.request.get("/media/szkolenia/shuttle-run-v1.mp4", { headers: { Range: "bytes=0-99" } });
  expect(response.status()).toBe(206);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const captions = await page.request.get("/media/szkolenia/shuttle-run-v1.pl.vtt");
  expect(await captions.text()).toMatch(/^WEBVTT[\s\S]*\[sygnał\] Uczeń startuje z linii A\./);
});
