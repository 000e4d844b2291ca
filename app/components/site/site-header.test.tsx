// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import { SiteHeader } from "./site-header";

function renderAt(path: string, contrast: boolean) {
  const Stub = createRemixStub([{ path: "*", Component: () => <SiteHeader contrast={contrast} user={null} /> }]);
  return render(<Stub initialEntries={[path]} />);
}

describe("SiteHeader", () => {
  it("posts the contrast switch to /kontrast with the page to come back to", () => {
    renderAt("/agenda?miasto=krakow", false);
    const button = screen.getByRole("button", { name: "Wysoki kontrast" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/kontrast");
    expect(form.querySelector<HTMLInputElement>('input[name="redirectTo"]')!.value).toBe("/agenda?miasto=krakow");
    expect(form.querySelector<HTMLInputElement>('input[name="contrast"]')!.value).toBe("high");
  });

  it("offers to switch high contrast off when it is on", () => {
    renderAt("/", true);
    const button = screen.getByRole("button", { name: "Wysoki kontrast" });
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.closest("form")!.querySelector<HTMLInputElement>('input[name="contrast"]')!.value).toBe("normal");
  });

  it("marks the current section in the main navigation", () => {
    renderAt("/szkolenia", false);
    const nav = screen.getByRole("navigation", { name: "Główna" });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("Szkolenia");
  });
});
