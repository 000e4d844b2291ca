import { type BrowserContext, expect, test } from "@playwright/test";

import { buildRoutes } from "./route-list";
import { logIn, submitLogin } from "./teachers";

/**
 * The product's first promise (DESIGN §5): tokens live only in httpOnly
 * cookies. Proved over every /konto route of the build, for a teacher and for
 * staff, in the page and in every loader's data.
 */

const ACCOUNTS = [
  { who: "a teacher with a club, groups, schedule and surveys", email: "anna.nowak@example.pl", landsOn: /\/konto$/ },
  // Staff land on the office, at its second step: signed in with a password, every /konto page is tried.
  { who: "programme staff", email: "biuro@example.pl", landsOn: /\/logowanie\/kod\?redirectTo=%2Fbiuro$/ },
];

const accountRoutes = buildRoutes().filter(({ pattern }) => pattern.startsWith("/konto"));

/** A Remix signed cookie is base64(JSON(value)) + "." + signature: the value is the token itself. */
async function sessionTokens(context: BrowserContext): Promise<string[]> {
  const cookies = (await context.cookies()).filter(({ name }) => name === "token" || name === "refresh_token");
  expect(cookies.map(({ name }) => name).sort()).toEqual(["refresh_token", "token"]);
  return cookies.map(({ value }) => {
    const encoded = decodeURIComponent(value);
    const token = JSON.parse(Buffer.from(encoded.slice(0, encoded.lastIndexOf(".")), "base64").toString("utf8"));
    expect(token).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    return token as string;
  });
}

test("the walk covers every account screen of the build", () => {
  expect(accountRoutes.map(({ pattern }) => pattern)).toEqual(
    expect.arrayContaining([
      "/konto",
      "/konto/edycja-profilu",
      "/konto/ankiety/:group",
      "/konto/ankiety/:group/:id",
      "/konto/ankiety/:group/nowa",
      "/konto/harmonogram/:group",
      "/konto/harmonogram/:group/:id",
      "/konto/harmonogram/:group/nowe",
      "/konto/raport/:group",
      "/konto/sezon",
    ]),
  );
});

for (const account of ACCOUNTS) {
  test(`no token reaches any /konto page or loader data, for ${account.who}`, async ({ page, context }) => {
    await submitLogin(page, account.email);
    await expect(page).toHaveURL(account.landsOn);
    const tokens = await sessionTokens(context);
    // The whole token, and its signature alone (the part no other text could share).
    const secrets = tokens.flatMap((token) => [token, token.split(".")[2]]);

    for (const { id, pattern } of accountRoutes) {
      const path = pattern.replace(/:[a-z]+/g, "1");
      const html = await page.request.get(path);
      const answers = [{ what: path, body: await html.text() }];
      // Both loaders of the page (flat routes: the root and the screen), as the browser asks for them.
      for (const loader of ["root", id]) {
        const data = await page.request.get(`${path}?_data=${encodeURIComponent(loader)}`, { maxRedirects: 0 });
        expect(data.status(), `${path}?_data=${loader}`).toBeLessThan(500);
        answers.push({ what: `${path}?_data=${loader}`, body: await data.text() });
      }
      for (const { what, body } of answers) {
        for (const secret of secrets) expect(body.includes(secret), `${what} carries a token`).toBe(false);
      }
    }
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/token/);
  });
}

test("a path segment that is not a record number is the 404 page", async ({ page }) => {
  await logIn(page, "anna.nowak@example.pl");
  for (const path of [
    "/konto/harmonogram/abc",
    "/konto/ankiety/0",
    "/konto/harmonogram/1/xyz",
    "/konto/ankiety/1/1.5",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
  }
});
