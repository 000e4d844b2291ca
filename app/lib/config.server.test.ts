import { AppConfigError, loadAppConfig } from "./config.server";

describe("the app's configuration", () => {
  it("runs with nothing set outside production, on documented development values", () => {
    const config = loadAppConfig({});
    expect(config).toMatchObject({
      production: false,
      upstreamUrl: undefined,
      upstreamTimeoutMs: 10_000,
      contactEmail: "kontakt@wfzawf.pl",
      defaultEvent: "warszawa",
      versionCheckInterval: 300,
      refreshTokenTtl: 604_800,
      forceSecureCookies: false,
      uploadMaxKb: 5120,
    });
    expect(config.apiKey).toBeTruthy();
    expect(config.sessionSecrets).toHaveLength(1);
  });

  it("reads and checks what is set", () => {
    const config = loadAppConfig({
      UPSTREAM_URL: "http://api.internal:8000/",
      UPSTREAM_TIMEOUT_MS: "2500",
      SESSION_SECRET: "nowy, stary",
      COOKIE_SECURE: "true",
      VERSION_CHECK_INTERVAL: "0",
      UPLOAD_MAX_KB: "2048",
    });
    expect(config.upstreamUrl).toBe("http://api.internal:8000");
    expect(config.uploadMaxKb).toBe(2048);
    expect(config.upstreamTimeoutMs).toBe(2500);
    expect(config.sessionSecrets).toEqual(["nowy", "stary"]);
    expect(config.forceSecureCookies).toBe(true);
    expect(config.versionCheckInterval).toBe(0);
  });

  it.each([
    [{ UPSTREAM_URL: "not a url" }, "UPSTREAM_URL"],
    [{ UPSTREAM_TIMEOUT_MS: "dziesięć" }, "UPSTREAM_TIMEOUT_MS"],
    [{ CONTACT_EMAIL: "kontakt" }, "CONTACT_EMAIL"],
    [{ COOKIE_SECURE: "yes" }, "COOKIE_SECURE"],
  ])("refuses a wrong value, naming the variable: %j", (env, name) => {
    expect(() => loadAppConfig(env)).toThrow(AppConfigError);
    expect(() => loadAppConfig(env)).toThrow(name);
  });

  it("refuses to start in production without its secrets", () => {
    expect(() => loadAppConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET, API_KEY/);
    expect(loadAppConfig({ NODE_ENV: "production", SESSION_SECRET: "s", API_KEY: "k" }).production).toBe(true);
  });

  it("takes production from APP_ENV before NODE_ENV, as npm start runs the web server with NODE_ENV=production", () => {
    expect(loadAppConfig({ NODE_ENV: "production", APP_ENV: "development" }).production).toBe(false);
    expect(() => loadAppConfig({ NODE_ENV: "test", APP_ENV: "production" })).toThrow(/SESSION_SECRET/);
  });
});
