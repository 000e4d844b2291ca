import camelcaseKeys from "camelcase-keys";

import packageJson from "../../package.json";
import { DEVELOPMENT_DEFAULTS } from "../../server/config";

import { appConfig } from "./config.server";

/**
 * The one module that talks to the /pl/api upstream (DESIGN §1). With
 * UPSTREAM_URL unset the API runs in this process and is called without a
 * network hop; with it set, over HTTP. Both send exactly the same requests.
 */

export const APP_VERSION = process.env.APP_VERSION || packageJson.version;
const DEFAULT_TIMEOUT_MS = 10_000;
const IN_PROCESS_ORIGIN = "http://upstream.internal";

/** Field labels of SPEC §8 that prefix a field's first error message. */
const FIELD_LABELS: Record<string, string> = {
  firstname: "Imię",
  first_name: "Imię",
  lastname: "Nazwisko",
  last_name: "Nazwisko",
  email: "Email",
  phone: "Telefon",
  city: "Miasto",
  postal_code: "Kod pocztowy",
  password: "Hasło",
  birthdate: "Data urodzenia",
  body_weight: "Waga",
  body_height: "Wzrost",
  terms_accepted: "Regulamin Sport Klubów",
  data_truthfulness_declaration: "Prawdziwość danych",
  schools_principal_consent: "Oświadczenie szkoły",
};

export type FieldErrors = Record<string, string[]>;

/** The upstream answered with an error (SPEC §8): its status, one message for a toast, and the field errors for a form. */
export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The upstream could not be reached or did not answer in time. */
export class UpstreamUnavailableError extends UpstreamError {
  override name = "UpstreamUnavailableError";
  constructor() {
    super(503, "Serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka minut.");
  }
}

/** For loaders: an upstream failure as the error page's response, with its status and Polish message. */
export function asErrorResponse(error: unknown): never {
  if (error instanceof UpstreamError) {
    throw new Response(error.message, {
      status: error.status,
      statusText: error instanceof UpstreamUnavailableError ? "Service Unavailable" : "",
    });
  }
  throw error;
}

export function defaultErrorMessage(contactEmail = appConfig.contactEmail): string {
  return `Coś poszło nie tak, wyślij pytanie na adres ${contactEmail}`;
}

/** SPEC §7: a path must be relative and start with exactly one slash. */
export function assertApiPath(path: string): void {
  if (!path.startsWith("/") || path.startsWith("//") || /^\/?[a-z][a-z0-9+.-]*:/i.test(path) || path.includes("\\")) {
    throw new Error("Invalid URL format");
  }
}

/**
 * SPEC §8: the first non-empty field error, prefixed by its Polish label when
 * the field has one; a DRF `detail` or `non_field_errors` as it is; otherwise
 * the default message with the contact address.
 */
export function errorMessageFromBody(body: unknown, contactEmail?: string): string {
  if (body && typeof body === "object" && !Array.isArray(body)) {
    for (const [field, value] of Object.entries(body)) {
      const message = firstMessage(value);
      if (!message) continue;
      const label = FIELD_LABELS[field];
      return label ? `${label}: ${message}` : message;
    }
  }
  return defaultErrorMessage(contactEmail);
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() || undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const message = firstMessage(item);
      if (message) return message;
    }
  }
  return undefined;
}

function fieldErrorsFromBody(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!body || typeof body !== "object" || Array.isArray(body)) return errors;
  for (const [field, value] of Object.entries(body)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === "string" && m.trim() !== "",
    );
    if (messages.length > 0 && field !== "detail" && field !== "code") errors[field] = messages;
  }
  return errors;
}

export interface UpstreamRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object is sent as JSON, FormData as multipart. */
  body?: Record<string, unknown> | unknown[] | FormData;
  /** The access token of the signed-in teacher. */
  token?: string;
  headers?: Record<string, string>;
}

/**
 * The API limits logins, registrations and reset e-mails per client address;
 * the address reaches it in the header the reverse proxy set.
 */
export function clientAddressHeaders(request: Request): Record<string, string> {
  const forwarded = request.headers.get("x-forwarded-for");
  return forwarded ? { "X-Forwarded-For": forwarded } : {};
}

/**
 * A creating form's submission key (the SubmissionKey field) as the API's
 * Idempotency-Key: the same form sent twice creates one record.
 */
export function idempotencyHeaders(formData: FormData): Record<string, string> {
  const key = formData.get("submission_key");
  return typeof key === "string" && key ? { "Idempotency-Key": key } : {};
}

export type Transport = (request: Request) => Promise<Response>;

export interface UpstreamOptions {
  transport: Transport;
  origin: string;
  apiKey: string;
  timeoutMs?: number;
  contactEmail?: string;
}

export type UpstreamCall = <T = unknown>(path: string, request?: UpstreamRequest) => Promise<T>;

export function createUpstream({
  transport,
  origin,
  apiKey,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  contactEmail,
}: UpstreamOptions): UpstreamCall {
  return async function call<T>(path: string, { method = "GET", body, token, headers = {} }: UpstreamRequest = {}) {
    assertApiPath(path);
    const requestHeaders = new Headers({
      Accept: "application/json",
      "X-Api-Key": apiKey,
      "X-App-Version": APP_VERSION,
      ...headers,
    });
    if (token) requestHeaders.set("Authorization", `JWT ${token}`);
    let payload: BodyInit | undefined;
    if (isFormData(body)) {
      payload = body;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      requestHeaders.set("Content-Type", "application/json");
    }

    // A fresh Request for every call: Remix's globals and the API's must never share one.
    const request = new Request(`${origin}${path}`, {
      method,
      headers: requestHeaders,
      body: payload,
      // No abort signal on a request with a body: under remix-serve the global fetch is
      // @remix-run/web-fetch, whose abort cancels a body it is still reading and crashes
      // the process. withTimeout below gives up on a slow answer either way.
      signal: payload === undefined ? AbortSignal.timeout(timeoutMs) : undefined,
    });

    let response: Response;
    try {
      response = await withTimeout(transport(request), timeoutMs);
    } catch {
      throw new UpstreamUnavailableError();
    }

    const text = await response.text().catch(() => "");
    const data = parseJson(text);
    if (!response.ok) {
      const retryAfter = Number(response.headers.get("retry-after")) || undefined;
      throw new UpstreamError(
        response.status || 500,
        errorMessageFromBody(data, contactEmail),
        fieldErrorsFromBody(data),
        retryAfter,
      );
    }
    return (data === undefined ? null : camelize(data)) as T;
  };
}

/** Duck-typed: Remix's FormData and Node's are different classes (DESIGN §3). */
function isFormData(body: unknown): body is FormData {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as FormData).append === "function" &&
    typeof (body as FormData).getAll === "function"
  );
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function camelize(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(camelize);
  if (data && typeof data === "object") return camelcaseKeys(data as Record<string, unknown>, { deep: true });
  return data;
}

/** The in-process API cannot be aborted, so a slow answer is abandoned instead. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("upstream timeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type InProcessApi = { fetch: (request: Request) => Response | Promise<Response> };
const globalForApi = globalThis as typeof globalThis & { __sportKlubyApi?: Promise<InProcessApi> };

/** One API per process, kept across rebuilds of the Remix bundle. */
function inProcessApi(): Promise<InProcessApi> {
  globalForApi.__sportKlubyApi ??= import("../../server/boot").then(({ openApi }) => openApi());
  // A failed start (e.g. a locked data folder) is retried by the next call rather than cached.
  globalForApi.__sportKlubyApi.catch(() => {
    globalForApi.__sportKlubyApi = undefined;
  });
  return globalForApi.__sportKlubyApi;
}

/**
 * Opens the in-process API (database, migrations, demo data) when the server
 * starts, so the first teacher does not wait for it.
 */
export function warmUpUpstream(): void {
  if (process.env.UPSTREAM_URL) return;
  inProcessApi().catch((error: unknown) => console.error("[app] The in-process API did not start:", error));
}

function configuredUpstream(): UpstreamCall {
  const remote = process.env.UPSTREAM_URL?.replace(/\/+$/, "");
  return createUpstream({
    transport: remote ? (request) => fetch(request) : async (request) => (await inProcessApi()).fetch(request),
    origin: remote ?? IN_PROCESS_ORIGIN,
    apiKey: process.env.API_KEY || DEVELOPMENT_DEFAULTS.API_KEY,
    timeoutMs: Number(process.env.UPSTREAM_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS,
  });
}

export const upstream: UpstreamCall = configuredUpstream();
