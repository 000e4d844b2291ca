// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { z } from "zod";

import { required } from "~/lib/validation";

import { descriptionOf, renderForm, renderFormHtml } from "../../../tests/support/form-harness";
import { RadioGroup } from "./radio-group";

const schema = z.object({ school_type: required });
const OPTIONS = [
  { value: "podstawowa", label: "Szkoła podstawowa" },
  { value: "liceum", label: "Liceum ogólnokształcące" },
  { value: "technikum", label: "Technikum", hint: "Również szkoła branżowa" },
];
const field = <RadioGroup name="school_type" legend="Typ szkoły" hint="Wybierz jedną odpowiedź." options={OPTIONS} />;

describe("RadioGroup", () => {
  it("is a fieldset named by its legend with radios named by their labels, the first with the field id", () => {
    renderForm(field, { schema });
    const group = screen.getByRole("group", { name: "Typ szkoły" });
    expect(group.tagName).toBe("FIELDSET");
    expect(descriptionOf(group)).toEqual(["Wybierz jedną odpowiedź."]);
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => [radio.id, radio.value])).toEqual([
      ["pole-school_type", "podstawowa"],
      ["pole-school_type-2", "liceum"],
      ["pole-school_type-3", "technikum"],
    ]);
    expect(screen.getByRole("radio", { name: "Technikum" })).toBe(radios[2]);
    expect(descriptionOf(radios[2])).toEqual(["Również szkoła branżowa"]);
    expect(radios.some((radio) => radio.checked)).toBe(false);
  });

  it("shows a server error on the group and checks the repopulated choice", () => {
    renderForm(field, {
      schema,
      serverErrors: { school_type: "To pole jest wymagane" },
      repopulate: { school_type: "liceum" },
    });
    expect(descriptionOf(screen.getByRole("group"))).toEqual([
      "Wybierz jedną odpowiedź.",
      "Błąd: To pole jest wymagane",
    ]);
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(radios.every((radio) => radio.getAttribute("aria-invalid") === "true")).toBe(true);
  });

  it("checks the repopulated choice in the server's HTML", () => {
    const html = renderFormHtml(field, {
      schema,
      serverErrors: { other: "x" },
      repopulate: { school_type: "technikum" },
    });
    expect(html.querySelector("#pole-school_type-3")?.hasAttribute("checked")).toBe(true);
    expect(html.querySelectorAll("input[checked]").length).toBe(1);
  });

  it("clears its error when a choice is made", async () => {
    renderForm(field, { schema, serverErrors: { school_type: "To pole jest wymagane" }, repopulate: {} });
    const radio = screen.getByRole("radio", { name: "Liceum ogólnokształcące" });
    fireEvent.click(radio);
    await waitFor(() => expect(radio.hasAttribute("aria-invalid")).toBe(false));
    expect(descriptionOf(screen.getByRole("group"))).toEqual(["Wybierz jedną odpowiedź."]);
  });
});
