import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { ConfigError, loadConfig, parseDuration, parseEncryptionKey, provideSecrets } from "./config";

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

  it("links outside production without PUBLIC_URL to the address `npm start` serves, by HOST and PORT", () => {
    const linkOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env }).publicUrl;
    expect(linkOf({})).toBe("http://localhost:3000");
    expect(linkOf({ PORT: "3100" })).toBe("http://localhost:3100");
    expect(linkOf({ HOST: "0.0.0.0", PORT: "8080" })).toBe("http://localhost:8080");
    expect(linkOf({ HOST: "192.168.1.20", PORT: "3300" })).toBe("http://192.168.1.20:3300");
    expect(linkOf({ HOST: "::1" })).toBe("http://[::1]:3000");
    expect(linkOf({ HOST: "192.168.1.20", PUBLIC_URL: "https://wfzawf.pl" })).toBe("https://wfzawf.pl");
  });

  // ASVS V14.1.x (no development behaviour in production): without SMTP, links to set a password would be written to files and the log.
  it("refuses to start in production without SMTP_URL, naming it", () => {
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: "" })).toThrow(/SMTP_URL/);
    expect(loadConfig({ NODE_ENV: "production", APP_ENV: "development", ...SECRETS }).smtpUrl).toBeUndefined();
  });

  it("takes production from APP_ENV before NODE_ENV, as npm start runs the app with NODE_ENV=production", () => {
    const local = loadConfig({ NODE_ENV: "production", APP_ENV: "development", ...SECRETS });
    expect(local).toMatchObject({ production: false, publicUrl: "http://localhost:3000" });
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
      publicUrl: "http://localhost:3000",
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

describe("secrets outside production (provideSecrets: the server and every CLI)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sport-kluby-secrets-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const NAMES = ["SESSION_SECRET", "JWT_SECRET", "API_KEY", "DATA_ENCRYPTION_KEY"];

  it("come from DATA_DIR/secrets.json, made once and the owner's alone: every process after signs and encrypts alike", () => {
    const seed: Record<string, string | undefined> = { DATA_DIR: dataDir };
    provideSecrets(seed);
    const file = path.join(dataDir, "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Object.keys(JSON.parse(readFileSync(file, "utf8"))).sort()).toEqual([...NAMES].sort());

    const start: Record<string, string | undefined> = {
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      APP_ENV: "development",
    };
    provideSecrets(start);
    for (const name of NAMES) expect(start[name]).toBe(seed[name]);
    expect(loadConfig(start).dataEncryptionKey).toEqual(loadConfig(seed).dataEncryptionKey);
    expect(loadConfig(start).dataEncryptionKey).not.toEqual(Buffer.alloc(32));

    // What the environment gives wins.
    const given: Record<string, string | undefined> = { DATA_DIR: dataDir, API_KEY: "operator-key" };
    provideSecrets(given);
    expect([given.API_KEY, given.JWT_SECRET]).toEqual(["operator-key", seed.JWT_SECRET]);
  });

  it("are never made up in production nor in tests", () => {
    const folder = path.join(dataDir, "none");
    for (const env of [{ NODE_ENV: "production" }, { APP_ENV: "production" }, { NODE_ENV: "test" }]) {
      const copy: Record<string, string | undefined> = { ...env, DATA_DIR: folder };
      provideSecrets(copy);
      expect(copy).toEqual({ ...env, DATA_DIR: folder });
    }
  });
});
