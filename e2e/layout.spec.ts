import { expect, test } from "./fixtures";
import { logIn } from "./teachers";

/** Where the eye expects things to line up, at the widths teachers use. */

for (const width of [320, 375]) {
  test(`at ${width} px the signed-in header takes at most 120 px, its navigation behind "Menu"`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, "anna.nowak@example.pl");
    expect((await page.locator(".site-header").boundingBox())!.height).toBeLessThanOrEqual(120);
    const account = (await page.getByRole("link", { name: "Moje konto" }).boundingBox())!;
    const logout = (await page.getByRole("button", { name: "Wyloguj się" }).boundingBox())!;
    expect([Math.round(logout.y), Math.round(logout.height)]).toEqual([
      Math.round(account.y),
      Math.round(account.height),
    ]);
    expect(account.height).toBeGreaterThanOrEqual(44);

    const navigation = page.getByRole("navigation", { name: "Główna" });
    await expect(navigation).toBeHidden();
    // A <details>: it opens with or without JavaScript, over the page, and its links lead on.
    await page.getByText("Menu", { exact: true }).click();
    await expect(navigation).toBeVisible();
    await expect(page.getByRole("button", { name: "Wysoki kontrast" })).toBeVisible();
    expect((await page.locator(".site-header").boundingBox())!.height).toBeLessThanOrEqual(120);
    await navigation.getByRole("link", { name: "Szkolenia" }).click();
    await expect(page).toHaveURL("/szkolenia");
  });
}

test("at 1280 px the navigation and the contrast switch are in the header, with no menu", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Główna" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Wysoki kontrast" })).toBeVisible();
  await expect(page.getByText("Menu", { exact: true })).toBeHidden();
});

for (const width of [375, 768, 1280]) {
  test(`at ${width} px no step card of the home page stands alone in a row unless it spans it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const list = page.locator(".home-steps");
    const boxes = await Promise.all(
      (await list.locator("> li").all()).map(async (step) => (await step.boundingBox())!),
    );
    const listWidth = Math.round((await list.boundingBox())!.width);
    expect(boxes).toHaveLength(5);
    for (const box of boxes) {
      const row = boxes.filter((other) => Math.round(other.y) === Math.round(box.y));
      if (row.length === 1) expect(Math.round(box.width), "a card alone in its row spans it").toBe(listWidth);
    }
  });
}
