// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import { SiteHeader } from "./site-header";

function renderAt(path: string, contrast: boolean) {
  const Stub = createRemixStub([{ path: "*", Component: () => <SiteHeader contrast={contrast} user={null} /> }]);
  return render(<Stub initialEntries={[path]} />);
}

// The header holds the navigation and the contrast switch twice: in "Menu" for a phone and as they are for a
// wider screen; the stylesheet shows one of the two (e2e/layout.spec.ts). Both must work alike.
describe("SiteHeader", () => {
  it("posts the contrast switch to /kontrast with the page to come back to", () => {
    renderAt("/agenda?miasto=krakow", false);
    const buttons = screen.getAllByRole("button", { name: "Wysoki kontrast" });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button.getAttribute("aria-pressed")).toBe("false");
      const form = button.closest("form")!;
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/kontrast");
      expect(form.querySelector<HTMLInputElement>('input[name="redirectTo"]')!.value).toBe("/agenda?miasto=krakow");
      expect(form.querySelector<HTMLInputElement>('input[name="contrast"]')!.value).toBe("high");
    }
  });

  it("offers to switch high contrast off when it is on", () => {
    renderAt("/", true);
    for (const button of screen.getAllByRole("button", { name: "Wysoki kontrast" })) {
      expect(button.getAttribute("aria-pressed")).toBe("true");
      expect(button.closest("form")!.querySelector<HTMLInputElement>('input[name="contrast"]')!.value).toBe("normal");
    }
  });

  it("marks the current section in the main navigation", () => {
    renderAt("/szkolenia", false);
    const navigations = screen.getAllByRole("navigation", { name: "Główna" });
    expect(navigations).toHaveLength(2);
    for (const nav of navigations) expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("Szkolenia");
  });

  it("puts the phone's navigation behind a Menu that opens without JavaScript", () => {
    renderAt("/", false);
    const menu = screen.getByText("Menu").closest("details")!;
    expect(menu.querySelector("summary")?.textContent).toBe("Menu");
    expect(menu.querySelector("nav")?.getAttribute("aria-label")).toBe("Główna");
  });
});
