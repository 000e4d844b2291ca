// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import fc from "fast-check";
import { z } from "zod";

import { bankAccount, pesel, PHONE, phone, postalCode } from "~/lib/validation";

import { anyText } from "../../../tests/support/arbitraries";
import { descriptionOf, renderForm, renderFormHtml } from "../../../tests/support/form-harness";
import { MaskedField } from "./masked-field";

const schema = z.object({ postal_code: postalCode, phone, pesel, bank_account: bankAccount });

function fields() {
  return (
    <>
      <MaskedField name="postal_code" label="Kod pocztowy" preset="postalCode" />
      <MaskedField name="phone" label="Telefon" preset="phone" />
      <MaskedField name="pesel" label="PESEL" preset="pesel" hint="Numer PESEL ucznia" />
      <MaskedField name="bank_account" label="Numer rachunku" preset="bankAccount" />
    </>
  );
}

/** What a browser does on a keystroke: the new value, the caret after it, then an input event. */
function typeInto(input: HTMLInputElement, value: string, caret = value.length, inputType = "insertText") {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  setValue.call(input, value);
  input.setSelectionRange(caret, caret);
  fireEvent.input(input, { inputType });
}

/** Text that replaces the selection, as a keystroke or the browser's own paste puts it there. */
function insertAtCaret(input: HTMLInputElement, text: string, inputType: string) {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  typeInto(input, input.value.slice(0, start) + text + input.value.slice(end), start + text.length, inputType);
}

/** One key after another, each character where the caret stands. */
function typeText(input: HTMLInputElement, text: string) {
  for (const char of Array.from(text)) insertAtCaret(input, char, "insertText");
}

/** A paste: the page may handle it; if it does not, the browser inserts the text itself. */
function paste(input: HTMLInputElement, text: string) {
  const notHandled = fireEvent.paste(input, {
    clipboardData: { getData: (type: string) => (type === "text" ? text : "") },
  });
  if (notHandled) insertAtCaret(input, text, "insertFromPaste");
}

function field(name: string): HTMLInputElement {
  const input = screen.getByRole("textbox", { name });
  input.focus();
  return input as HTMLInputElement;
}

/** What a field shows and where its caret stands. */
const shown = (input: HTMLInputElement) => ({ value: input.value, caret: input.selectionStart });

describe("MaskedField", () => {
  it("is a labelled text input with the preset's hint, numeric keyboard and no length limit", () => {
    renderForm(fields(), { schema });
    const postal = screen.getByRole("textbox", { name: "Kod pocztowy" }) as HTMLInputElement;
    expect(postal.type).toBe("text");
    expect(postal.inputMode).toBe("numeric");
    expect(postal.autocomplete).toBe("postal-code");
    expect(postal.hasAttribute("maxlength")).toBe(false);
    expect(descriptionOf(postal)).toEqual(["Na przykład 00-950"]);
    expect(descriptionOf(screen.getByRole("textbox", { name: "Telefon" }))).toEqual([
      "Dziewięć cyfr, na przykład 600 700 800",
    ]);
    expect(descriptionOf(screen.getByRole("textbox", { name: "PESEL" }))).toEqual(["Numer PESEL ucznia"]);
    expect(screen.getByRole("textbox", { name: "Numer rachunku" }).getAttribute("inputmode")).toBe("numeric");
  });

  it("never offers a PESEL or a bank account to the browser's autofill, whatever the screen asks", () => {
    renderForm(
      <>
        <MaskedField name="pesel" label="PESEL" preset="pesel" autoComplete="on" />
        <MaskedField name="bank_account" label="Numer rachunku" preset="bankAccount" autoComplete="on" />
        <MaskedField name="phone" label="Telefon" preset="phone" autoComplete="tel" />
      </>,
      { schema },
    );
    expect(screen.getByRole("textbox", { name: "PESEL" }).getAttribute("autocomplete")).toBe("off");
    expect(screen.getByRole("textbox", { name: "Numer rachunku" }).getAttribute("autocomplete")).toBe("off");
    expect(screen.getByRole("textbox", { name: "Telefon" }).getAttribute("autocomplete")).toBe("tel");
  });

  it("formats typed digits and puts the caret after the character typed", () => {
    renderForm(fields(), { schema });
    const postal = field("Kod pocztowy");
    typeInto(postal, "00950");
    expect(shown(postal)).toEqual({ value: "00-950", caret: 6 });

    // A digit typed at the front pushes the rest along; the caret stays after it.
    typeInto(postal, "100-95", 1);
    expect(shown(postal)).toEqual({ value: "10-095", caret: 1 });

    // Letters cannot enter a digit mask.
    const peselInput = field("PESEL");
    typeInto(peselInput, "4405a", 5);
    expect(shown(peselInput)).toEqual({ value: "4405", caret: 4 });
  });

  it("deletes across a literal instead of getting stuck behind it", () => {
    renderForm(fields(), { schema, defaultValues: { postal_code: "00-9" } });
    const postal = field("Kod pocztowy");
    expect(postal.value).toBe("00-9");
    // Backspace with the caret after "-" removes the "-" in the browser: "009", caret 2.
    typeInto(postal, "009", 2, "deleteContentBackward");
    expect(shown(postal)).toEqual({ value: "09", caret: 1 });
  });

  it("lets a pasted phone number land, without its +48, formatted, caret at the end, and validates it", async () => {
    renderForm(fields(), { schema });
    const input = field("Telefon");
    typeInto(input, "600");
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(input)).toContain(`Błąd: ${PHONE}`);

    input.setSelectionRange(0, 3);
    paste(input, "+48 600 700 800");
    expect(shown(input)).toEqual({ value: "600 700 800", caret: 11 });
    await waitFor(() => expect(input.hasAttribute("aria-invalid")).toBe(false));
  });

  it("pastes into the middle of what is there", () => {
    renderForm(fields(), { schema, defaultValues: { phone: "600 800" } });
    const input = field("Telefon");
    input.setSelectionRange(4, 4);
    paste(input, "700");
    expect(shown(input)).toEqual({ value: "600 700 800", caret: 7 });
  });

  it("formats a pasted IBAN into groups of four", () => {
    renderForm(fields(), { schema });
    const input = field("Numer rachunku");
    paste(input, "PL61109010140000071219812874");
    expect(shown(input)).toEqual({ value: "61 1090 1014 0000 0712 1981 2874", caret: 32 });
  });

  it("shows stored digits masked, but a repopulated mistake as it was typed", () => {
    renderForm(fields(), {
      schema,
      serverErrors: { phone: PHONE },
      repopulate: { phone: "600 700 8OO", bank_account: "61109010140000071219812874", postal_code: "00950" },
    });
    expect((screen.getByRole("textbox", { name: "Telefon" }) as HTMLInputElement).value).toBe("600 700 8OO");
    expect((screen.getByRole("textbox", { name: "Numer rachunku" }) as HTMLInputElement).value).toBe(
      "61 1090 1014 0000 0712 1981 2874",
    );
    expect((screen.getByRole("textbox", { name: "Kod pocztowy" }) as HTMLInputElement).value).toBe("00-950");
    const phoneInput = screen.getByRole("textbox", { name: "Telefon" });
    expect(phoneInput.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(phoneInput)).toEqual(["Dziewięć cyfr, na przykład 600 700 800", `Błąd: ${PHONE}`]);
  });

  it("is a plain input with the typed value in the server's HTML", () => {
    const html = renderFormHtml(fields(), {
      schema,
      serverErrors: { pesel: "Wprowadź poprawny numer PESEL" },
      repopulate: { pesel: "4405140135" },
    });
    const input = html.querySelector("#pole-pesel")!;
    expect(input.getAttribute("type")).toBe("text");
    expect(input.getAttribute("value")).toBe("4405140135");
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("takes a custom mask, with a text keyboard when letters belong in it", () => {
    renderForm(<MaskedField name="code" label="Kod klasy" mask="@@-##" />, { schema: z.object({ code: z.string() }) });
    const input = field("Kod klasy");
    expect(input.inputMode).toBe("text");
    typeInto(input, "ab12");
    expect(input.value).toBe("ab-12");
  });

  describe("typing a phone number ends where pasting it does", () => {
    it.each([
      ["+48 600 700 800", "600 700 800"],
      ["0048 600 700 800", "600 700 800"],
      ["+48600700800", "600 700 800"],
      ["600-700-800", "600 700 800"],
    ])("%j typed key by key gives %j", (typed, shown) => {
      renderForm(fields(), { schema });
      const input = field("Telefon");
      typeText(input, typed);
      expect(input.value).toBe(shown);
      expect(input.selectionStart).toBe(shown.length);
    });

    it("a number with another country's prefix stays as typed and is refused, never masked into a Polish one", async () => {
      renderForm(fields(), { schema });
      const input = field("Telefon");
      typeText(input, "+49 600 700 800");
      expect(input.value).toBe("+49 600 700 800");
      await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
      expect(descriptionOf(input)).toContain(`Błąd: ${PHONE}`);
    });

    // Chunks a teacher might type or paste: prefixes, whole numbers, separators, and anything at all.
    const chunk = fc
      .oneof(
        fc.constantFrom("+48 ", "0048 ", "+48", "00", "+", "+44 ", "600 700 800", "(22) 628 15 11"),
        fc.stringMatching(/^(?:\+48|0048|\+44)?[ -]?\d{3}[ -]?\d{3}[ -]?\d{3}$/),
        fc.stringMatching(/^[0-9 +\-()]{0,12}$/),
        anyText(8),
      )
      // An <input> cannot hold a line break: the browser strips it before either path sees it.
      .map((text) => text.replace(/[\r\n]/g, ""));
    const steps = fc.array(fc.record({ caret: fc.nat(), text: chunk }), { minLength: 1, maxLength: 4 });

    it("for any text and caret moves, key by key or pasted at once, the field shows the same value", async () => {
      renderForm(
        <>
          <MaskedField name="phone" label="Telefon wpisany" preset="phone" />
          <MaskedField name="phone_pasted" label="Telefon wklejony" preset="phone" />
        </>,
        { schema: z.object({ phone, phone_pasted: phone }) },
      );
      const typed = screen.getByRole("textbox", { name: "Telefon wpisany" }) as HTMLInputElement;
      const pasted = screen.getByRole("textbox", { name: "Telefon wklejony" }) as HTMLInputElement;
      // In act: the fields validate after every input, and React should apply that before the next run.
      await act(async () => {
        fc.assert(
          fc.property(steps, (script) => {
            for (const input of [typed, pasted]) {
              input.focus();
              typeInto(input, "", 0, "deleteContentBackward");
            }
            for (const { caret, text } of script) {
              // The caret moves (a click, an arrow key) to the same place in both fields, which hold the same value.
              const at = caret % (typed.value.length + 1);
              typed.focus();
              typed.setSelectionRange(at, at);
              typeText(typed, text);
              pasted.focus();
              pasted.setSelectionRange(at, at);
              paste(pasted, text);
              expect(typed.value).toBe(pasted.value);
            }
          }),
          { numRuns: 200 },
        );
      });
    });
  });
});
