import { expectNoAxeViolations, expectReflow } from "./accessibility";
import { expect, test } from "./fixtures";
import { buildRoutes } from "./route-list";
import { logIn } from "./teachers";

/**
 * The accessibility pass over every account screen of the build, as the demo
 * teacher with a club, groups, schedule and surveys sees them: one heading,
 * axe-core clean, and no sideways scrolling on a phone. Resource routes are
 * no screens: a browser sent to one that answers a file downloads it.
 */
const accountPaths = buildRoutes()
  .filter(({ pattern, hasComponent }) => pattern.startsWith("/konto") && hasComponent)
  .map(({ pattern }) => pattern.replace(/:[a-z]+/g, "1"));

test("every account screen renders accessibly and reflows at 320 px", async ({ page }) => {
  // Every screen with an axe scan each: the walk grows with every screen an issue adds.
  test.setTimeout(180_000);
  await logIn(page, "anna.nowak@example.pl");
  for (const path of accountPaths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expectNoAxeViolations(page);
      await expectReflow(page);
    });
  }
});

test("the account screen names the club application's status and what it means", async ({ page }) => {
  await logIn(page, "anna.nowak@example.pl");
  const step = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Zgłoszenie klubu" }) });
  await expect(step).toContainText("Status: zaakceptowane");
  await expect(step).toContainText("Zgłoszenie przyjęto");
});
