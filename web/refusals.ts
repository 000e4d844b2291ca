import type { ErrorRequestHandler, NextFunction, Request, Response } from "express";

import { isCrawler } from "../app/lib/http/crawler.server";
import type { Refusal } from "../app/lib/http/refusal";
import { log } from "../server/log";

export type { Refusal };

/** What the front door answers when it refuses a request: the error page for a browser, else a line of text. */
export const REFUSALS = {
  badAddress: {
    status: 400,
    title: "Niepoprawny adres strony",
    explanation:
      "Adres zawiera znak %, po którym nie ma poprawnego kodu znaku. Sprawdź adres albo przejdź na stronę główną.",
  },
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

export class RefusedRequest extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.title);
  }
}

export function refuse(res: Response, next: NextFunction, refusal: Refusal, headers: Record<string, string> = {}) {
  res.set(headers);
  next(new RefusedRequest(refusal));
}

export type RefusalPage = (req: Request, res: Response, refusal: Refusal) => Promise<void>;

/** No failure of the server: only the access log tells of it. */
export function refusals(renderPage: RefusalPage): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (!(error instanceof RefusedRequest)) return next(error);
    const { refusal } = error;
    res.status(refusal.status);
    // A body the door did not read is not read later either.
    if (!req.complete) res.set("Connection", "close");
    if (!wantsPage(req)) return answerBare(req, res, refusal);
    renderPage(req, res, refusal).catch((failure: unknown) => {
      log.error({ err: failure }, "rendering a refusal's page failed");
      if (!res.headersSent) answerBare(req, res, refusal);
    });
  };
}

export function serverFailure(): ErrorRequestHandler {
  return (error, req, res, next) => {
    log.error({ err: error }, "request failed");
    if (res.headersSent) return next(error);
    answerBare(req, res.status(500), {
      status: 500,
      title: "Wystąpił błąd serwera",
      explanation: "Spróbuj ponownie za chwilę. Jeśli błąd się powtarza, napisz do nas.",
    });
  };
}

/** A browser's page: not a ?_data= request, a crawler or a script. */
function wantsPage(req: Request): boolean {
  return req.query._data === undefined && Boolean(req.accepts("html")) && !isCrawler(req.get("user-agent"));
}

function answerBare(req: Request, res: Response, { title, explanation }: Refusal): void {
  if (!wantsPage(req)) {
    res.type("text/plain; charset=utf-8").send(`${title}. ${explanation}`);
    return;
  }
  res.type("text/html; charset=utf-8").send(page(title, explanation, req.path));
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
