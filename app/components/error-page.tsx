import { Link, isRouteErrorResponse, type ErrorResponse } from "@remix-run/react";

import { ErrorLayout } from "~/components/layouts/page-layout";

const POLISH_DESCRIPTIONS: Record<number, string> = {
  400: "Żądanie było niepoprawne. Sprawdź adres lub dane formularza i spróbuj ponownie.",
  401: "Ta strona wymaga zalogowania.",
  403: "Nie masz dostępu do tej strony.",
  404: "Strona, której szukasz, nie istnieje albo została przeniesiona. Sprawdź adres lub skorzystaj z mapy strony.",
  405: "Ta operacja nie jest dostępna pod tym adresem.",
  429: "Wysłano zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.",
  503: "Usługa jest chwilowo niedostępna. Spróbuj ponownie za kilka minut.",
};

const DEFAULT_DESCRIPTION =
  "Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie za chwilę; jeśli błąd się powtórzy, napisz do nas.";

export interface ErrorSummary {
  status: number;
  statusText: string;
  heading: string;
  description: string;
}

const OFFLINE: ErrorSummary = {
  status: 0,
  statusText: "Offline",
  heading: "Brak połączenia",
  description:
    "Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie; " +
    "niewysłane formularze czekają w przeglądarce.",
};

/**
 * The browser's own failed request (the router fetching a route's data or its
 * part of the route list while the connection is down): no server answered.
 */
function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message);
}

/** What an error page shows: never a stack trace, always a status and a Polish explanation. */
export function summarizeError(error: unknown): ErrorSummary {
  if (isConnectionFailure(error)) return OFFLINE;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      status: 404,
      statusText: "Page Not Found",
      heading: "Nie znaleziono strony",
      description: POLISH_DESCRIPTIONS[404],
    };
  }
  if (isRouteErrorResponse(error)) {
    const message = ownMessage(error);
    return {
      status: error.status,
      statusText: error.statusText || "Internal Server Error",
      heading: error.status >= 500 ? "Błąd serwera" : "Nie można wyświetlić strony",
      description: message ?? POLISH_DESCRIPTIONS[error.status] ?? DEFAULT_DESCRIPTION,
    };
  }
  return {
    status: 500,
    statusText: "Internal Server Error",
    heading: "Błąd serwera",
    description: DEFAULT_DESCRIPTION,
  };
}

/**
 * The text of a Response the app threw itself (in Polish). The router's own
 * errors (a 405 for a POST to a route without an action, a 400 for a bad
 * request) carry a message for developers, in English: never shown.
 */
function ownMessage(error: ErrorResponse): string | undefined {
  if ((error as ErrorResponse & { internal?: boolean }).internal) return undefined;
  return typeof error.data === "string" && error.data.trim() ? error.data : undefined;
}

export function ErrorPage({ error, contactEmail }: { error: unknown; contactEmail?: string }) {
  const summary = summarizeError(error);
  return (
    <ErrorLayout>
      {summary.status > 0 ? (
        <p className="layout-error__code">
          {summary.status} · <span lang="en">{summary.statusText}</span>
        </p>
      ) : null}
      <h1>{summary.heading}</h1>
      <p>{summary.description}</p>
      {contactEmail && summary.status >= 500 ? (
        <p>
          Kontakt: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      ) : null}
      <ul className="layout-error__links">
        <li>
          <Link to="/" className="button">
            Strona główna
          </Link>
        </li>
        <li>
          <Link to="/mapa-strony" className="button button--secondary">
            Mapa strony
          </Link>
        </li>
      </ul>
    </ErrorLayout>
  );
}
