// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { z } from "zod";

import { ISO_DATETIME, isoDateTime } from "~/lib/validation";

import { descriptionOf, renderForm, renderFormHtml } from "../../../tests/support/form-harness";
import { DateTimeField } from "./date-time-field";

const schema = z.object({ starts_at: isoDateTime });
const field = <DateTimeField name="starts_at" label="Początek zajęć" hint="Data i godzina" />;

describe("DateTimeField", () => {
  it("is the browser's own date-time input, in whole minutes, named by its label", () => {
    renderForm(field, { schema, defaultValues: { starts_at: "2026-09-07T08:30" } });
    const input = screen.getByLabelText("Początek zajęć") as HTMLInputElement;
    expect(input.type).toBe("datetime-local");
    expect(input.step).toBe("60");
    expect(input.value).toBe("2026-09-07T08:30");
    expect(descriptionOf(input)).toEqual(["Data i godzina"]);
  });

  it("shows a server error and keeps the repopulated value, also in the server's HTML", () => {
    const options = {
      schema,
      serverErrors: { starts_at: ISO_DATETIME },
      repopulate: { starts_at: "2026-09-07T25:00" },
    };
    renderForm(field, options);
    const input = screen.getByLabelText("Początek zajęć");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(input)).toEqual(["Data i godzina", `Błąd: ${ISO_DATETIME}`]);
    const html = renderFormHtml(field, options);
    expect(html.querySelector("#pole-starts_at")?.getAttribute("value")).toBe("2026-09-07T25:00");
    expect(html.querySelector("#pole-starts_at")?.getAttribute("type")).toBe("datetime-local");
  });
});
