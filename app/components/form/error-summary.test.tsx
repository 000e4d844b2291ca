// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { validationError } from "remix-validated-form";
import { z } from "zod";
import { zfd } from "zod-form-data";

import { FORM_ERROR } from "~/lib/forms/form-failure";
import {
  email,
  fileExtension,
  isoDate,
  isoDateTime,
  maxLength,
  phone,
  required,
  requiredCheckbox,
} from "~/lib/validation";

import { hydrateFormHtml, renderForm, renderFormHtml } from "../../../tests/support/form-harness";
import { Checkbox } from "./checkbox";
import { CheckboxGroup } from "./checkbox-group";
import { DateField } from "./date-field";
import { DateTimeField } from "./date-time-field";
import { FileField } from "./file-field";
import { MaskedField } from "./masked-field";
import { RadioGroup } from "./radio-group";
import { Select } from "./select";
import { TextField } from "./text-field";
import { Textarea } from "./textarea";

const schema = z.object({
  email,
  phone,
  consent: requiredCheckbox,
  sports: zfd.repeatable(z.array(z.string()).min(1, "Wybierz co najmniej jedną dyscyplinę")),
  school_type: required,
  voivodeship: required,
  note: maxLength(20),
  certificate: fileExtension(["pdf"]),
  start_date: isoDate,
  starts_at: isoDateTime,
});

const LABELS = {
  email: "Adres e-mail",
  phone: "Telefon",
  consent: "Zgoda",
  sports: "Dyscypliny",
  school_type: "Typ szkoły",
  voivodeship: "Województwo",
  note: "Uwagi",
  certificate: "Zaświadczenie",
  start_date: "Data rozpoczęcia",
  starts_at: "Początek zajęć",
};

// name → the tag of the element its link must reach
const TARGETS: Record<string, string> = {
  email: "INPUT",
  phone: "INPUT",
  consent: "INPUT",
  sports: "INPUT",
  school_type: "INPUT",
  voivodeship: "SELECT",
  note: "TEXTAREA",
  certificate: "INPUT",
  start_date: "INPUT",
  starts_at: "INPUT",
};

const SERVER_ERRORS = {
  email: "Wprowadź poprawny adres e-mail",
  phone: "Wprowadź poprawny numer telefonu, np. 600 700 800",
  consent: "To pole jest wymagane",
  sports: "Wybierz co najmniej jedną dyscyplinę",
  school_type: "To pole jest wymagane",
  voivodeship: "To pole jest wymagane",
  note: "Wprowadź nie więcej niż 20 znaków",
  certificate: "Wybierz plik w formacie PDF",
  start_date: "Wprowadź poprawną datę w formacie RRRR-MM-DD",
  starts_at: "Wprowadź poprawną datę i godzinę w formacie RRRR-MM-DDTGG:MM",
};

function everyField() {
  return (
    <>
      <TextField name="email" label={LABELS.email} type="email" />
      <MaskedField name="phone" label={LABELS.phone} preset="phone" />
      <Checkbox name="consent" label="Zgadzam się na przetwarzanie danych" />
      <CheckboxGroup
        name="sports"
        legend={LABELS.sports}
        options={[
          { value: "pilka", label: "Piłka nożna" },
          { value: "siatkowka", label: "Siatkówka" },
        ]}
      />
      <RadioGroup
        name="school_type"
        legend={LABELS.school_type}
        options={[
          { value: "podstawowa", label: "Podstawowa" },
          { value: "liceum", label: "Liceum" },
        ]}
      />
      <Select name="voivodeship" label={LABELS.voivodeship} options={[{ value: "slaskie", label: "śląskie" }]} />
      <Textarea name="note" label={LABELS.note} characterLimit={20} />
      <FileField name="certificate" label={LABELS.certificate} extensions={["pdf"]} />
      <DateField name="start_date" label={LABELS.start_date} />
      <DateTimeField name="starts_at" label={LABELS.starts_at} />
    </>
  );
}

function summaryOf(container: ParentNode = document): HTMLElement {
  return container.querySelector<HTMLElement>(".error-summary")!;
}

function expectLinksToEveryField(summary: HTMLElement, errors: Record<string, string>) {
  const links = within(summary).getAllByRole("link") as HTMLAnchorElement[];
  expect(links.map((link) => link.textContent)).toEqual(
    Object.entries(errors).map(([name, message]) => `${LABELS[name as keyof typeof LABELS]}: ${message}`),
  );
  for (const [index, name] of Object.keys(errors).entries()) {
    const href = links[index].getAttribute("href")!;
    expect(href).toBe(`#pole-${name}`);
    const target = summary.ownerDocument.getElementById(href.slice(1)) ?? summary.parentElement!.querySelector(href);
    expect(target?.tagName).toBe(TARGETS[name]);
    expect(target?.getAttribute("name")).toBe(name);
  }
}

describe("ErrorSummary", () => {
  it("lists and links the server's error for every kind of field, and takes the focus", async () => {
    renderForm(everyField(), { schema, labels: LABELS, serverErrors: SERVER_ERRORS, repopulate: {} });
    const summary = summaryOf();
    expect(summary.hidden).toBe(false);
    expect(within(summary).getByRole("heading", { level: 2 }).textContent).toBe("Popraw błędy w formularzu");
    expect(within(summary).getByRole("alert")).toBeTruthy();
    expectLinksToEveryField(summary, SERVER_ERRORS);
    // The first radio and the first box of a group are the targets.
    expect((document.getElementById("pole-school_type") as HTMLInputElement).value).toBe("podstawowa");
    expect((document.getElementById("pole-sports") as HTMLInputElement).value).toBe("pilka");
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it("is in the server's HTML, focused on load, for a browser without JavaScript", () => {
    const html = renderFormHtml(everyField(), { schema, labels: LABELS, serverErrors: SERVER_ERRORS, repopulate: {} });
    const summary = summaryOf(html);
    expect(summary.hasAttribute("hidden")).toBe(false);
    expect(summary.hasAttribute("autofocus")).toBe(true);
    expect(summary.getAttribute("tabindex")).toBe("-1");
    // Named by nothing itself (ARIA 1.2 prohibits naming a generic element): its alert holds the heading.
    expect(summary.hasAttribute("aria-labelledby")).toBe(false);
    expect(summary.querySelector('[role="alert"] > h2')?.textContent).toBe("Popraw błędy w formularzu");
    expect(Array.from(summary.querySelectorAll("a"), (link) => link.getAttribute("href"))).toEqual(
      Object.keys(SERVER_ERRORS).map((name) => `#pole-${name}`),
    );
    for (const name of Object.keys(SERVER_ERRORS))
      expect(html.querySelector(`#pole-${name}`)?.getAttribute("name")).toBe(name);
  });

  it("hydrates the server's page with every field and error without a mismatch, and keeps the focus", async () => {
    const errors = vi.spyOn(console, "error");
    const { container, unmount } = await hydrateFormHtml(everyField(), {
      schema,
      labels: LABELS,
      serverErrors: SERVER_ERRORS,
      repopulate: { note: "Sala nr 2", phone: "600 700 8OO" },
    });
    try {
      const summary = summaryOf(container);
      await waitFor(() => expect(document.activeElement).toBe(summary));
      // Nothing re-validated behind the user's back: the server's errors all stay.
      expect(
        within(summary)
          .getAllByRole("link")
          .map((link) => link.getAttribute("href")),
      ).toEqual(Object.keys(SERVER_ERRORS).map((name) => `#pole-${name}`));
      expect((container.querySelector("#pole-phone") as HTMLInputElement).value).toBe("600 700 8OO");
      // After hydration the character count is live.
      expect(within(container).getByText("Możesz wpisać jeszcze 11 znaków")).toBeTruthy();
      const problems = errors.mock.calls.filter((call) => /hydrat|did not match|server/i.test(String(call[0])));
      expect(problems).toEqual([]);
    } finally {
      unmount();
      errors.mockRestore();
    }
  });

  it("stays hidden while the user types, and appears focused with every error after a failed submit", async () => {
    renderForm(everyField(), { schema, labels: LABELS });
    const summary = summaryOf();
    expect(summary.hidden).toBe(true);
    const emailInput = screen.getByRole("textbox", { name: LABELS.email });
    fireEvent.change(emailInput, { target: { value: "jan" } });
    await waitFor(() => expect(emailInput.getAttribute("aria-invalid")).toBe("true"));
    expect(summary.hidden).toBe(true);
    expect(within(summary).queryAllByRole("link")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Wyślij" }));
    await waitFor(() => expect(summary.hidden).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const texts = within(summary)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(texts[0]).toBe("Adres e-mail: Wprowadź poprawny adres e-mail");
    expect(texts).toContain("Typ szkoły: To pole jest wymagane");
    expect(texts).toContain("Dyscypliny: Wybierz co najmniej jedną dyscyplinę");
    // An empty file input posts an empty file: blank, so "required".
    expect(texts).toContain("Zaświadczenie: To pole jest wymagane");
    expect(texts).toHaveLength(Object.keys(SERVER_ERRORS).length);
  });

  it("moves the focus to the field when a link is followed", async () => {
    renderForm(everyField(), { schema, labels: LABELS, serverErrors: SERVER_ERRORS, repopulate: {} });
    fireEvent.click(within(summaryOf()).getByRole("link", { name: "Typ szkoły: To pole jest wymagane" }));
    expect(document.activeElement).toBe(document.getElementById("pole-school_type"));
    fireEvent.click(within(summaryOf()).getByRole("link", { name: /^Uwagi/ }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: LABELS.note }));
  });

  it("lists the errors in the order of the form's fields, whatever order they came in", () => {
    const labels = { firstname: "Imię", lastname: "Nazwisko", email: "Adres e-mail" };
    renderForm(
      <>
        <TextField name="firstname" label={labels.firstname} />
        <TextField name="lastname" label={labels.lastname} />
        <TextField name="email" label={labels.email} />
      </>,
      {
        schema: z.object({ firstname: required, lastname: required, email }),
        labels,
        serverErrors: { email: "Wprowadź poprawny adres e-mail", note: "Inny błąd", lastname: "To pole jest wymagane" },
        repopulate: {},
      },
    );
    expect(
      within(summaryOf())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Nazwisko: To pole jest wymagane", "Adres e-mail: Wprowadź poprawny adres e-mail", "Inny błąd"]);
  });

  it("lists bare messages for fields without a label", () => {
    renderForm(<TextField name="email" label="Adres e-mail" />, {
      schema: z.object({ email }),
      serverErrors: { email: "Wprowadź poprawny adres e-mail" },
      repopulate: {},
    });
    expect(within(summaryOf()).getByRole("link").textContent).toBe("Wprowadź poprawny adres e-mail");
  });
});

describe("ErrorSummary after the action refuses a submit made with JavaScript", () => {
  it("lists the server's error, takes the focus, and the typed value stays", async () => {
    renderForm(<TextField name="email" label="Adres e-mail" />, {
      schema: z.object({ email }),
      labels: { email: "Adres e-mail" },
      action: async ({ request }) => {
        const data = await request.formData();
        return validationError(
          { fieldErrors: { email: "Konto z tym adresem już istnieje" } },
          { email: data.get("email") },
        );
      },
    });
    const input = screen.getByRole("textbox", { name: "Adres e-mail" }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "jan@szkola.pl" } });
    fireEvent.click(screen.getByRole("button", { name: "Wyślij" }));
    const summary = summaryOf();
    await waitFor(() =>
      expect(within(summary).getByRole("link").textContent).toBe("Adres e-mail: Konto z tym adresem już istnieje"),
    );
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(input.value).toBe("jan@szkola.pl");
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });
});

// Issue 35 items 4 and 9: on a full disk the class form showed "could not save" as the date field's error.
describe("ErrorSummary when the server could not save the form", () => {
  const SAVE_FAILED = "Nie udało się zapisać zmian. Spróbuj ponownie za chwilę.";

  it("says so for the whole form, takes the focus, marks no field and keeps what was typed", async () => {
    renderForm(
      <>
        <DateTimeField name="starts_at" label={LABELS.starts_at} />
        <TextField name="note" label={LABELS.note} />
      </>,
      {
        schema: z.object({ starts_at: isoDateTime, note: maxLength(20) }),
        labels: { starts_at: LABELS.starts_at, note: LABELS.note },
        action: async ({ request }) => {
          const data = await request.formData();
          return validationError(
            { fieldErrors: { [FORM_ERROR]: SAVE_FAILED } },
            { starts_at: data.get("starts_at"), note: data.get("note") },
            { status: 503 },
          );
        },
      },
    );
    const note = screen.getByRole("textbox", { name: LABELS.note }) as HTMLInputElement;
    const startsAt = document.querySelector<HTMLInputElement>('input[name="starts_at"]')!;
    fireEvent.change(startsAt, { target: { value: "2026-03-12T14:30" } });
    fireEvent.change(note, { target: { value: "Sala nr 2" } });
    fireEvent.click(screen.getByRole("button", { name: "Wyślij" }));
    const summary = summaryOf();
    await waitFor(() => expect(summary.hidden).toBe(false));
    expect(within(summary).getByRole("heading", { level: 2 }).textContent).toBe("Nie udało się wysłać formularza");
    expect(within(summary).getByRole("alert").textContent).toContain(SAVE_FAILED);
    expect(within(summary).queryAllByRole("link")).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect([startsAt.value, note.value]).toEqual(["2026-03-12T14:30", "Sala nr 2"]);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(document.querySelectorAll(".field__error")).toHaveLength(0);
  });

  it("puts the whole form's error before the fields' own", () => {
    const html = renderFormHtml(<TextField name="email" label={LABELS.email} />, {
      schema: z.object({ email }),
      labels: { email: LABELS.email },
      serverErrors: { email: SERVER_ERRORS.email, [FORM_ERROR]: SAVE_FAILED },
      repopulate: { email: "jan@" },
    });
    const summary = summaryOf(html);
    expect(summary.querySelector("h2")?.textContent).toBe("Popraw błędy w formularzu");
    expect(summary.querySelector(".error-summary__message")?.textContent).toBe(SAVE_FAILED);
    expect(Array.from(summary.querySelectorAll("a"), (link) => link.textContent)).toEqual([
      `${LABELS.email}: ${SERVER_ERRORS.email}`,
    ]);
  });
});
