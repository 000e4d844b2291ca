// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { z } from "zod";

import { fileExtension } from "~/lib/validation";

import { descriptionOf, renderForm, renderFormHtml } from "../../../tests/support/form-harness";
import { FileField, fileLimitsText, formatFileSize } from "./file-field";

const schema = z.object({ certificate: fileExtension(["pdf", "jpg", "png"]) });
const field = (
  <FileField
    name="certificate"
    label="Zaświadczenie"
    hint="Skan lub zdjęcie podpisanego dokumentu"
    extensions={["pdf", "jpg", "png"]}
    maxSizeKb={5120}
  />
);

describe("fileLimitsText", () => {
  it("names the types as users know them and the size in MB or KB with a decimal comma", () => {
    expect(fileLimitsText(["pdf", ".jpg", "PNG"], 5120)).toBe("PDF, JPG lub PNG, najwyżej 5 MB");
    expect(fileLimitsText(["pdf"])).toBe("PDF");
    expect(fileLimitsText([], 500)).toBe("Najwyżej 500 KB");
    expect(formatFileSize(1536)).toBe("1,5 MB");
  });
});

describe("FileField", () => {
  it("is named by its label, offers the allowed types to the picker and shows its limits in the hint", () => {
    renderForm(field, { schema });
    const input = screen.getByLabelText("Zaświadczenie") as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(input.name).toBe("certificate");
    expect(input.accept).toBe(".pdf,.jpg,.png");
    expect(descriptionOf(input)).toEqual(["Skan lub zdjęcie podpisanego dokumentu PDF, JPG lub PNG, najwyżej 5 MB"]);
  });

  it("shows a server error but never carries a value back", () => {
    renderForm(field, {
      schema,
      serverErrors: { certificate: "Wybierz plik w formacie PDF, JPG lub PNG" },
      repopulate: { certificate: "C:\\fakepath\\skan.pdf" },
    });
    const input = screen.getByLabelText("Zaświadczenie") as HTMLInputElement;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(input)[1]).toBe("Błąd: Wybierz plik w formacie PDF, JPG lub PNG");
    expect(input.value).toBe("");
    expect(input.files?.length ?? 0).toBe(0);
  });

  it("has no value attribute in the server's HTML either", () => {
    const html = renderFormHtml(field, {
      schema,
      serverErrors: { certificate: "Wybierz plik" },
      repopulate: { certificate: "skan.pdf" },
    });
    const input = html.querySelector("#pole-certificate")!;
    expect(input.hasAttribute("value")).toBe(false);
    expect(input.getAttribute("aria-describedby")).toBe("pole-certificate-podpowiedz pole-certificate-blad");
  });
});
