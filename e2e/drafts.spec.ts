// Issue 11 point 5: nothing typed is lost. With JavaScript a long form keeps a
// draft on the device as the teacher types; a send that fails because the
// connection dropped says so, keeps every value and sends again under the same
// submission key. (Without JavaScript the server re-renders every value on any
// failure: the form specs prove that.)
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { logIn, registerFreshTeacher } from "./teachers";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "drafts and resending are the enhanced form's");

/** The draft keys this page's storage holds. */
function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("sport-kluby:draft:")));
}

test("a profile edit survives a reload, and can be dropped", async ({ page }) => {
  await registerFreshTeacher(page, "Dorota", "Wilk");
  await page.goto("/konto/edycja-profilu");
  await page.getByLabel("Miejscowość").fill("Sandomierz");
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Przywrócono niewysłane zmiany" })).toBeVisible();
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Sandomierz");

  await page.getByRole("button", { name: "Odrzuć zmiany" }).click();
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Warszawa");
  expect(await draftKeys(page)).toEqual([]);
});

test("a send without a connection says so, keeps every value and goes through once it is back", async ({
  page,
  context,
}) => {
  await registerFreshTeacher(page, "Adam", "Sowa");
  await page.goto("/konto/edycja-profilu");
  await page.getByLabel("Miejscowość").fill("Zamość");
  await page.getByLabel("Kod pocztowy").fill("22-400");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Zapisz profil" }).click();
  const failure = page.getByRole("alert").filter({ hasText: "brak połączenia z internetem" });
  await expect(failure).toBeVisible();
  await expect(failure).toBeFocused();
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Zamość");
  await expect(page.getByLabel("Kod pocztowy")).toHaveValue("22-400");
  expect(await draftKeys(page)).toHaveLength(1);

  await context.setOffline(false);
  await failure.getByRole("button", { name: "Wyślij ponownie" }).click();
  await expect(page.getByRole("status").getByText("Zapisano zmiany w profilu.")).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Zamość");
  await expect(page.getByText("Przywrócono niewysłane zmiany")).toHaveCount(0);
});

test("drafts belong to one teacher and leave the device at logout", async ({ page }) => {
  await logIn(page, "anna.nowak@example.pl");
  await page.goto("/konto/edycja-profilu");
  await page.getByLabel("Miejscowość").fill("Kielce");
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL("/");
  // The browser clears the site's storage as it reads the logout's answer (Clear-Site-Data), not at once.
  await expect.poll(() => draftKeys(page)).toEqual([]);
});

test("what a teacher types before the page's scripts have run is kept once they do", async ({ page }) => {
  await registerFreshTeacher(page, "Jan", "Wrona");
  // A slow school connection: the scripts arrive only after the teacher has typed.
  let release = () => {};
  const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**", async (route) => {
    await scriptsMayCome;
    await route.continue();
  });
  await page.goto("/konto/edycja-profilu", { waitUntil: "commit" });
  await page.getByLabel("Miejscowość").fill("Radom");
  expect(await draftKeys(page)).toEqual([]);
  release();
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.unroute("**/build/**");
  await page.reload();
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Radom");
});
