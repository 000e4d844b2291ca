// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import { ErrorPage, summarizeError } from "./error-page";

function errorResponse(status: number, statusText: string, data: unknown = null) {
  // The shape Remix gives a thrown Response in an error boundary.
  return { status, statusText, internal: false, data };
}

function renderError(error: unknown) {
  const Stub = createRemixStub([
    { path: "/", Component: () => <ErrorPage error={error} contactEmail="kontakt@wfzawf.pl" /> },
  ]);
  return render(<Stub />);
}

describe("ErrorPage", () => {
  it("shows 404 with 'Page Not Found', a Polish explanation and the way home and to the site map", () => {
    renderError(errorResponse(404, "Not Found"));
    expect(screen.getByText("Page Not Found")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Nie znaleziono strony");
    expect(screen.getByRole("link", { name: "Strona główna" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Mapa strony" }).getAttribute("href")).toBe("/mapa-strony");
  });

  it("shows an unexpected error as 500 Internal Server Error without its message or stack", () => {
    const error = new Error("connection refused at db.ts:42");
    const { container } = renderError(error);
    expect(container.textContent).toContain("500");
    expect(container.textContent).toContain("Internal Server Error");
    expect(container.textContent).not.toContain("db.ts");
    expect(screen.getByRole("link", { name: "kontakt@wfzawf.pl" })).toBeTruthy();
  });

  it("shows the status, status message and description of other error responses", () => {
    const { container } = renderError(errorResponse(503, "Service Unavailable", "Usługa jest chwilowo niedostępna."));
    expect(container.textContent).toContain("503");
    expect(container.textContent).toContain("Service Unavailable");
    expect(container.textContent).toContain("Usługa jest chwilowo niedostępna.");
  });
});

describe("summarizeError", () => {
  it("never shows the router's own English developer message, as a POST to a route without an action gets", () => {
    // What Remix throws (on the server, and in the browser for a stale <Form>): internal, with a message for developers.
    const routerError = {
      status: 405,
      statusText: "Method Not Allowed",
      internal: true,
      data: 'Error: You made a POST request to "/agenda" but did not provide an `action` for route "routes/agenda", so there is no way to handle the request.',
    };
    expect(summarizeError(routerError)).toEqual({
      status: 405,
      statusText: "Method Not Allowed",
      heading: "Nie można wyświetlić strony",
      description: "Ta operacja nie jest dostępna pod tym adresem.",
    });
  });

  it("shows the message of a response the app threw itself", () => {
    expect(
      summarizeError(errorResponse(403, "Forbidden", "Żądanie z innej witryny zostało odrzucone.")).description,
    ).toBe("Żądanie z innej witryny zostało odrzucone.");
  });

  it("falls back to a Polish description for known statuses without a message", () => {
    expect(summarizeError(errorResponse(429, "Too Many Requests")).description).toBe(
      "Wysłano zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.",
    );
  });

  it.each([
    [400, "Bad Request", "Żądanie było niepoprawne."],
    [403, "Forbidden", "Nie masz dostępu do tej strony."],
    [405, "Method Not Allowed", "Ta operacja nie jest dostępna pod tym adresem."],
    [411, "Length Required", "Przeglądarka nie podała, ile danych wysyła."],
    [413, "Payload Too Large", "Przesłane dane są zbyt duże."],
    [415, "Unsupported Media Type", "Platforma przyjmuje tylko dane wysłane formularzem ze strony."],
    [429, "Too Many Requests", "Wysłano zbyt wiele żądań."],
    [502, "Bad Gateway", "Wystąpił nieoczekiwany błąd serwera."],
    [503, "Service Unavailable", "Serwis jest chwilowo niedostępny."],
    [504, "Gateway Timeout", "Wystąpił nieoczekiwany błąd serwera."],
  ])(
    "shows %i with its own status message and a Polish explanation, though the answer carried none (a thrown Response, HTTP/2)",
    (status, statusText, explanation) => {
      for (const data of [null, "", statusText, "Internal Server Error"]) {
        const summary = summarizeError(errorResponse(status, "", data));
        expect(summary.status).toBe(status);
        expect(summary.statusText).toBe(statusText);
        expect(summary.description).toContain(explanation);
        expect(summary.heading).toBe(status >= 500 ? "Błąd serwera" : "Nie można wyświetlić strony");
      }
    },
  );

  it("keeps 'Page Not Found' for 404 and 'Internal Server Error' for 500 (SPEC §2)", () => {
    expect(summarizeError(errorResponse(404, "")).statusText).toBe("Page Not Found");
    expect(summarizeError(errorResponse(404, "Not Found", "Not Found")).statusText).toBe("Page Not Found");
    expect(summarizeError(errorResponse(500, "")).statusText).toBe("Internal Server Error");
    expect(summarizeError(new Error("boom")).statusText).toBe("Internal Server Error");
  });

  it("shows a refusal's own Polish heading and explanation, as the web server passes them", () => {
    const refusal = errorResponse(413, "", {
      heading: "Przesłane dane są zbyt duże",
      description: "Wybierz mniejszy plik.",
    });
    expect(summarizeError(refusal)).toEqual({
      status: 413,
      statusText: "Payload Too Large",
      heading: "Przesłane dane są zbyt duże",
      description: "Wybierz mniejszy plik.",
    });
  });

  it("tells a failed connection in the browser from a server error", () => {
    expect(summarizeError(new TypeError("Failed to fetch"))).toMatchObject({
      status: 0,
      heading: "Brak połączenia",
    });
    expect(summarizeError(new TypeError("undefined is not a function")).heading).toBe("Błąd serwera");
  });
});
