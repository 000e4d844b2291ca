import type { Page } from "@playwright/test";

import { UNREACHABLE_UPSTREAM_PORT } from "../playwright.config";
import { expect, test } from "./fixtures";
import { registerFreshTeacher } from "./teachers";

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

  test("on a 375-px phone play, the seek bar and the time share one row of 44-px targets, secondary controls hidden", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(TRAINING);
    const player = page.locator(".plyr");
    const bar = player.locator(".plyr__controls");
    await expect(bar.getByRole("slider", { name: "Przewijanie" })).toBeVisible();
    const boxes = await bar.evaluate((controls) => {
      const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
      return {
        bar: box(controls),
        time: box(controls.querySelector(".plyr__time--current")!),
        controls: [...controls.querySelectorAll("button, a, input")]
          .filter((control) => control.getClientRects().length > 0)
          .map((control) => ({ name: control.getAttribute("data-plyr"), ...box(control) })),
      };
    });
    expect(boxes.controls.map((control) => control.name)).toEqual(["play", "seek", "mute", "settings", "fullscreen"]);
    for (const control of boxes.controls) {
      expect(control.width, control.name!).toBeGreaterThanOrEqual(44);
      expect(control.height, control.name!).toBeGreaterThanOrEqual(44);
      expect(control.left, control.name!).toBeGreaterThanOrEqual(boxes.bar.left);
      expect(control.right, control.name!).toBeLessThanOrEqual(boxes.bar.right);
    }
    // One row: the time sits within the play button's height, after the seek bar.
    const [play, seek] = boxes.controls;
    expect(boxes.time.top).toBeGreaterThanOrEqual(play!.top);
    expect(boxes.time.bottom).toBeLessThanOrEqual(play!.bottom);
    expect(seek!.top).toBe(play!.top);
    expect(boxes.time.left).toBeGreaterThanOrEqual(seek!.right);
    for (const secondary of ["restart", "rewind", "volume", "pip"]) {
      await expect(player.locator(`[data-plyr="${secondary}"]`)).toBeHidden();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
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

test("a signed-in teacher's video resumes where they stopped, and the list marks it watched at 90 %", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the player reports its position with scripts; resuming without them is below");
  await registerFreshTeacher(page, "Iga", "Wideo");
  await page.goto(TRAINING);
  const player = page.locator(".plyr");
  await player.locator(".plyr__controls").getByRole("button", { name: "Odtwórz", exact: true }).focus();
  const reported = (position: string) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith(`${TRAINING}/postep`) &&
        response.request().postData()!.includes(`position=${position}`),
    );
  // Keys seek in tenths of a length the video knows once its metadata has come.
  await expect
    .poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.duration))
    .toBeGreaterThan(15.9);
  const saved = reported("8.0");
  await page.keyboard.press("5");
  expect((await saved).status()).toBe(204);

  await page.goto("/szkolenia");
  await expect(page.locator(".training-list__meta")).toContainText("zatrzymane na 0:08");
  await page.goto(TRAINING);
  await expect.poll(() => currentTime(page)).toBeCloseTo(8, 0);

  await player.locator(".plyr__controls").getByRole("button", { name: "Odtwórz", exact: true }).focus();
  const watched = reported("14.4");
  await page.keyboard.press("9");
  expect((await watched).status()).toBe(204);
  await page.goto("/szkolenia");
  await expect(page.locator(".training-list__meta")).toContainText("Obejrzane");
});

test("without JavaScript a saved position is where the native video starts", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "what a visitor without scripts gets");
  await registerFreshTeacher(page, "Ola", "Bezskryptowa");
  // As the player of another device reported it.
  const saved = await page.request.post(`${TRAINING}/postep`, {
    form: { position: "6.2", duration: "16" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(saved.status()).toBe(204);
  await page.goto(TRAINING);
  await expect(page.locator("video source").first()).toHaveAttribute("src", /#t=6$/);
  await expect.poll(() => currentTime(page)).toBeCloseTo(6, 0);
});

test.describe("a YouTube video", () => {
  const DOWN = `http://localhost:${UNREACHABLE_UPSTREAM_PORT}`;
  const YOUTUBE_TRAINING = `${DOWN}/szkolenia/nagranie-z-youtube`;

  test("is embedded from YouTube's privacy-enhanced domain, the policy widened on its page alone", async ({
    page,
    javaScriptEnabled,
  }) => {
    const response = await page.goto(YOUTUBE_TRAINING);
    const policy = response!.headers()["content-security-policy"];
    expect(policy).toContain("frame-src https://www.youtube-nocookie.com");
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.youtube\.com/);
    expect(policy).toContain("img-src 'self' data: https://i.ytimg.com");
    const elsewhere = await page.request.get(`${DOWN}/szkolenia/test-wahadlowy-20-m`);
    expect(elsewhere.headers()["content-security-policy"]).not.toContain("youtube");
    expect(elsewhere.headers()["content-security-policy"]).not.toContain("frame-src");
    // Without scripts: YouTube's own player, from its privacy-enhanced domain, and a link to the video on YouTube,
    // both by the id of the full address the training gives (e2e/fixtures-data/trainings.json).
    if (!javaScriptEnabled) {
      await expect(page.locator("iframe")).toHaveAttribute(
        "src",
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?/,
      );
      await expect(page.getByRole("link", { name: "Obejrzyj to nagranie w serwisie YouTube" })).toHaveAttribute(
        "href",
        "https://www.youtube.com/watch?v=abcdefghijk",
      );
    }
  });

  test("that YouTube refuses to play shows SPEC §8's Polish message over the player", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "Plyr reports YouTube's errors; without scripts YouTube's own player shows them");
    // YouTube's IFrame API, simulated: the player it makes reports error 150 (embedding not allowed).
    await page.route("https://www.youtube.com/iframe_api", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `window.YT = { PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 },
          Player: function (element, options) { setTimeout(function () { options.events.onError({ data: 150 }); }, 50); } };
          window.onYouTubeIframeAPIReady();`,
      }),
    );
    const thumbnails: string[] = [];
    await page.route(/^https:\/\/i\.ytimg\.com\//, (route) => {
      thumbnails.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => route.abort());
    await page.goto(YOUTUBE_TRAINING);
    await expect(page.getByRole("alert")).toHaveText("Autor nagrania nie pozwala odtwarzać go poza serwisem YouTube.");
    // The poster, as the original site found it: maxres, then sd, then hq.
    await expect
      .poll(() => thumbnails)
      .toEqual(["maxresdefault", "sddefault", "hqdefault"].map((size) => `/vi/abcdefghijk/${size}.jpg`));
  });
});
