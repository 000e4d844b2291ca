// Test-only: renders fields inside a real ValidatedForm (remix-validated-form
// through its engine adapter) on a Remix stub route,
// in the browser (jsdom) or as the server's HTML, the page a user without
// JavaScript gets.
import { URLSearchParams as NodeURLSearchParams } from "node:url";

import type { ActionFunction } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { withZod } from "@remix-validated-form/with-zod";
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { z } from "zod";

import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { ValidatedForm } from "~/components/form/validated-form";

const ROUTE_ID = "form";

// A submit builds Node's Request (jsdom has none) with a body made by the
// global URLSearchParams, which jsdom replaced with one Node's Request refuses.
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof URLSearchParams;

interface TestFormOptions {
  schema: z.ZodTypeAny;
  defaultValues?: Record<string, unknown>;
  /** What validationError() in the action answered: errors and repopulated values, present from the first render. */
  serverErrors?: Record<string, string>;
  repopulate?: Record<string, unknown>;
  action?: ActionFunction;
  labels?: Record<string, string>;
}

function TestForm(children: ReactNode, options: TestFormOptions) {
  const validator = withZod(options.schema);
  const Stub = createRemixStub([
    {
      id: ROUTE_ID,
      path: "/",
      action: options.action,
      Component: () => (
        <ValidatedForm validator={validator} method="post" noValidate defaultValues={options.defaultValues}>
          <ErrorSummary labels={options.labels} />
          {children}
          <SubmitButton>Wyślij</SubmitButton>
        </ValidatedForm>
      ),
    },
  ]);
  const hydrationData = options.serverErrors
    ? { actionData: { [ROUTE_ID]: { fieldErrors: options.serverErrors, repopulateFields: options.repopulate } } }
    : undefined;
  return <Stub hydrationData={hydrationData} />;
}

export function renderForm(children: ReactNode, options: TestFormOptions) {
  return render(TestForm(children, options));
}

/** The server's HTML, parsed: what the browser shows before (or without) JavaScript. */
export function renderFormHtml(children: ReactNode, options: TestFormOptions): HTMLElement {
  // Libraries take jsdom's window for a browser and use useLayoutEffect, which
  // React then warns about on the server: noise, not a fault of the fields.
  const consoleError = console.error;
  const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes("useLayoutEffect does nothing on the server")) return;
    consoleError(...args);
  });
  try {
    const container = document.createElement("div");
    container.innerHTML = renderToString(TestForm(children, options));
    return container;
  } finally {
    spy.mockRestore();
  }
}

/** The HTML as a server without any DOM renders it (no document, no element classes). */
export function renderFormOnServer(children: ReactNode, options: TestFormOptions): string {
  vi.stubGlobal("document", undefined);
  vi.stubGlobal("HTMLInputElement", undefined);
  try {
    return renderToString(TestForm(children, options));
  } finally {
    vi.unstubAllGlobals();
  }
}

/** Server HTML put in the page, then hydrated as the browser does once JavaScript loads. */
export async function hydrateFormHtml(children: ReactNode, options: TestFormOptions) {
  const container = renderFormHtml(children, options);
  const serverHtml = container.innerHTML;
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, TestForm(children, options));
  });
  return {
    container,
    serverHtml,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** The texts an element's aria-describedby points at; fails when an id points at nothing. */
export function descriptionOf(element: Element): string[] {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  const root = element.getRootNode() as Document | DocumentFragment;
  return ids.map((id) => {
    const target = (root as ParentNode).querySelector(`[id="${id}"]`);
    if (!target) throw new Error(`aria-describedby points at missing #${id}`);
    return target.textContent ?? "";
  });
}

// Validation started by the last event of a test finishes before the form is
// unmounted (this runs before Testing Library's cleanup, hooks being a stack).
afterEach(async () => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
