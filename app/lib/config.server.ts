import { z } from "zod";

import packageJson from "../../package.json";
import { UPLOAD_MAX_KB_DEFAULT } from "./contract/constants";

/** The web app's own settings (DESIGN §7); the API reads its own in server/config.ts. */

/** The API's development default is the same documented value. */
const DEVELOPMENT_API_KEY = "dev-api-key";
const DEVELOPMENT_SESSION_SECRET = "dev-session-secret-do-not-use-in-production";

const blankAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = z.preprocess(blankAsUndefined, z.string().trim().optional());
const positiveInteger = (fallback: number) =>
  z.preprocess(blankAsUndefined, z.coerce.number().int().positive().default(fallback));

const environment = z.object({
  NODE_ENV: optionalText,
  /** `npm start` sets "development" while NODE_ENV is production. */
  APP_ENV: optionalText,
  SESSION_SECRET: optionalText,
  API_KEY: optionalText,
  UPSTREAM_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
  UPSTREAM_TIMEOUT_MS: positiveInteger(10_000),
  COOKIE_SECURE: z.preprocess(blankAsUndefined, z.enum(["true", "false"]).default("false")),
  CONTACT_EMAIL: z.preprocess(blankAsUndefined, z.string().email().default("kontakt@wfzawf.pl")),
  DEFAULT_EVENT: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default("warszawa"),
  ),
  VERSION_CHECK_INTERVAL: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).default(300)),
  REFRESH_TOKEN_TTL: positiveInteger(7 * 24 * 3600),
  UPLOAD_MAX_KB: positiveInteger(UPLOAD_MAX_KB_DEFAULT),
  APP_VERSION: optionalText,
  TRUST_PROXY: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  VIDEO_AD_TAG_URL: z.preprocess(blankAsUndefined, z.string().url().startsWith("https://").optional()),
  TRAININGS_FILE: optionalText,
  TEACHER_READ_CACHE: z.preprocess(blankAsUndefined, z.enum(["true", "false"]).default("true")),
});

export interface AppConfig {
  production: boolean;
  /** The first signs, all verify (rotation). */
  sessionSecrets: string[];
  apiKey: string;
  upstreamUrl: string | undefined;
  upstreamTimeoutMs: number;
  forceSecureCookies: boolean;
  contactEmail: string;
  defaultEvent: string;
  versionCheckInterval: number;
  refreshTokenTtl: number;
  /** The API reads the same variable (server/config.ts). */
  uploadMaxKb: number;
  appVersion: string;
  trustedProxyHops: number;
  /** A VAST ad tag for the training videos; unset: no ads, and no ad host in any policy. */
  videoAdTagUrl: string | undefined;
  trainingsFile: string | undefined;
  /** The API reads the same variable (server/config.ts): off, the report's charts are drawn for every view. */
  teacherReadCache: boolean;
}

export class AppConfigError extends Error {
  override name = "AppConfigError";
}

export function loadAppConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new AppConfigError(`Niepoprawna konfiguracja aplikacji / invalid app configuration: ${problems}`);
  }
  const values = parsed.data;
  const production = (values.APP_ENV ?? values.NODE_ENV) === "production";
  const missing = (["SESSION_SECRET", "API_KEY"] as const).filter((name) => !values[name]);
  if (production && missing.length > 0) {
    throw new AppConfigError(
      `Brak zmiennych środowiskowych ${missing.join(", ")} – w produkcji są wymagane. / Missing ${missing.join(", ")}, required in production.`,
    );
  }
  return {
    production,
    sessionSecrets: (values.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET)
      .split(",")
      .map((secret) => secret.trim())
      .filter(Boolean),
    apiKey: values.API_KEY ?? DEVELOPMENT_API_KEY,
    upstreamUrl: values.UPSTREAM_URL?.replace(/\/+$/, ""),
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    forceSecureCookies: values.COOKIE_SECURE === "true",
    contactEmail: values.CONTACT_EMAIL,
    defaultEvent: values.DEFAULT_EVENT,
    versionCheckInterval: values.VERSION_CHECK_INTERVAL,
    refreshTokenTtl: values.REFRESH_TOKEN_TTL,
    uploadMaxKb: values.UPLOAD_MAX_KB,
    appVersion: values.APP_VERSION ?? packageJson.version,
    trustedProxyHops: values.TRUST_PROXY,
    videoAdTagUrl: values.VIDEO_AD_TAG_URL,
    trainingsFile: values.TRAININGS_FILE,
    teacherReadCache: values.TEACHER_READ_CACHE === "true",
  };
}

export const appConfig: AppConfig = loadAppConfig();
