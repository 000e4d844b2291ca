import { expect, test } from "./fixtures";
import { logIn } from "./teachers";

/** Where the eye expects things to line up, at the widths teachers use. */

test("at 375 px the signed-in header keeps its tools in two rows", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, "anna.nowak@example.pl");
  const account = await page.getByRole("link", { name: "Moje konto" }).boundingBox();
  const logout = await page.getByRole("button", { name: "Wyloguj się" }).boundingBox();
  expect(Math.round(logout!.y)).toBe(Math.round(account!.y));
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
