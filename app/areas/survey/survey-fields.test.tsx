// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";

import { surveyFormSchema } from "~/areas/survey/survey.form";

import { hydrateFormHtml, renderForm, renderFormHtml } from "../../../tests/support/form-harness";
import { DisabilityFields } from "./disability-fields";
import { MeasurementField } from "./measurement-field";

const schema = surveyFormSchema;
const OMITTED = "Pominięto (nieobecność, zwolnienie, uraz)";
const MISSING = "Wpisz wynik albo zaznacz „Pominięto”, jeśli pomiaru nie wykonano.";

describe("MeasurementField", () => {
  it("names the test, its unit and range, and offers the omitted box beside the result", () => {
    renderForm(<MeasurementField name="body_weight" />, { schema });
    const group = screen.getByRole("group", { name: "Masa ciała" });
    const result = screen.getByLabelText("Wynik w kg") as HTMLInputElement;
    expect(group.contains(result)).toBe(true);
    expect(result.getAttribute("inputmode")).toBe("decimal");
    expect(result.getAttribute("aria-describedby")).toBe("pole-body_weight-podpowiedz");
    expect(document.getElementById("pole-body_weight-podpowiedz")?.textContent).toBe(
      "Od 10 do 200 kg, z dokładnością do 0,1 kg, np. 32,5.",
    );
    const box = screen.getByRole("checkbox", { name: OMITTED }) as HTMLInputElement;
    expect(box.name).toBe("body_weight_omitted");
    expect(group.contains(box)).toBe(true);
  });

  it("without JavaScript leaves the result open even when the box comes back ticked", () => {
    const html = renderFormHtml(<MeasurementField name="run" />, {
      schema,
      serverErrors: { first_name: "x" },
      repopulate: { run: "21,35", run_omitted: "on" },
    });
    const result = html.querySelector("#pole-run") as HTMLInputElement;
    expect(result.hasAttribute("disabled")).toBe(false);
    expect(result.getAttribute("value")).toBe("21,35");
    expect(html.querySelector("#pole-run_omitted")?.hasAttribute("checked")).toBe(true);
  });

  it("with JavaScript: ticking clears and disables the result and its error; unticking brings the result back", async () => {
    renderForm(<MeasurementField name="run" />, {
      schema,
      serverErrors: { run: MISSING },
      repopulate: { run: "" },
    });
    const result = screen.getByLabelText("Czas w sekundach") as HTMLInputElement;
    const error = () => document.getElementById("pole-run-blad")?.textContent;
    expect(error()).toBe(`Błąd: ${MISSING}`);
    fireEvent.change(result, { target: { value: "2" } });
    await waitFor(() => expect(error()).toBe("Błąd: Podaj wartość od 8 do 60 s."));
    const box = screen.getByRole("checkbox", { name: OMITTED });
    fireEvent.click(box);
    await waitFor(() => expect(error()).toBeUndefined());
    expect(result.disabled).toBe(true);
    expect(result.value).toBe("");
    fireEvent.click(box);
    expect(result.disabled).toBe(false);
    expect(result.value).toBe("2");
  });

  it("hydrates without a mismatch and then disables an omitted result", async () => {
    const errors = vi.spyOn(console, "error");
    const { container, unmount } = await hydrateFormHtml(<MeasurementField name="plank" />, {
      schema,
      defaultValues: { plank: "", plank_omitted: true },
    });
    expect((container.querySelector("#pole-plank") as HTMLInputElement).disabled).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    unmount();
  });
});

describe("DisabilityFields", () => {
  const HINT = "Wypełnij tylko wtedy, gdy zaznaczono orzeczenie o niepełnosprawności.";

  it("without JavaScript always shows the type of disability, with a hint saying when to fill it in", () => {
    const html = renderFormHtml(<DisabilityFields />, { schema });
    expect(html.querySelector("#pole-type_of_disability")).not.toBeNull();
    expect(html.textContent).toContain(HINT);
  });

  it("with JavaScript shows the type of disability once the certificate is ticked", () => {
    renderForm(<DisabilityFields />, { schema });
    expect(screen.queryByLabelText("Rodzaj niepełnosprawności")).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Ma orzeczenie o niepełnosprawności" }));
    expect(screen.getByLabelText("Rodzaj niepełnosprawności")).toBeTruthy();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it("with JavaScript shows it at once for a survey with a certificate", () => {
    renderForm(<DisabilityFields />, {
      schema,
      defaultValues: { has_disability_certificate: true, type_of_disability: "słabowidzenie" },
    });
    expect((screen.getByLabelText("Rodzaj niepełnosprawności") as HTMLInputElement).value).toBe("słabowidzenie");
  });
});
