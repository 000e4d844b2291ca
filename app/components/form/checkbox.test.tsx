// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { z } from "zod";

import { requiredCheckbox } from "~/lib/validation";

import { descriptionOf, renderForm, renderFormHtml } from "../../../tests/support/form-harness";
import { Checkbox } from "./checkbox";

const schema = z.object({ consent: requiredCheckbox });
const field = (
  <Checkbox
    name="consent"
    label="Zgadzam się na przetwarzanie danych osobowych"
    hint="Bez zgody nie zapiszemy szkoły do programu."
  />
);

describe("Checkbox", () => {
  it("is named by its label, posts 'on' and is described by its hint", () => {
    renderForm(field, { schema });
    const box = screen.getByRole("checkbox", {
      name: "Zgadzam się na przetwarzanie danych osobowych",
    }) as HTMLInputElement;
    expect(box.id).toBe("pole-consent");
    expect(box.name).toBe("consent");
    expect(box.value).toBe("on");
    expect(box.checked).toBe(false);
    expect(descriptionOf(box)).toEqual(["Bez zgody nie zapiszemy szkoły do programu."]);
    expect(box.hasAttribute("aria-invalid")).toBe(false);
  });

  it("shows a server error above the box and stays unticked when nothing was ticked", () => {
    renderForm(field, { schema, serverErrors: { consent: "To pole jest wymagane" }, repopulate: {} });
    const box = screen.getByRole("checkbox") as HTMLInputElement;
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(box)).toEqual(["Bez zgody nie zapiszemy szkoły do programu.", "Błąd: To pole jest wymagane"]);
    expect(box.checked).toBe(false);
    const error = document.getElementById("pole-consent-blad")!;
    expect(error.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("comes back ticked after a failed submit without JavaScript", () => {
    const html = renderFormHtml(field, { schema, serverErrors: { other: "x" }, repopulate: { consent: "on" } });
    expect(html.querySelector("#pole-consent")?.hasAttribute("checked")).toBe(true);
    renderForm(field, { schema, defaultValues: { consent: true } });
    expect((screen.getByRole("checkbox") as HTMLInputElement).checked).toBe(true);
  });

  it("validates when it changes", async () => {
    renderForm(field, { schema });
    const box = screen.getByRole("checkbox");
    fireEvent.click(box);
    fireEvent.click(box);
    await waitFor(() => expect(box.getAttribute("aria-invalid")).toBe("true"));
    fireEvent.click(box);
    await waitFor(() => expect(box.hasAttribute("aria-invalid")).toBe(false));
  });
});
