// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { z } from "zod";

import { maxLength } from "~/lib/validation";

import { descriptionOf, renderForm, renderFormHtml } from "../../../tests/support/form-harness";
import { characterCountMessage, Textarea } from "./textarea";

const schema = z.object({ note: maxLength(20) });
const field = <Textarea name="note" label="Uwagi" hint="Na przykład godziny dostępności sali" characterLimit={20} />;

describe("characterCountMessage", () => {
  it("says what is left, or by how much the limit is passed, in correct Polish", () => {
    expect(characterCountMessage(19, 20)).toBe("Możesz wpisać jeszcze 1 znak");
    expect(characterCountMessage(17, 20)).toBe("Możesz wpisać jeszcze 3 znaki");
    expect(characterCountMessage(0, 20)).toBe("Możesz wpisać jeszcze 20 znaków");
    expect(characterCountMessage(20, 20)).toBe("Możesz wpisać jeszcze 0 znaków");
    expect(characterCountMessage(22, 20)).toBe("Przekroczono limit o 2 znaki");
    expect(characterCountMessage(32, 20)).toBe("Przekroczono limit o 12 znaków");
  });
});

describe("Textarea", () => {
  it("is named by its label, described by its hint and limit, and keeps the repopulated text", () => {
    renderForm(field, {
      schema,
      serverErrors: { note: "Wprowadź nie więcej niż 20 znaków" },
      repopulate: { note: "Sala wolna we wtorki i czwartki" },
    });
    const textarea = screen.getByRole("textbox", { name: "Uwagi" }) as HTMLTextAreaElement;
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea.value).toBe("Sala wolna we wtorki i czwartki");
    expect(textarea.hasAttribute("maxlength")).toBe(false);
    expect(textarea.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(textarea)).toEqual([
      "Na przykład godziny dostępności sali",
      "Możesz wpisać do 20 znaków",
      "Błąd: Wprowadź nie więcej niż 20 znaków",
    ]);
    expect(screen.getByText("Przekroczono limit o 11 znaków").classList.contains("field__count--over")).toBe(true);
  });

  it("states the limit alone in the server's HTML, where no count can update", () => {
    const html = renderFormHtml(field, { schema, serverErrors: { other: "x" }, repopulate: { note: "Hala" } });
    expect(html.querySelector("#pole-note")?.textContent).toBe("Hala");
    expect(html.querySelector("#pole-note-licznik")?.textContent).toBe("Możesz wpisać do 20 znaków");
    expect(html.textContent).not.toContain("Możesz wpisać jeszcze");
  });

  it("counts while typing and tells screen readers once the user pauses", async () => {
    renderForm(field, { schema });
    const textarea = screen.getByRole("textbox");
    expect(screen.getByText("Możesz wpisać jeszcze 20 znaków").getAttribute("aria-hidden")).toBe("true");
    fireEvent.change(textarea, { target: { value: "Sala gimnastyczna nr 2" } });
    expect(screen.getByText("Przekroczono limit o 2 znaki", { selector: "[aria-hidden]" })).toBeTruthy();
    const live = textarea.parentElement!.querySelector('div[aria-live="polite"]')!;
    expect(live.textContent).toBe("");
    await waitFor(() => expect(live.textContent).toBe("Przekroczono limit o 2 znaki"), { timeout: 2000 });
    await waitFor(() => expect(textarea.getAttribute("aria-invalid")).toBe("true"));
  });
});
