import { appConfig } from "../config.server";

// How the app speaks of a failed upstream call (SPEC §8).

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

export class UpstreamUnavailableError extends UpstreamError {
  override name = "UpstreamUnavailableError";
  constructor() {
    super(503, "Serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka minut.");
  }
}

/** Nothing of an answer the contract does not allow reaches a page. */
export class UpstreamContractError extends UpstreamError {
  override name = "UpstreamContractError";
  constructor(message = defaultErrorMessage()) {
    super(500, message);
  }
}

export function asErrorResponse(error: unknown): never {
  if (error instanceof UpstreamError) {
    throw new Response(error.message, {
      status: error.status,
      statusText: error instanceof UpstreamUnavailableError ? "Service Unavailable" : "",
    });
  }
  throw error;
}

function defaultErrorMessage(contactEmail = appConfig.contactEmail): string {
  return `Coś poszło nie tak, wyślij pytanie na adres ${contactEmail}`;
}

/** SPEC §8: the first field error, prefixed by its Polish label; else `detail`; else the default message. */
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

export async function upstreamErrorFrom(response: Response): Promise<UpstreamError> {
  const text = await response.text().catch(() => "");
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const retryAfter = Number(response.headers.get("retry-after")) || undefined;
  return new UpstreamError(response.status || 500, errorMessageFromBody(body), fieldErrorsFromBody(body), retryAfter);
}
