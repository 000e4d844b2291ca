import { appConfig } from "../config.server";

/**
 * How the app speaks of a refused or failed upstream call (SPEC §8): a
 * status, one Polish message for a toast, and the field errors for a form.
 */

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

/** The upstream answered with an error: its status, one message for a toast, and the field errors for a form. */
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

/** The upstream answered something the contract does not allow: nothing of it reaches a page. */
export class UpstreamContractError extends UpstreamError {
  override name = "UpstreamContractError";
  constructor(message = defaultErrorMessage()) {
    super(500, message);
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

function defaultErrorMessage(contactEmail = appConfig.contactEmail): string {
  return `Coś poszło nie tak, wyślij pytanie na adres ${contactEmail}`;
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

/** An error answer (any status ≥ 400) as an UpstreamError. */
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
