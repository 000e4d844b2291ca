import type { Page } from "@playwright/test";
import { isbot } from "isbot";

import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { ACCOUNT_ROUTES } from "./public-routes";
import { buildRoutes, samplePath } from "./route-list";

/** The configured contact address (CONTACT_EMAIL's default: the e2e servers set none). */
const CONTACT_EMAIL = "kontakt@wfzawf.pl";

test("an unknown path answers 404 with the error page and ways back", async ({ page }) => {
  const response = await page.goto("/nie-ma-takiej-strony");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Nie znaleziono strony - WF z AWF");
  await expect(page.getByText("Page Not Found")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
  await expect(page.getByRole("main").getByRole("link", { name: "Strona główna" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").getByRole("link", { name: "Mapa strony" })).toHaveAttribute(
    "href",
    "/mapa-strony",
  );
  await expectNoAxeViolations(page);
});

test("the suite browses as headless Chromium's default user agent, which isbot takes for a bot", async ({ page }) => {
  const navigation = page.waitForRequest((request) => request.isNavigationRequest());
  await page.goto("/nie-ma-takiej-strony");
  const userAgent = (await navigation).headers()["user-agent"]!;
  expect(userAgent).toContain("HeadlessChrome");
  expect(isbot(userAgent)).toBe(true);
  // ...and still gets the error page, as any browser that renders what it is sent.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
});

test("a crawler that hits an error gets the bare status", async ({ request }) => {
  const response = await request.get("/nie-ma-takiej-strony", {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe("");
});

test("a crawler that sends a form with mistakes gets the form's page with its errors", async ({ request }) => {
  const response = await request.post("/logowanie", {
    form: { email: "", password: "" },
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("<title>Zaloguj się do platformy - WF z AWF</title>");
  expect(html).toContain("To pole jest wymagane");
});

// Each walk below is one test with a step per route: one browser context, whose cache keeps the
// site's scripts compiled, instead of a context per route.
test("every account screen sends an anonymous visitor to the login page and remembers where to return", async ({
  page,
}) => {
  for (const path of ACCOUNT_ROUTES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(`/logowanie?redirectTo=${encodeURIComponent(path)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zaloguj się do platformy");
    });
  }
});

/** Every route of the build that takes no POST; resource routes among them are told apart by their answer. */
const routesWithoutAction = buildRoutes().filter(({ id, hasAction }) => id !== "root" && !hasAction);

/** Whether the path answers a browser with a page (a resource route answers data). */
async function isPage(page: Page, path: string): Promise<boolean> {
  const response = await page.request.get(path);
  return response.headers()["content-type"]?.startsWith("text/html") ?? false;
}

async function expectPolishMethodNotAllowedPage(page: Page) {
  const contact = page.getByRole("contentinfo").getByRole("link", { name: CONTACT_EMAIL });
  await expect(contact).toHaveAttribute("href", `mailto:${CONTACT_EMAIL}`);
  await expect(page).toHaveTitle("Nie można wyświetlić strony - WF z AWF");
  await expect(page.getByText("405 · Method Not Allowed")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie można wyświetlić strony");
  await expect(page.getByRole("main")).toContainText("Ta operacja nie jest dostępna pod tym adresem.");
  await expect(page.locator("body")).not.toContainText("You made a POST request");
}

test("the walk covers the screens without an action", () => {
  expect(routesWithoutAction.map(({ pattern }) => pattern)).toEqual(
    expect.arrayContaining(["/", "/eksperci", "/konto/ankiety/:group", "/*"]),
  );
});

/** The screens among the routes without an action: resource routes answer data, or redirect to the login. */
async function screensWithoutAction(page: Page): Promise<{ pattern: string; path: string }[]> {
  const screens = [];
  for (const { pattern, hasComponent } of routesWithoutAction) {
    const path = samplePath(pattern);
    if (hasComponent && (await isPage(page, path))) screens.push({ pattern, path });
  }
  expect(screens.map(({ pattern }) => pattern)).toEqual(
    expect.arrayContaining(["/", "/eksperci", "/konto/ankiety/:group"]),
  );
  return screens;
}

test("a stale form posted to any screen without an action gets the Polish 405 page with the contact address", async ({
  page,
}) => {
  test.slow();
  // A form left open in a tab, or kept in a saved page, posting where nothing takes posts.
  await page.route("**/stary-formularz?*", (route) => {
    const action = new URL(route.request().url()).searchParams.get("action")!.replaceAll('"', "&quot;");
    return route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="pl"><title>Stary formularz</title><form method="post" action="${action}"><input name="pole" value="x"><button>Wyślij</button></form></html>`,
    });
  });
  for (const { pattern, path } of await screensWithoutAction(page)) {
    await test.step(pattern, async () => {
      await page.goto(`/stary-formularz?${new URLSearchParams({ action: path })}`);
      const posted = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: "Wyślij" }).click();
      expect((await posted).status()).toBe(405);
      await expectPolishMethodNotAllowedPage(page);
    });
  }
});

test.describe("in the browser", () => {
  // React Router reports the missing action on the console itself; the page is what is checked here.
  test.use({ allowPageErrors: true });

  test("a stale Remix form submitted to any screen without an action gets the Polish 405 page", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the browser's router raises this 405 itself, with JavaScript only");
    test.slow();
    for (const { pattern, path } of await screensWithoutAction(page)) {
      await test.step(pattern, async () => {
        // A page with a form, so the app's router runs in it (pages to read ship no script).
        await page.goto("/logowanie");
        await page.waitForFunction(() => "__remixRouter" in window);
        await page.evaluate(async (target) => {
          const router = (
            window as unknown as { __remixRouter: { navigate: (to: string, options: object) => Promise<void> } }
          ).__remixRouter;
          await router.navigate(target, { formMethod: "post", formData: new FormData() });
        }, path);
        await expectPolishMethodNotAllowedPage(page);
      });
    }
  });
});

/** The app's error page: the site's header and footer around the real status, its message and the Polish words. */
async function expectErrorPage(page: Page, status: number, statusText: string, heading: string) {
  await expect(page.getByRole("banner").getByRole("link", { name: "Zaloguj się" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: CONTACT_EMAIL })).toBeVisible();
  await expect(page).toHaveTitle(`${heading} - WF z AWF`);
  await expect(page.getByText(`${status} · ${statusText}`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.locator("body")).not.toContainText("Internal Server Error");
}

test.describe("error pages show the real status, its message and a Polish explanation (issue 35, items 6 and 9)", () => {
  test("400: a malformed percent-escape in the address, under any route", async ({ page, javaScriptEnabled }) => {
    for (const address of ["/%", "/konto/%E0%A4%A", "/szkolenia/%zz", "/biuro/%", "/kalendarz/%zz"]) {
      await test.step(address, async () => {
        const response = await page.goto(address);
        expect(response?.status()).toBe(400);
        await expectErrorPage(page, 400, "Bad Request", "Niepoprawny adres strony");
        await expect(page.getByRole("main")).toContainText("Adres zawiera znak %, po którym nie ma poprawnego kodu");
      });
    }
    await expectNoAxeViolations(page);
    // The page is the site's: its ways on work, by the app's router where it runs.
    await page.getByRole("main").getByRole("link", { name: "Mapa strony" }).click();
    await expect(page).toHaveURL("/mapa-strony");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mapa strony");
    if (javaScriptEnabled) expect(await page.evaluate(() => "__remixRouter" in window)).toBe(true);
  });

  test("403: a form sent from another site", async ({ page, baseURL }) => {
    await page.route("http://inna-witryna.example/**", (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: `<!doctype html><html lang="pl"><title>Inna witryna</title><form method="post" action="${baseURL}/logowanie"><input name="email" value="anna.nowak@example.pl"><button>Wyślij</button></form></html>`,
      }),
    );
    await page.goto("http://inna-witryna.example/");
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Wyślij" }).click();
    expect((await posted).status()).toBe(403);
    await expectErrorPage(page, 403, "Forbidden", "Żądanie z innej witryny zostało odrzucone");
    await expect(page.getByRole("main")).toContainText("Otwórz formularz na platformie i wyślij go ponownie.");
  });

  test("413: a form larger than the platform takes", async ({ page }) => {
    // A form of this site with more than the 1 MB a form without a file may send.
    await page.route("**/duzy-formularz", (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: `<!doctype html><html lang="pl"><title>Duży formularz</title><form method="post" action="/logowanie"><textarea name="email">${"a".repeat(1024 * 1024 + 1)}</textarea><button>Wyślij</button></form></html>`,
      }),
    );
    await page.goto("/duzy-formularz");
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Wyślij" }).click();
    expect((await posted).status()).toBe(413);
    await expectErrorPage(page, 413, "Payload Too Large", "Przesłane dane są zbyt duże");
  });

  test("429 and 503 met by the app's router on its way to a screen", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript every page is the server's: the web server's tests cover it");
    for (const [status, statusText, heading] of [
      [429, "Too Many Requests", "Nie można wyświetlić strony"],
      [503, "Service Unavailable", "Błąd serwera"],
    ] as const) {
      await test.step(String(status), async () => {
        // What a throttled or failing API makes of the agenda's data, as HTTP/2 sends it: no status message.
        await page.route("**/agenda?_data=*", (route) =>
          route.fulfill({ status, headers: { "X-Remix-Catch": "yes" }, contentType: "application/json", body: "null" }),
        );
        await page.goto("/logowanie");
        await page.getByRole("navigation", { name: "Główna" }).getByRole("link", { name: "Agenda" }).click();
        await expectErrorPage(page, status, statusText, heading);
        await page.unroute("**/agenda?_data=*");
      });
    }
  });
});
