import { ConfigError, loadConfig, parseDuration, parseEncryptionKey } from "./config";

const SECRETS = { API_KEY: "k", JWT_SECRET: "s", DATA_ENCRYPTION_KEY: "ab".repeat(32) };

describe("configuration", () => {
  it("refuses to start in production without a secret, naming it", () => {
    expect(() => loadConfig({ NODE_ENV: "production", ...SECRETS, JWT_SECRET: "" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", ...SECRETS, API_KEY: undefined })).toThrow(/API_KEY/);
    expect(loadConfig({ NODE_ENV: "production", ...SECRETS }).apiKey).toBe("k");
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
