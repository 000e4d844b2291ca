import type { ErrorRequestHandler, Request, Response } from "express";
import { log } from "../server/log";

/**
 * What the front door answers when it refuses a request before the app sees
 * it: a short Polish page for a browser (it has no layout: the app did not
 * run), a line of text for the app's own data requests.
 */
export interface Refusal {
  status: number;
  title: string;
  explanation: string;
}

export const REFUSALS = {
  crossSite: {
    status: 403,
    title: "Żądanie z innej witryny zostało odrzucone",
    explanation:
      "Formularz został wysłany z innej strony niż platforma, więc go nie przyjęliśmy. Otwórz formularz na platformie i wyślij go ponownie.",
  },
  method: {
    status: 405,
    title: "Ta metoda nie jest obsługiwana",
    explanation: "Strony platformy można otwierać i wysyłać na nich formularze; innych żądań nie obsługujemy.",
  },
  lengthRequired: {
    status: 411,
    title: "Brak rozmiaru przesyłanych danych",
    explanation: "Przeglądarka nie podała, ile danych wysyła. Wróć do formularza i wyślij go ponownie.",
  },
  notAForm: {
    status: 415,
    title: "Nieobsługiwany format danych",
    explanation:
      "Platforma przyjmuje tylko dane wysłane formularzem ze strony. Wróć do formularza i wyślij go ponownie.",
  },
  tooLarge: {
    status: 413,
    title: "Przesłane dane są zbyt duże",
    explanation:
      "Formularz przekroczył dopuszczalny rozmiar. Wróć do formularza, wybierz mniejszy plik (najwyżej tyle, ile podano przy polu) i wyślij go ponownie.",
  },
} as const satisfies Record<string, Refusal>;

export function refuse(req: Request, res: Response, refusal: Refusal, headers: Record<string, string> = {}): void {
  res.status(refusal.status).set(headers);
  // A body the door did not read is not read later either: the connection ends with the answer.
  if (!req.complete) res.set("Connection", "close");
  if (req.query._data !== undefined || !req.accepts("html")) {
    res.type("text/plain; charset=utf-8").send(`${refusal.title}. ${refusal.explanation}`);
    return;
  }
  res.type("text/html; charset=utf-8").send(page(refusal.title, refusal.explanation, req.path));
}

/** The last resort: the app itself failed to answer (its own errors render its error page). */
export function serverFailure(): ErrorRequestHandler {
  return (error, req, res, next) => {
    log.error({ err: error }, "request failed");
    if (res.headersSent) return next(error);
    refuse(req, res, {
      status: 500,
      title: "Wystąpił błąd serwera",
      explanation: "Spróbuj ponownie za chwilę. Jeśli błąd się powtarza, napisz do nas.",
    });
  };
}

function page(title: string, explanation: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} – WF z AWF</title></head>
<body>
<main>
<h1>${escape(title)}</h1>
<p>${escape(explanation)}</p>
<p><a href="${escape(path)}">Wróć na stronę</a> · <a href="/">Strona główna</a></p>
</main>
</body>
</html>
`;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
