import { loadApp, routePatterns, untilDatabaseReady } from "../support/app-build";

// The build's routes name the tests; its database opens before they run.
const request = await loadApp();
beforeAll(() => untilDatabaseReady(request));

describe("the auth guard", () => {
  const accountRoutes = routePatterns(request.routes).filter(({ pattern }) => pattern.startsWith("/konto"));
  const accountPatterns = accountRoutes.map(({ pattern }) => pattern);

  it("covers every account route of the build", () => {
    expect(accountPatterns).toEqual(
      expect.arrayContaining([
        "/konto",
        "/konto/edycja-profilu",
        "/konto/ankiety/:group",
        "/konto/ankiety/:group/:id",
        "/konto/harmonogram/:group",
        "/konto/harmonogram/:group/:id",
      ]),
    );
  });

  it("sends an anonymous visitor of every /konto route to the login page and back", async () => {
    for (const { id, pattern } of accountRoutes) {
      const path = pattern.replace(/:[a-z]+/g, "1");
      for (const target of [path, `${path}?_data=${encodeURIComponent(id)}`]) {
        const response = await request(target);
        const expected = `/logowanie?redirectTo=${encodeURIComponent(path)}`;
        // A document request is redirected; a data request gets Remix's redirect header.
        const location = response.headers.get("location") ?? response.headers.get("x-remix-redirect");
        expect([302, 204], `${target} status`).toContain(response.status);
        expect(location, target).toBe(expected);
      }
    }
  });

  it("refuses a forged session cookie", async () => {
    const response = await request("/konto", {
      headers: { cookie: "token=eyJhbGciOiJIUzI1NiJ9.e30.x; refresh_token=abc" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/logowanie?redirectTo=%2Fkonto");
  });
});
