// @vitest-environment jsdom
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";

import { AccountErrorBoundary } from "~/areas/account/account-error-boundary";
import { summarizeError, usePageError } from "~/components/error-page";
import { SiteSettingsProvider } from "~/lib/site/site-settings";
import App, { ErrorBoundary as RootErrorBoundary } from "~/root";
import StaffLayout, { ErrorBoundary as StaffErrorBoundary } from "~/routes/biuro";

/** What a loader throws: the 404 page's answer, or a failure of its own (a 500). */
const notFound = (): null => {
  throw new Response("Page Not Found", { status: 404 });
};
const failure = (): null => {
  throw new Error("connection refused at db.ts:42");
};

/** The shell as root.tsx has it (its Layout titles the page with the error shown), around the app's routes. */
function Shell() {
  const error = usePageError();
  return (
    <>
      <p data-testid="title">{error ? summarizeError(error).heading : "no error"}</p>
      <App />
    </>
  );
}

/**
 * The route tree of the platform around the screens under test: the root
 * (its layout, its boundary), the office's layout with a screen of it, and an
 * account screen, each loader as the test makes it.
 */
function renderAt(
  path: string,
  loaders: { office?: () => null; officeScreen?: () => null; accountScreen?: () => null },
) {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      Component: Shell,
      ErrorBoundary: () => (
        <>
          <p data-testid="title">{summarizeError(usePageError()).heading}</p>
          <RootErrorBoundary />
        </>
      ),
      children: [
        {
          id: "routes/biuro",
          path: "biuro",
          Component: StaffLayout,
          ErrorBoundary: StaffErrorBoundary,
          loader: loaders.office ?? (() => null),
          children: [
            {
              id: "routes/biuro.zgloszenia.$id",
              path: "zgloszenia/:id",
              Component: () => <h1>Zgłoszenie klubu</h1>,
              loader: loaders.officeScreen ?? (() => null),
            },
          ],
        },
        {
          id: "routes/konto.harmonogram.$group.$id",
          path: "konto/harmonogram/:group/:id",
          Component: () => <h1>Zajęcia</h1>,
          ErrorBoundary: AccountErrorBoundary,
          loader: loaders.accountScreen ?? (() => null),
        },
        { id: "routes/$", path: "*", loader: notFound, Component: Outlet },
      ],
    },
  ]);
  return render(
    <SiteSettingsProvider settings={{ contactEmail: "kontakt@wfzawf.pl" }}>
      <Stub initialEntries={[path]} />
    </SiteSettingsProvider>,
  );
}

const officeNavigation = () => screen.queryByRole("navigation", { name: "Biuro programu" });

describe("an error inside the office (/biuro) stays in its frame", () => {
  it("404: a record that is not there, under the office's navigation", async () => {
    const { container } = renderAt("/biuro/zgloszenia/999", { officeScreen: notFound });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Nie znaleziono strony");
    expect(screen.getByText("Page Not Found")).toBeTruthy();
    expect(within(officeNavigation()!).getByRole("link", { name: "Zgłoszenia klubów" }).getAttribute("href")).toBe(
      "/biuro",
    );
    // Inside the page's layout and the office's frame, in place of the screen.
    const error = container.querySelector(".layout-default > .staff > .layout-error--framed");
    expect(error?.textContent).toContain("Nie znaleziono strony");
    expect(container.querySelector(".container.layout-error")).toBeNull();
    expect(screen.getByTestId("title").textContent).toBe("Nie znaleziono strony");
  });

  it("500: a failure, under the office's navigation, without its message", async () => {
    const { container } = renderAt("/biuro/zgloszenia/1", { officeScreen: failure });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Błąd serwera");
    expect(container.textContent).toContain("500 · Internal Server Error");
    expect(container.textContent).not.toContain("db.ts");
    expect(screen.getByRole("link", { name: "kontakt@wfzawf.pl" })).toBeTruthy();
    expect(officeNavigation()).toBeTruthy();
    expect(container.querySelector(".layout-default > .staff > .layout-error--framed")).toBeTruthy();
    expect(screen.getByTestId("title").textContent).toBe("Błąd serwera");
  });

  it("shows nothing of the office when its own loader failed (a teacher gets the 404 page)", async () => {
    const { container } = renderAt("/biuro/zgloszenia/1", { office: notFound, officeScreen: notFound });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Nie znaleziono strony");
    expect(officeNavigation()).toBeNull();
    expect(container.querySelector(".staff")).toBeNull();
    expect(screen.getByTestId("title").textContent).toBe("Nie znaleziono strony");
  });
});

describe("an error of an account screen (/konto) stays in its frame", () => {
  it.each([
    [notFound, "404 · Page Not Found", "Nie znaleziono strony"],
    [failure, "500 · Internal Server Error", "Błąd serwera"],
  ])("%#: in the screen's place, inside the page's layout", async (loader, status, heading) => {
    const { container } = renderAt("/konto/harmonogram/9/1", { accountScreen: loader });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(heading);
    expect(container.textContent).toContain(status);
    expect(container.querySelector(".layout-default > .layout-error--framed")?.textContent).toContain(heading);
    expect(container.querySelector(".container.layout-error")).toBeNull();
    expect(screen.getByTestId("title").textContent).toBe(heading);
  });
});

describe("an error outside the frames", () => {
  it("is the root's error page, as before", async () => {
    const { container } = renderAt("/nie-ma-takiej-strony", {});
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Nie znaleziono strony");
    expect(container.querySelector(".container.layout-error")).toBeTruthy();
    expect(container.querySelector(".layout-default")).toBeNull();
    expect(screen.getByTestId("title").textContent).toBe("Nie znaleziono strony");
  });

  it("a screen without an error: no error for the title", async () => {
    renderAt("/konto/harmonogram/1/1", {});
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Zajęcia");
    expect(screen.getByTestId("title").textContent).toBe("no error");
  });
});
