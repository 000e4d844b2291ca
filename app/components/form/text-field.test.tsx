// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { z } from "zod";

import { email, required } from "~/lib/validation";

import { descriptionOf, renderForm, renderFormHtml } from "../../../tests/support/form-harness";
import { TextField } from "./text-field";

const schema = z.object({ email, password: required });

function fields() {
  return (
    <>
      <TextField name="email" label="Adres e-mail" hint="Ten sam, którego używasz w szkole" type="email" />
      <TextField name="password" label="Hasło" type="password" />
    </>
  );
}

describe("TextField", () => {
  it("is named by its label and described by its hint", () => {
    renderForm(fields(), { schema });
    const input = screen.getByRole("textbox", { name: "Adres e-mail" });
    expect(input.id).toBe("pole-email");
    expect(input.getAttribute("name")).toBe("email");
    expect(descriptionOf(input)).toEqual(["Ten sam, którego używasz w szkole"]);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  it("shows a server error with the hidden prefix, ties it to the input and keeps the typed value, never the password", () => {
    renderForm(fields(), {
      schema,
      serverErrors: { email: "Wprowadź poprawny adres e-mail" },
      repopulate: { email: "jan.kowalski@", password: "Tajne1!" },
    });
    const input = screen.getByRole("textbox", { name: "Adres e-mail" }) as HTMLInputElement;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(input)).toEqual(["Ten sam, którego używasz w szkole", "Błąd: Wprowadź poprawny adres e-mail"]);
    expect(input.value).toBe("jan.kowalski@");
    expect((screen.getByLabelText("Hasło") as HTMLInputElement).value).toBe("");
    expect(input.closest(".field")?.classList.contains("field--error")).toBe(true);
  });

  it("renders the same on the server, for a browser without JavaScript", () => {
    const html = renderFormHtml(fields(), {
      schema,
      serverErrors: { email: "Wprowadź poprawny adres e-mail" },
      repopulate: { email: "jan.kowalski@", password: "Tajne1!" },
    });
    const input = html.querySelector<HTMLInputElement>("#pole-email")!;
    expect(input.getAttribute("value")).toBe("jan.kowalski@");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("pole-email-podpowiedz pole-email-blad");
    expect(html.querySelector("#pole-email-blad")?.textContent).toBe("Błąd: Wprowadź poprawny adres e-mail");
    expect(html.querySelector("#pole-password")?.hasAttribute("value")).toBe(false);
  });

  it("validates while typing and on leaving the field, and announces the error", async () => {
    renderForm(fields(), { schema });
    const input = screen.getByRole("textbox", { name: "Adres e-mail" });
    fireEvent.change(input, { target: { value: "jan" } });
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(input)).toContain("Błąd: Wprowadź poprawny adres e-mail");
    const announcer = input.parentElement!.querySelector('[aria-live="polite"]')!;
    expect(announcer.textContent).toBe("Błąd w polu „Adres e-mail”: Wprowadź poprawny adres e-mail");

    fireEvent.change(input, { target: { value: "jan@szkola.pl" } });
    await waitFor(() => expect(input.hasAttribute("aria-invalid")).toBe(false));
    expect(announcer.textContent).toBe("");

    const password = screen.getByLabelText("Hasło");
    fireEvent.blur(password);
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(password)).toEqual(["Błąd: To pole jest wymagane"]);
  });
});
