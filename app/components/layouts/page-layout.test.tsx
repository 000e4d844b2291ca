// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import { PageLayout } from "./page-layout";

function renderLayout(element: JSX.Element) {
  const Stub = createRemixStub([{ path: "/", Component: () => element }]);
  return render(<Stub />);
}

describe("PageLayout", () => {
  it("article: a reading column with its section's pages beside it", () => {
    const { container } = renderLayout(
      <PageLayout name="article" section="Kongres">
        <h1>Agenda</h1>
      </PageLayout>,
    );
    expect(container.querySelector("article.prose h1")?.textContent).toBe("Agenda");
    const nav = screen.getByRole("navigation", { name: "Strony: Kongres" });
    expect(nav.querySelectorAll("a")).toHaveLength(5);
  });

  it("form: one narrow panel and no side navigation", () => {
    const { container } = renderLayout(
      <PageLayout name="form" section="Konto">
        <h1>Zaloguj się</h1>
      </PageLayout>,
    );
    expect(container.querySelector(".layout-form .layout-form__panel h1")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(container.querySelector("article")).toBeNull();
  });

  it("default: the full page width", () => {
    const { container } = renderLayout(
      <PageLayout name="default">
        <h1>Start</h1>
      </PageLayout>,
    );
    expect(container.querySelector(".layout-default > h1")).toBeTruthy();
  });
});
