// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { z } from "zod";

import { required } from "~/lib/validation";

import { renderForm } from "../../../tests/support/form-harness";
import { TextField } from "./text-field";

describe("SubmitButton", () => {
  it("shows progress and refuses a second click while the form is on its way", async () => {
    let release: () => void = () => {};
    const action = vi.fn(() => new Promise((resolve) => (release = () => resolve({ ok: true }))));
    renderForm(<TextField name="name" label="Nazwa klubu" />, {
      schema: z.object({ name: required }),
      defaultValues: { name: "UKS Orlik" },
      action,
    });
    const button = screen.getByRole("button", { name: "Wyślij" }) as HTMLButtonElement;
    expect(button.type).toBe("submit");
    expect(button.disabled).toBe(false);

    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.textContent).toBe("Trwa wysyłanie…");
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);

    release();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(button.textContent).toBe("Wyślij");
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("is not disabled when the form fails validation in the browser", async () => {
    const action = vi.fn(() => ({ ok: true }));
    renderForm(<TextField name="name" label="Nazwa klubu" />, { schema: z.object({ name: required }), action });
    const button = screen.getByRole("button", { name: "Wyślij" }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole("textbox").getAttribute("aria-invalid")).toBe("true"));
    expect(button.disabled).toBe(false);
    expect(action).not.toHaveBeenCalled();
  });
});
