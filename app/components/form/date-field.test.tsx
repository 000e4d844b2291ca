// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { z } from "zod";

import { ISO_DATE, isoDate } from "~/lib/validation";

import { descriptionOf, renderForm, renderFormHtml } from "../../../tests/support/form-harness";
import { DateField } from "./date-field";

const schema = z.object({ start_date: isoDate });
const field = (
  <DateField
    name="start_date"
    label="Data rozpoczęcia zajęć"
    hint="Pierwszy dzień zajęć w tym semestrze"
    min="2026-09-01"
  />
);

describe("DateField", () => {
  it("is the browser's own date input, named by its label and described by its hint", () => {
    renderForm(field, { schema, defaultValues: { start_date: "2026-09-07" } });
    const input = screen.getByLabelText("Data rozpoczęcia zajęć") as HTMLInputElement;
    expect(input.type).toBe("date");
    expect(input.min).toBe("2026-09-01");
    expect(input.value).toBe("2026-09-07");
    expect(descriptionOf(input)).toEqual(["Pierwszy dzień zajęć w tym semestrze"]);
  });

  it("shows a server error and keeps the repopulated ISO date, also in the server's HTML", () => {
    renderForm(field, { schema, serverErrors: { start_date: ISO_DATE }, repopulate: { start_date: "2026-09-14" } });
    const input = screen.getByLabelText("Data rozpoczęcia zajęć") as HTMLInputElement;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(input)).toEqual(["Pierwszy dzień zajęć w tym semestrze", `Błąd: ${ISO_DATE}`]);
    expect(input.value).toBe("2026-09-14");
    const html = renderFormHtml(field, {
      schema,
      serverErrors: { other: "x" },
      repopulate: { start_date: "2026-09-14" },
    });
    expect(html.querySelector("#pole-start_date")?.getAttribute("value")).toBe("2026-09-14");
  });

  it("validates on change", async () => {
    renderForm(field, { schema, defaultValues: { start_date: "2026-09-07" } });
    const input = screen.getByLabelText("Data rozpoczęcia zajęć");
    fireEvent.change(input, { target: { value: "" } });
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(input)[1]).toBe("Błąd: To pole jest wymagane");
  });
});
