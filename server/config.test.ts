import { ConfigError, loadConfig, parseDuration, parseEncryptionKey } from "./config";

const SECRETS = { API_KEY: "k", JWT_SECRET: "s", DATA_ENCRYPTION_KEY: "ab".repeat(32) };
const PRODUCTION = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://wfzawf.pl",
  SMTP_URL: "smtp://mail.wfzawf.pl:587",
  ...SECRETS,
};

describe("configuration", () => {
  it("refuses to start in production without a secret, naming it", () => {
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: "" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, API_KEY: undefined })).toThrow(/API_KEY/);
    expect(loadConfig(PRODUCTION).apiKey).toBe("k");
  });

  it("refuses to start in production without PUBLIC_URL, the only origin links in e-mails may take there", () => {
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: "https://wfzawf.pl/" }).publicUrl).toBe("https://wfzawf.pl");
    expect(() => loadConfig({ NODE_ENV: "test", PUBLIC_URL: "wfzawf.pl" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: "test", PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
  });

  // ASVS V14.1.x (no development behaviour in production): without SMTP, links to set a password would be written to files and the log.
  it("refuses to start in production without SMTP_URL, naming it", () => {
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: "" })).toThrow(/SMTP_URL/);
    expect(loadConfig({ NODE_ENV: "production", APP_ENV: "development", ...SECRETS }).smtpUrl).toBeUndefined();
  });

  it("takes production from APP_ENV before NODE_ENV, as npm start runs the app with NODE_ENV=production", () => {
    const local = loadConfig({ NODE_ENV: "production", APP_ENV: "development", ...SECRETS });
    expect(local).toMatchObject({ production: false, publicUrl: undefined });
    expect(() => loadConfig({ ...PRODUCTION, NODE_ENV: "test", APP_ENV: "production", PUBLIC_URL: "" })).toThrow(
      /PUBLIC_URL/,
    );
  });

  it("uses documented development defaults elsewhere", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(config).toMatchObject({
      apiKey: "dev-api-key",
      apiPort: 8000,
      uploadMaxKb: 5120,
      databaseUrl: undefined,
      publicUrl: undefined,
    });
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.dataEncryptionKey).toHaveLength(32);
  });

  it("reads durations, ports and keys, and rejects nonsense clearly", () => {
    expect(parseDuration("X", "15m", 1)).toBe(900);
    expect(parseDuration("X", "7d", 1)).toBe(604800);
    expect(parseDuration("X", undefined, 42)).toBe(42);
    expect(() => parseDuration("ACCESS_TOKEN_TTL", "soon", 1)).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ NODE_ENV: "test", API_PORT: "eighty" })).toThrow(/API_PORT/);
    expect(parseEncryptionKey(Buffer.alloc(32, 1).toString("base64"))).toEqual(Buffer.alloc(32, 1));
    expect(() => parseEncryptionKey("c2hvcnQ=")).toThrow(/32/);
  });
});
