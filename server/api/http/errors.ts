// DRF-shaped errors with Polish messages (DESIGN §4); anything else is a bare 500.
import type { ContentfulStatusCode } from "hono/utils/http-status";

import { pluralPl } from "../../../app/lib/validation";

export type FieldErrors = Record<string, string[]>;

export const MESSAGES = {
  notFound: "Nie znaleziono.",
  notAuthenticated: "Nie podano danych uwierzytelniających.",
  tokenNotValid: "Token jest nieprawidłowy lub wygasł.",
  forbidden: "Nie masz uprawnień do wykonania tej czynności.",
  apiKey: "Brak lub nieprawidłowy klucz API.",
  malformedJson: "Niepoprawny format danych – oczekiwano obiektu JSON.",
  malformedForm: "Niepoprawny format przesłanego formularza.",
  unsupportedMediaType: "Nieobsługiwany format danych.",
  controlCharacters: "Tekst zawiera niedozwolone znaki sterujące. Usuń je i spróbuj ponownie.",
  serverError: "Wystąpił błąd serwera. Spróbuj ponownie za chwilę.",
  unavailable: "Serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka sekund.",
  saveFailed: "Nie udało się zapisać zmian. Spróbuj ponownie za chwilę.",
  methodNotAllowed: (method: string) => `Metoda ${method} nie jest dozwolona pod tym adresem.`,
  tooLarge: (maxKb: number) => `Przesłane dane są za duże (najwyżej ${maxKb} KB).`,
  throttled: (seconds: number) =>
    `Zbyt wiele prób. Spróbuj ponownie za ${
      seconds < 60
        ? `${seconds} ${pluralPl(seconds, "sekundę", "sekundy", "sekund")}`
        : `${Math.ceil(seconds / 60)} min`
    }.`,
} as const;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === "string" ? body.detail : `API error ${status}`);
    this.name = "ApiError";
  }
}

export function validationError(errors: FieldErrors): ApiError {
  return new ApiError(400, errors);
}

export function fieldError(field: string, message: string): ApiError {
  return validationError({ [field]: [message] });
}

export function nonFieldError(message: string): ApiError {
  return validationError({ non_field_errors: [message] });
}

export function notFound(detail: string = MESSAGES.notFound): ApiError {
  return new ApiError(404, { detail });
}

const JWT_CHALLENGE = { "WWW-Authenticate": 'JWT realm="api"' };

export function notAuthenticated(): ApiError {
  return new ApiError(401, { detail: MESSAGES.notAuthenticated }, JWT_CHALLENGE);
}

export function tokenNotValid(): ApiError {
  return new ApiError(401, { detail: MESSAGES.tokenNotValid, code: "token_not_valid" }, JWT_CHALLENGE);
}

export function forbidden(detail: string = MESSAGES.forbidden): ApiError {
  return new ApiError(403, { detail });
}

/** Nothing was stored: the same request may be sent again. */
export function saveFailed(): ApiError {
  return new ApiError(503, { detail: MESSAGES.saveFailed }, { "Retry-After": "5" });
}

export function throttled(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    { detail: MESSAGES.throttled(retryAfterSeconds) },
    { "Retry-After": String(retryAfterSeconds) },
  );
}
