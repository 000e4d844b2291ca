// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";

import { EnrollmentForm } from "./enrollment-form";

/** The club application as the server sends it: what the browser may offer to autofill is decided there. */
function applicationHtml(): HTMLElement {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => <EnrollmentForm defaults={{}} savedFile={null} maxKb={5120} correcting={false} />,
    },
  ]);
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Stub />);
  return container;
}

describe("the club application", () => {
  it("offers no PESEL and no bank account to the browser's autofill", () => {
    const inputs = Array.from(applicationHtml().querySelectorAll("input"));
    const sensitive = inputs.filter(({ name }) => /pesel|bank/i.test(name));
    expect(sensitive.map(({ name }) => name).sort()).toEqual(["user_bank_account", "user_pesel"]);
    for (const input of sensitive) expect(input.getAttribute("autocomplete"), input.name).toBe("off");
  });
});
