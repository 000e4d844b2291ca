// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { z } from "zod";

import { required } from "~/lib/validation";

import { descriptionOf, renderForm, renderFormHtml } from "../../../tests/support/form-harness";
import { Select } from "./select";

const schema = z.object({ voivodeship: required });
const OPTIONS = [
  { value: "dolnoslaskie", label: "dolnośląskie" },
  { value: "malopolskie", label: "małopolskie" },
  { value: "slaskie", label: "śląskie" },
];
const field = <Select name="voivodeship" label="Województwo" hint="Według siedziby szkoły" options={OPTIONS} />;

describe("Select", () => {
  it("is named by its label, starts on the Polish placeholder and is described by its hint", () => {
    renderForm(field, { schema });
    const select = screen.getByRole("combobox", { name: "Województwo" }) as HTMLSelectElement;
    expect(select.id).toBe("pole-voivodeship");
    expect(select.value).toBe("");
    const options = within(select).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ["", "Wybierz z listy"],
      ["dolnoslaskie", "dolnośląskie"],
      ["malopolskie", "małopolskie"],
      ["slaskie", "śląskie"],
    ]);
    expect(descriptionOf(select)).toEqual(["Według siedziby szkoły"]);
  });

  it("shows a server error and selects the repopulated option", () => {
    renderForm(field, {
      schema,
      serverErrors: { voivodeship: "To pole jest wymagane" },
      repopulate: { voivodeship: "slaskie" },
    });
    const select = screen.getByRole("combobox") as HTMLSelectElement;
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(select)).toEqual(["Według siedziby szkoły", "Błąd: To pole jest wymagane"]);
    expect(select.value).toBe("slaskie");
  });

  it("selects the repopulated option in the server's HTML, and can go without a placeholder", () => {
    const html = renderFormHtml(field, {
      schema,
      serverErrors: { other: "x" },
      repopulate: { voivodeship: "malopolskie" },
    });
    expect(html.querySelector("option[selected]")?.getAttribute("value")).toBe("malopolskie");
    renderForm(<Select name="voivodeship" label="Województwo" options={OPTIONS} placeholder={null} />, { schema });
    expect((screen.getByRole("combobox") as HTMLSelectElement).value).toBe("dolnoslaskie");
  });

  it("validates on change", async () => {
    renderForm(field, { schema, defaultValues: { voivodeship: "slaskie" } });
    const select = screen.getByRole("combobox");
    fireEvent.change(select, { target: { value: "" } });
    await waitFor(() => expect(select.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(select)).toContain("Błąd: To pole jest wymagane");
  });
});
