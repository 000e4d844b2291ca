// The API's settings (DESIGN §7); outside production missing secrets come from DATA_DIR/secrets.json.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { UPLOAD_MAX_KB_DEFAULT } from "../app/lib/contract/constants";
import packageJson from "../package.json";
import { log } from "./log";

export interface ApiConfig {
  production: boolean;
  apiKey: string;
  appVersion: string;
  dataDir: string;
  /** Unset: the embedded PGlite in DATA_DIR/pglite. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  passwordTokenTtl: number;
  dataEncryptionKey: Buffer;
  /** Unset: messages are written as .eml files to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  /** The one origin of every e-mail link; never a request's header. */
  publicUrl: string;
  defaultEvent: string;
  seedDemo: boolean;
  /** A teacher's screens kept in memory between changes (decision 020); off, every view reads the database. */
  teacherReadCache: boolean;
  apiPort: number;
  /** Proxies to believe about X-Forwarded-For; the web app calling it is one. */
  trustedProxyHops: number;
  uploadMaxKb: number;
  migrationsDir: string;
  reminderIntervalSeconds: number;
}

export const DEVELOPMENT_DEFAULTS = {
  API_KEY: "dev-api-key",
  JWT_SECRET: "dev-jwt-secret-do-not-use-in-production",
  // 32 zero bytes: anything encrypted with it is as good as plain text.
  DATA_ENCRYPTION_KEY: "0000000000000000000000000000000000000000000000000000000000000000",
} as const;

type Env = Record<string, string | undefined>;

const SECRET_NAMES = ["SESSION_SECRET", "JWT_SECRET", "API_KEY", "DATA_ENCRYPTION_KEY"] as const;

export class ConfigError extends Error {
  override name = "ConfigError";
}

let warnedAboutDefaults = false;

/** APP_ENV, else NODE_ENV: `npm start` runs NODE_ENV=production with APP_ENV=development. */
export function isProduction(env: Env): boolean {
  return (env.APP_ENV?.trim() || env.NODE_ENV) === "production";
}

export function loadConfig(env: Env = process.env): ApiConfig {
  const production = isProduction(env);
  const defaulted: string[] = [];

  function secret(name: keyof typeof DEVELOPMENT_DEFAULTS): string {
    const value = env[name]?.trim();
    if (value) return value;
    if (production) {
      throw new ConfigError(
        `Brak zmiennej środowiskowej ${name} – w produkcji jest wymagana. / Missing environment variable ${name}, required in production.`,
      );
    }
    defaulted.push(name);
    return DEVELOPMENT_DEFAULTS[name];
  }

  const dataDir = dataDirOf(env);
  const config: ApiConfig = {
    production,
    apiKey: secret("API_KEY"),
    appVersion: env.APP_VERSION?.trim() || packageJson.version,
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databasePoolMax: parseInteger("DATABASE_POOL_MAX", env.DATABASE_POOL_MAX, 10),
    jwtSecret: secret("JWT_SECRET"),
    accessTokenTtl: parseDuration("ACCESS_TOKEN_TTL", env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtl: parseDuration("REFRESH_TOKEN_TTL", env.REFRESH_TOKEN_TTL, 7 * 24 * 3600),
    passwordTokenTtl: parseDuration("PASSWORD_TOKEN_TTL", env.PASSWORD_TOKEN_TTL, 24 * 3600),
    dataEncryptionKey: parseEncryptionKey(secret("DATA_ENCRYPTION_KEY")),
    smtpUrl: parseSmtpUrl(env.SMTP_URL, production),
    mailFrom: env.MAIL_FROM?.trim() || "WF z AWF <no-reply@wfzawf.pl>",
    contactEmail: env.CONTACT_EMAIL?.trim() || "kontakt@wfzawf.pl",
    publicUrl: parsePublicUrl(env.PUBLIC_URL, production) ?? localOrigin(env),
    defaultEvent: env.DEFAULT_EVENT?.trim() || "warszawa",
    seedDemo: parseBoolean(env.SEED_DEMO, !production),
    teacherReadCache: parseBoolean(env.TEACHER_READ_CACHE, true),
    apiPort: parseInteger("API_PORT", env.API_PORT, 8000),
    trustedProxyHops: parseInteger("TRUST_PROXY", env.TRUST_PROXY, 0, 0),
    uploadMaxKb: parseInteger("UPLOAD_MAX_KB", env.UPLOAD_MAX_KB, UPLOAD_MAX_KB_DEFAULT),
    migrationsDir: path.resolve(process.cwd(), env.MIGRATIONS_DIR?.trim() || "server/db/migrations"),
    reminderIntervalSeconds: parseDuration("REMINDER_INTERVAL", env.REMINDER_INTERVAL, 15 * 60),
  };

  if (defaulted.length > 0 && !warnedAboutDefaults && env.NODE_ENV !== "test") {
    warnedAboutDefaults = true;
    log.warn(`using insecure development defaults for ${defaulted.join(", ")}: set them before going to production`);
  }
  return config;
}

/** Without SMTP, password links would be written to files and their links to the log. */
function parseSmtpUrl(value: string | undefined, production: boolean): string | undefined {
  const url = value?.trim() || undefined;
  if (!url && production) {
    throw new ConfigError(
      "Brak zmiennej środowiskowej SMTP_URL – w produkcji e-maile muszą trafiać do serwera poczty. / Missing SMTP_URL, required in production.",
    );
  }
  return url;
}

function dataDirOf(env: Env): string {
  return path.resolve(process.cwd(), env.DATA_DIR?.trim() || "./data");
}

/** Generated once, so every process (server, seed, admin, backup) uses the same secrets; production is given its own. */
export function provideSecrets(env: Env = process.env): void {
  if (isProduction(env) || env.NODE_ENV === "test") return;
  const missing = SECRET_NAMES.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return;
  const file = path.join(dataDirOf(env), "secrets.json");
  const stored = readSecrets(file) ?? writeSecretsOnce(file, generatedSecrets());
  const incomplete = missing.filter((name) => !stored[name]);
  if (incomplete.length > 0) {
    const fresh = generatedSecrets();
    for (const name of incomplete) stored[name] = fresh[name];
    fs.writeFileSync(file, JSON.stringify(stored, null, 2) + "\n", { mode: 0o600 });
  }
  for (const name of missing) env[name] = stored[name];
  log.warn(`development secrets from ${file} (${missing.join(", ")}): set them in the environment in production`);
}

type Secrets = Partial<Record<(typeof SECRET_NAMES)[number], string>>;

function generatedSecrets(): Secrets {
  return Object.fromEntries(
    SECRET_NAMES.map((name) => [name, randomBytes(32).toString(name === "DATA_ENCRYPTION_KEY" ? "base64" : "hex")]),
  );
}

function readSecrets(file: string): Secrets | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Secrets) : undefined;
}

/** Unless another process just did: then its secrets are the ones. */
function writeSecretsOnce(file: string, secrets: Secrets): Secrets {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 });
  try {
    fs.linkSync(partial, file);
    return secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readSecrets(file)!;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

let cached: ApiConfig | undefined;

export function getConfig(): ApiConfig {
  if (!cached) {
    provideSecrets();
    cached = loadConfig();
  }
  return cached;
}

export function parseDuration(name: string, value: string | undefined, fallback: number): number {
  if (!value?.trim()) return fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match || Number(match[1]) <= 0) {
    throw new ConfigError(`${name}: niepoprawny czas „${value}” (np. 900, 15m, 12h, 7d) / invalid duration.`);
  }
  const unit = { "": 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as "" | "s" | "m" | "h" | "d"];
  return Number(match[1]) * unit;
}

function parseInteger(name: string, value: string | undefined, fallback: number, minimum = 1): number {
  if (!value?.trim()) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum) {
    throw new ConfigError(
      `${name}: oczekiwano liczby całkowitej nie mniejszej niż ${minimum}, jest „${value}” / expected an integer ≥ ${minimum}.`,
    );
  }
  return number;
}

/** A forged Host header must never send password links to another site. */
function parsePublicUrl(value: string | undefined, production: boolean): string | undefined {
  const text = value?.trim();
  if (!text) {
    if (!production) return undefined;
    throw new ConfigError(
      "Brak zmiennej środowiskowej PUBLIC_URL (adres platformy w linkach e-maili, np. https://wfzawf.pl) – w produkcji jest wymagana. / Missing environment variable PUBLIC_URL, required in production.",
    );
  }
  const protocol = URL.canParse(text) ? new URL(text).protocol : undefined;
  if (protocol !== "https:" && protocol !== "http:") {
    throw new ConfigError(`PUBLIC_URL: niepoprawny adres „${text}” (np. https://wfzawf.pl) / invalid URL.`);
  }
  return text.replace(/\/+$/, "");
}

/** OWASP's 19 MiB unless lowered (test suites); each hash records its own cost. */
export function passwordHashMemoryKib(env: Env = process.env): number {
  return Math.max(Number(env.PASSWORD_ARGON2_MEMORY_KIB) || 19_456, 1024);
}

function localOrigin(env: Env): string {
  const host = env.HOST?.trim();
  const name = !host || host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${parseInteger("PORT", env.PORT, 3000)}`;
}

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (!value?.trim()) return fallback;
  return ["1", "true", "yes", "tak", "on"].includes(value.trim().toLowerCase());
}

export function parseEncryptionKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
  if (key.length !== 32) {
    throw new ConfigError(
      "DATA_ENCRYPTION_KEY musi mieć 32 bajty (64 znaki hex lub base64). / DATA_ENCRYPTION_KEY must be 32 bytes (hex or base64).",
    );
  }
  return key;
}
