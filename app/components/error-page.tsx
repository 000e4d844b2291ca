import { type ErrorResponse, isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router-dom";

import { ErrorLayout } from "~/components/layouts/page-layout";
import { useSiteSettings } from "~/lib/site/site-settings";

/** SPEC §2: a thrown Response rarely carries a status text, and over HTTP/2 none does. */
const STATUS_TEXTS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Page Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  411: "Length Required",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

const POLISH_DESCRIPTIONS: Record<number, string> = {
  400: "Żądanie było niepoprawne. Sprawdź adres lub dane formularza i spróbuj ponownie.",
  401: "Ta strona wymaga zalogowania.",
  403: "Nie masz dostępu do tej strony.",
  404: "Strona, której szukasz, nie istnieje albo została przeniesiona. Sprawdź adres lub skorzystaj z mapy strony.",
  405: "Ta operacja nie jest dostępna pod tym adresem.",
  411: "Przeglądarka nie podała, ile danych wysyła. Wróć do formularza i wyślij go ponownie.",
  413: "Przesłane dane są zbyt duże. Wróć do formularza, wybierz mniejszy plik i wyślij go ponownie.",
  415: "Platforma przyjmuje tylko dane wysłane formularzem ze strony. Wróć do formularza i wyślij go ponownie.",
  429: "Wysłano zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.",
  503: "Serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka minut.",
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

/** The router's own request failed while the connection was down: no server answered. */
function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message);
}

function statusText(status: number, given: string): string {
  return STATUS_TEXTS[status] ?? (given || (status >= 500 ? STATUS_TEXTS[500] : STATUS_TEXTS[400]));
}

/** Never a stack trace; always the real status. */
export function summarizeError(error: unknown): ErrorSummary {
  if (isConnectionFailure(error)) return OFFLINE;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      status: 404,
      statusText: STATUS_TEXTS[404],
      heading: "Nie znaleziono strony",
      description: POLISH_DESCRIPTIONS[404],
    };
  }
  if (isRouteErrorResponse(error)) {
    const own = ownMessage(error);
    return {
      status: error.status,
      statusText: statusText(error.status, error.statusText),
      heading: own?.heading ?? (error.status >= 500 ? "Błąd serwera" : "Nie można wyświetlić strony"),
      description: own?.description ?? POLISH_DESCRIPTIONS[error.status] ?? DEFAULT_DESCRIPTION,
    };
  }
  return {
    status: 500,
    statusText: STATUS_TEXTS[500],
    heading: "Błąd serwera",
    description: DEFAULT_DESCRIPTION,
  };
}

/** The router's own errors carry English for developers, never shown as the explanation. */
function ownMessage(error: ErrorResponse): { heading?: string; description: string } | undefined {
  if ((error as ErrorResponse & { internal?: boolean }).internal) return undefined;
  const { data } = error as { data: unknown };
  if (typeof data === "string") {
    const text = data.trim();
    return text && !isStatusText(text, error.statusText) ? { description: text } : undefined;
  }
  if (data && typeof data === "object") {
    const { heading, description } = data as Record<string, unknown>;
    if (typeof description === "string" && description)
      return { heading: typeof heading === "string" && heading ? heading : undefined, description };
  }
  return undefined;
}

function isStatusText(text: string, given: string): boolean {
  return text === given || Object.values(STATUS_TEXTS).includes(text) || text === "Not Found";
}

export function ErrorPage({
  error,
  contactEmail,
  framed = false,
}: {
  error: unknown;
  contactEmail?: string;
  framed?: boolean;
}) {
  const summary = summarizeError(error);
  return (
    <ErrorLayout framed={framed}>
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

export function RouteErrorPage({ framed = false }: { framed?: boolean }) {
  const error = useRouteError();
  const { contactEmail } = useSiteSettings();
  return <ErrorPage error={error} contactEmail={contactEmail} framed={framed} />;
}

/** A layout's boundary's error is read where Remix's <Meta> reads it: the router's state. */
export function usePageError(): unknown {
  const caughtByRoot = useRouteError();
  const state = useContext(UNSAFE_DataRouterStateContext);
  if (caughtByRoot != null) return caughtByRoot;
  const errors = state?.errors;
  if (!errors) return undefined;
  const shown = state.matches.find((match) => match.route.id in errors);
  return shown ? errors[shown.route.id] : undefined;
}
