// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { z } from "zod";

import { hydrateFormHtml, renderForm, renderFormHtml, renderFormOnServer } from "../../../tests/support/form-harness";
import { SubmissionKey } from "./submission-key";
import { TextField } from "./text-field";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const schema = z.object({ name: z.string(), submission_key: z.string().uuid() });

function fields() {
  return (
    <>
      <TextField name="name" label="Nazwa klubu" />
      <SubmissionKey />
    </>
  );
}

/** Re-renders the key on demand: React then writes its own idea of the value into the input. */
function RerenderedKey() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Odśwież ({renders})
      </button>
      <SubmissionKey />
    </>
  );
}

function reactProps(element: Element): { value?: string } {
  const key = Object.keys(element).find((name) => name.startsWith("__reactProps"));
  return key ? (element as unknown as Record<string, { value?: string }>)[key] : {};
}

function keyInput(root: ParentNode = document): HTMLInputElement {
  return root.querySelector<HTMLInputElement>('input[name="submission_key"]')!;
}

describe("SubmissionKey", () => {
  it("renders a hidden UUID v4 that stays the same while the user works on the form", () => {
    renderForm(fields(), { schema });
    const input = keyInput();
    expect(input.type).toBe("hidden");
    const key = input.value;
    expect(key).toMatch(UUID);
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "UKS Orlik" } });
    expect(keyInput().value).toBe(key);
  });

  it("renders on a server, which has no DOM to read a key from", () => {
    const html = renderFormOnServer(fields(), { schema });
    expect(html).toMatch(/<input type="hidden" id="[^"]+" name="submission_key" value="[0-9a-f-]{36}"/);
  });

  it("gives two forms two keys", () => {
    const first = renderFormHtml(fields(), { schema });
    const second = renderFormHtml(fields(), { schema });
    expect(keyInput(first).value).toMatch(UUID);
    expect(keyInput(first).value).not.toBe(keyInput(second).value);
  });

  it("keeps the server's key through hydration, without a mismatch", async () => {
    const errors = vi.spyOn(console, "error");
    const { container, serverHtml, unmount } = await hydrateFormHtml(<RerenderedKey />, { schema });
    try {
      const serverKey = /name="submission_key" value="([^"]+)"/.exec(serverHtml)?.[1];
      expect(serverKey).toMatch(UUID);
      expect(keyInput(container).value).toBe(serverKey);
      fireEvent.click(screen.getByRole("button", { name: "Odśwież (0)" }));
      expect(screen.getByRole("button", { name: "Odśwież (1)" })).toBeTruthy();
      expect(keyInput(container).value).toBe(serverKey);
      // React 18 leaves a mismatched value in the DOM silently; what React
      // itself holds shows whether the two agree.
      expect(reactProps(keyInput(container)).value).toBe(serverKey);
      const mismatches = errors.mock.calls.filter((call) => /did not match|hydrat/i.test(String(call[0])));
      expect(mismatches).toEqual([]);
    } finally {
      unmount();
      errors.mockRestore();
    }
  });

  it("keeps a repopulated key, so a retry after a server failure is the same submission", () => {
    const key = "0b6f4c1e-2a4d-4c8e-9f3a-5d7e8b9c0a1f";
    renderForm(fields(), {
      schema,
      serverErrors: { name: "To pole jest wymagane" },
      repopulate: { submission_key: key },
    });
    expect(keyInput().value).toBe(key);
    const html = renderFormHtml(fields(), {
      schema,
      serverErrors: { name: "To pole jest wymagane" },
      repopulate: { submission_key: key },
    });
    expect(keyInput(html).getAttribute("value")).toBe(key);
  });

  it("changes when the form is reset for a new entry", () => {
    renderForm(fields(), { schema });
    const key = keyInput().value;
    fireEvent.reset(keyInput().form!);
    expect(keyInput().value).toMatch(UUID);
    expect(keyInput().value).not.toBe(key);
  });

  it("uses a key given by the loader, under another name if asked", () => {
    const key = "6f1d2c3b-4a5e-4f60-8a7b-9c8d7e6f5a4b";
    renderForm(<SubmissionKey name="idempotency_key" value={key} />, { schema: z.object({}) });
    const input = document.querySelector<HTMLInputElement>('input[name="idempotency_key"]')!;
    expect(input.value).toBe(key);
  });
});
