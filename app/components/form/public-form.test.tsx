// @vitest-environment jsdom
import { URLSearchParams as NodeURLSearchParams } from "node:url";

import type { ActionFunction } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { z } from "zod";

import { FORM_ERROR, type FormFailure } from "~/lib/forms/form-failure";
import { email, passwordRepeat, required } from "~/lib/validation";

import { descriptionOf } from "../../../tests/support/form-harness";
import { ErrorSummary } from "./error-summary";
import { PublicForm } from "./public-form";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";

// As in the harness: a submit builds Node's Request, which refuses jsdom's URLSearchParams.
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof URLSearchParams;

const ROUTE_ID = "form";
const LABELS = { email: "Adres e-mail", password: "Hasło", password_repeat: "Powtórz hasło" };
const schema = z
  .object({ email, password: required, password_repeat: z.string().optional() })
  .superRefine(passwordRepeat("password", "password_repeat"));

interface Options {
  action?: ActionFunction;
  /** What the action answered to the post this page renders after (no JavaScript, or hydration). */
  failure?: FormFailure;
  defaultValues?: Record<string, unknown>;
}

/** A PublicForm on a Remix stub route; `loadSchema` stands for the lazy import() and counts its calls. */
function setUp({ action, failure, defaultValues }: Options = {}) {
  const loadSchema = vi.fn(() => Promise.resolve(schema));
  const Stub = createRemixStub([
    {
      id: ROUTE_ID,
      path: "/",
      action,
      Component: () => (
        <PublicForm schema={loadSchema} defaultValues={defaultValues}>
          <ErrorSummary labels={LABELS} />
          <TextField name="email" label={LABELS.email} type="email" hint="Ten sam, którego używasz w szkole" />
          <TextField name="password" label={LABELS.password} type="password" />
          <TextField name="password_repeat" label={LABELS.password_repeat} type="password" />
          <SubmitButton pendingLabel="Logowanie…">Zaloguj się</SubmitButton>
        </PublicForm>
      ),
    },
  ]);
  const element = <Stub hydrationData={failure ? { actionData: { [ROUTE_ID]: failure } } : undefined} />;
  return { element, loadSchema };
}

const emailInput = () => screen.getByRole("textbox", { name: LABELS.email }) as HTMLInputElement;
const passwordInput = () => screen.getByLabelText(LABELS.password) as HTMLInputElement;
const repeatInput = () => screen.getByLabelText(LABELS.password_repeat) as HTMLInputElement;
const summary = () => document.querySelector<HTMLElement>(".error-summary")!;
const button = () => screen.getByRole("button") as HTMLButtonElement;
const summaryTexts = () =>
  within(summary())
    .queryAllByRole("link")
    .map((link) => link.textContent);

/** Focus as a user gives it: the form's first focus loads the schema; let that promise settle. */
async function focus(element: HTMLElement) {
  await act(async () => {
    element.focus();
    await Promise.resolve();
  });
}

/** Renders the form with `action`, fills it in as valid and submits it. */
async function sendValidForm(action: ActionFunction) {
  render(setUp({ action }).element);
  await focus(emailInput());
  fireEvent.change(emailInput(), { target: { value: "anna@szkola.pl" } });
  fireEvent.change(passwordInput(), { target: { value: "Tajne#Haslo1" } });
  fireEvent.change(repeatInput(), { target: { value: "Tajne#Haslo1" } });
  fireEvent.click(button());
}

const SERVER_FAILURE: FormFailure = {
  fieldErrors: { email: "Nieprawidłowy adres e-mail lub hasło." },
  values: { email: "anna@szkola.pl" },
};

describe("PublicForm without its schema: what the server answered", () => {
  it("shows the action's errors and typed values, and focuses the summary", async () => {
    const { element } = setUp({ failure: SERVER_FAILURE });
    render(element);
    expect(summary().hidden).toBe(false);
    expect(summaryTexts()).toEqual(["Adres e-mail: Nieprawidłowy adres e-mail lub hasło."]);
    expect(emailInput().value).toBe("anna@szkola.pl");
    expect(emailInput().getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(emailInput())).toEqual([
      "Ten sam, którego używasz w szkole",
      "Błąd: Nieprawidłowy adres e-mail lub hasło.",
    ]);
    expect(passwordInput().value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(summary()));
  });

  it("renders the same in the server's HTML, a plain form post that needs no JavaScript", () => {
    const { element } = setUp({ failure: SERVER_FAILURE });
    // The router takes jsdom's window for a browser and uses useLayoutEffect, which React warns about on the server.
    const warning = vi.spyOn(console, "error").mockImplementation(() => {});
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    warning.mockRestore();
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.hasAttribute("novalidate")).toBe(true);
    const html = container.querySelector(".error-summary")!;
    expect(html.hasAttribute("hidden")).toBe(false);
    expect(html.hasAttribute("autofocus")).toBe(true);
    expect(container.querySelector("#pole-email")?.getAttribute("value")).toBe("anna@szkola.pl");
    expect(container.querySelector("#pole-email-blad")?.textContent).toBe(
      "Błąd: Nieprawidłowy adres e-mail lub hasło.",
    );
    expect(container.querySelector("#pole-password")?.hasAttribute("value")).toBe(false);
  });

  it("hydrates the server's page with the errors and values without a mismatch", async () => {
    const { element } = setUp({ failure: SERVER_FAILURE });
    const warning = vi.spyOn(console, "error").mockImplementation(() => {});
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    // Only what hydrating says counts (the server render warns about the router's layout effect).
    warning.mockClear();
    document.body.append(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    try {
      await waitFor(() => expect(document.activeElement).toBe(container.querySelector(".error-summary")));
      expect((container.querySelector("#pole-email") as HTMLInputElement).value).toBe("anna@szkola.pl");
      const problems = warning.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])));
      expect(problems).toEqual([]);
    } finally {
      warning.mockRestore();
      act(() => root?.unmount());
      container.remove();
    }
  });

  it("starts from its default values, and loads no schema while nothing in it has the focus", () => {
    const { element, loadSchema } = setUp({ defaultValues: { email: "jan@szkola.pl" } });
    render(element);
    expect(emailInput().value).toBe("jan@szkola.pl");
    expect(summary().hidden).toBe(true);
    expect(loadSchema).not.toHaveBeenCalled();
  });
});

describe("PublicForm validation in the browser", () => {
  it("loads the schema on the first focus inside the form, once", async () => {
    const { element, loadSchema } = setUp();
    render(element);
    expect(loadSchema).not.toHaveBeenCalled();
    await focus(emailInput());
    await focus(passwordInput());
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("validates on every input, change and blur, only the fields the user touched, and announces the error", async () => {
    render(setUp().element);
    await focus(emailInput());
    fireEvent.change(emailInput(), { target: { value: "jan" } });
    await waitFor(() => expect(emailInput().getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(emailInput())).toContain("Błąd: Wprowadź poprawny adres e-mail");
    const announcer = emailInput().parentElement!.querySelector('[aria-live="polite"]')!;
    expect(announcer.textContent).toBe("Błąd w polu „Adres e-mail”: Wprowadź poprawny adres e-mail");
    // Untouched fields stay quiet, and the summary waits for a submit.
    expect(passwordInput().hasAttribute("aria-invalid")).toBe(false);
    expect(summary().hidden).toBe(true);

    fireEvent.change(emailInput(), { target: { value: "jan@szkola.pl" } });
    await waitFor(() => expect(emailInput().hasAttribute("aria-invalid")).toBe(false));

    // Leaving a field validates it.
    fireEvent.blur(passwordInput());
    await waitFor(() => expect(passwordInput().getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(passwordInput())).toEqual(["Błąd: To pole jest wymagane"]);

    // A rule across fields reads the form's current data.
    fireEvent.change(passwordInput(), { target: { value: "Tajne#Haslo1" } });
    fireEvent.change(repeatInput(), { target: { value: "Inne#Haslo1" } });
    await waitFor(() => expect(repeatInput().getAttribute("aria-invalid")).toBe("true"));
    expect(passwordInput().hasAttribute("aria-invalid")).toBe(false);
  });

  it("checks what was typed before the schema arrived as soon as it does", async () => {
    let resolve: (value: typeof schema) => void = () => {};
    const loadSchema = vi.fn(() => new Promise<typeof schema>((done) => (resolve = done)));
    const Stub = createRemixStub([
      {
        path: "/",
        Component: () => (
          <PublicForm schema={loadSchema}>
            <TextField name="email" label={LABELS.email} type="email" />
          </PublicForm>
        ),
      },
    ]);
    render(<Stub />);
    await focus(emailInput());
    fireEvent.change(emailInput(), { target: { value: "jan" } });
    expect(emailInput().hasAttribute("aria-invalid")).toBe(false);
    await act(async () => resolve(schema));
    await waitFor(() => expect(emailInput().getAttribute("aria-invalid")).toBe("true"));
  });

  it("replaces the server's error of a field once the user edits it, and keeps the others", async () => {
    render(
      setUp({
        failure: {
          fieldErrors: { email: "Nieprawidłowy adres e-mail lub hasło.", password: "Za krótkie" },
          values: { email: "a@b.pl" },
        },
      }).element,
    );
    await focus(emailInput());
    fireEvent.change(emailInput(), { target: { value: "anna@szkola.pl" } });
    await waitFor(() => expect(emailInput().hasAttribute("aria-invalid")).toBe(false));
    expect(passwordInput().getAttribute("aria-invalid")).toBe("true");
    expect(summaryTexts()).toEqual(["Hasło: Za krótkie"]);
  });
});

describe("PublicForm submits", () => {
  it("blocks a submit with errors: every error in the summary, which takes the focus", async () => {
    const action = vi.fn(() => null);
    render(setUp({ action }).element);
    await focus(emailInput());
    fireEvent.change(emailInput(), { target: { value: "jan" } });
    fireEvent.click(button());
    await waitFor(() => expect(summary().hidden).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(within(summary()).getByRole("heading", { level: 2 }).textContent).toBe("Popraw błędy w formularzu");
    expect(summaryTexts()).toEqual(["Adres e-mail: Wprowadź poprawny adres e-mail", "Hasło: To pole jest wymagane"]);
    expect(passwordInput().getAttribute("aria-invalid")).toBe("true");
    expect(button().disabled).toBe(false);
    expect(action).not.toHaveBeenCalled();

    // The links lead to the fields.
    fireEvent.click(within(summary()).getByRole("link", { name: "Hasło: To pole jest wymagane" }));
    expect(document.activeElement).toBe(passwordInput());
  });

  it("waits for the schema when submitted before any focus, then refuses just the same", async () => {
    const action = vi.fn(() => null);
    const { element, loadSchema } = setUp({ action });
    render(element);
    fireEvent.click(button());
    await waitFor(() =>
      expect(summaryTexts()).toEqual(["Adres e-mail: To pole jest wymagane", "Hasło: To pole jest wymagane"]),
    );
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(loadSchema).toHaveBeenCalledTimes(1);
    expect(action).not.toHaveBeenCalled();
  });

  it("posts a valid form through Remix, with progress on the button, and shows the action's refusal", async () => {
    let release: () => void = () => {};
    const posted: Record<string, FormDataEntryValue>[] = [];
    const action: ActionFunction = async ({ request }) => {
      posted.push(Object.fromEntries(await request.formData()));
      await new Promise<void>((done) => (release = done));
      return Response.json(SERVER_FAILURE, { status: 400 });
    };
    await sendValidForm(action);

    await waitFor(() => expect(button().disabled).toBe(true));
    expect(button().textContent).toBe("Logowanie…");
    expect(summary().hidden).toBe(true);
    fireEvent.click(button());
    expect(posted).toEqual([{ email: "anna@szkola.pl", password: "Tajne#Haslo1", password_repeat: "Tajne#Haslo1" }]);

    await act(async () => release());
    await waitFor(() => expect(summaryTexts()).toEqual(["Adres e-mail: Nieprawidłowy adres e-mail lub hasło."]));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe("Zaloguj się");
    expect(emailInput().value).toBe("anna@szkola.pl");
    expect(emailInput().getAttribute("aria-invalid")).toBe("true");
    expect(posted).toHaveLength(1);
  });

  it("drops the server's earlier errors once a valid form is on its way", async () => {
    const action: ActionFunction = () => new Promise(() => {});
    render(setUp({ action, failure: SERVER_FAILURE }).element);
    expect(summary().hidden).toBe(false);
    await focus(passwordInput());
    fireEvent.change(passwordInput(), { target: { value: "Tajne#Haslo1" } });
    fireEvent.change(repeatInput(), { target: { value: "Tajne#Haslo1" } });
    fireEvent.click(button());
    await waitFor(() => expect(button().disabled).toBe(true));
    expect(summary().hidden).toBe(true);
    expect(emailInput().hasAttribute("aria-invalid")).toBe(false);
  });

  it("posts a form submitted before the schema arrived once it has checked it, and only once", async () => {
    const posted: Record<string, FormDataEntryValue>[] = [];
    const action: ActionFunction = async ({ request }) => {
      posted.push(Object.fromEntries(await request.formData()));
      return null;
    };
    render(setUp({ action, defaultValues: { email: "anna@szkola.pl" } }).element);
    // Typed without a focus event reaching the form (autofill, say): the schema is not there yet.
    passwordInput().value = "Tajne#Haslo1";
    repeatInput().value = "Tajne#Haslo1";
    fireEvent.click(button());
    fireEvent.click(button());
    await waitFor(() =>
      expect(posted).toEqual([{ email: "anna@szkola.pl", password: "Tajne#Haslo1", password_repeat: "Tajne#Haslo1" }]),
    );
    expect(summary().hidden).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(posted).toHaveLength(1);
  });
});

// Issue 35 items 4 and 9: a store that cannot save is told for the whole form, never at a field.
describe("PublicForm after the server failed to save", () => {
  const SAVE_FAILED = "Nie udało się zapisać zmian. Spróbuj ponownie za chwilę.";

  it("says so for the whole form, takes the focus, marks no field and keeps what was typed", async () => {
    const action: ActionFunction = async ({ request }) => {
      const typed = Object.fromEntries(await request.formData());
      return Response.json(
        { fieldErrors: { [FORM_ERROR]: SAVE_FAILED }, values: { email: typed.email } },
        { status: 503 },
      );
    };
    await sendValidForm(action);

    await waitFor(() => expect(summary().hidden).toBe(false));
    expect(within(summary()).getByRole("heading", { level: 2 }).textContent).toBe("Nie udało się wysłać formularza");
    expect(within(summary()).getByRole("alert").textContent).toContain(SAVE_FAILED);
    expect(summaryTexts()).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(emailInput().value).toBe("anna@szkola.pl");
    expect(passwordInput().value).toBe("Tajne#Haslo1");
    for (const input of [emailInput(), passwordInput(), repeatInput()])
      expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  it("renders the same in the server's HTML, focused on load, with the typed values", () => {
    const html = renderToString(
      setUp({ failure: { fieldErrors: { [FORM_ERROR]: SAVE_FAILED }, values: { email: "anna@szkola.pl" } } }).element,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    const shown = page.querySelector<HTMLElement>(".error-summary")!;
    expect(shown.hasAttribute("hidden")).toBe(false);
    expect(shown.hasAttribute("autofocus")).toBe(true);
    expect(shown.querySelector('[role="alert"]')?.textContent).toBe(`Nie udało się wysłać formularza${SAVE_FAILED}`);
    expect(page.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe("anna@szkola.pl");
    expect(page.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});
