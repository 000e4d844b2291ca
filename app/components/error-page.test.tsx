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

  it("tells a failed connection in the browser from a server error", () => {
    expect(summarizeError(new TypeError("Failed to fetch"))).toMatchObject({
      status: 0,
      heading: "Brak połączenia",
    });
    expect(summarizeError(new TypeError("undefined is not a function")).heading).toBe("Błąd serwera");
  });
});
