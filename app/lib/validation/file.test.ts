import fc from "fast-check";

import { anyText } from "../../../tests/support/arbitraries";
import { messages } from "../../../tests/support/validation";
import { optionalField } from "./core";
import { fileExtension, fileSize, hasFileExtension, isFileSizeAtMost } from "./file";

describe("fileSize", () => {
  it("allows exactly the limit (1 KB = 1024 bytes) and rejects one byte more", () => {
    expect(isFileSizeAtMost({ name: "a.pdf", size: 500 * 1024 }, 500)).toBe(true);
    expect(fileSize(500).parse({ name: "a.pdf", size: 500 * 1024 })).toEqual({ name: "a.pdf", size: 500 * 1024 });
    expect(messages(fileSize(500).safeParse({ name: "a.pdf", size: 500 * 1024 + 1 }))).toEqual([
      "Plik może mieć najwyżej 500 KB",
    ]);
  });

  it("works on a real File and passes the same object on", () => {
    const file = new File(["x".repeat(2048)], "zgoda.pdf", { type: "application/pdf" });
    expect(fileSize(2).parse(file)).toBe(file);
    expect(messages(fileSize(1).safeParse(file))).toEqual(["Plik może mieć najwyżej 1 KB"]);
  });

  it("asks for a file when none was chosen, and for a file when given text", () => {
    expect(messages(fileSize(500).safeParse(new File([], "")))).toEqual(["To pole jest wymagane"]);
    expect(messages(fileSize(500).safeParse(undefined))).toEqual(["To pole jest wymagane"]);
    expect(messages(fileSize(500).safeParse("zgoda.pdf"))).toEqual(["Wybierz plik"]);
  });

  it("can be optional", () => {
    expect(optionalField(fileSize(500)).parse(new File([], ""))).toBeUndefined();
  });

  it("takes a custom message", () => {
    expect(messages(fileSize(1, "Za duży plik").safeParse({ name: "a", size: 5000 }))).toEqual(["Za duży plik"]);
  });
});

describe("fileExtension", () => {
  const documents = fileExtension(["pdf", ".jpg", "PNG"]);

  it.each(["zgoda.pdf", "ZGODA.PDF", "skan.jpg", "zdjęcie.png", "a.b.pdf"])("accepts %s", (name) => {
    expect(documents.parse({ name, size: 1 })).toEqual({ name, size: 1 });
  });

  it.each(["zgoda.docx", "zgoda", "pdf", ".pdf", "zgoda.pdf.exe", "zgodapdf"])("rejects %s", (name) => {
    expect(messages(documents.safeParse({ name, size: 1 }))).toEqual(["Wybierz plik w formacie PDF, JPG lub PNG"]);
  });

  it("handles multi-part extensions", () => {
    expect(hasFileExtension({ name: "kopia.tar.gz", size: 1 }, ["tar.gz"])).toBe(true);
    expect(hasFileExtension({ name: "kopia.gz", size: 1 }, ["tar.gz"])).toBe(false);
  });

  it("chains with fileSize", () => {
    const schema = fileSize(100).pipe(fileExtension(["pdf"]));
    expect(messages(schema.safeParse({ name: "a.pdf", size: 200 * 1024 }))).toEqual(["Plik może mieć najwyżej 100 KB"]);
    expect(messages(schema.safeParse({ name: "a.doc", size: 1 }))).toEqual(["Wybierz plik w formacie PDF"]);
  });

  it("never throws on arbitrary names and values", () => {
    fc.assert(
      fc.property(anyText(20), fc.nat(), fc.anything(), (name, size, other) => {
        documents.safeParse({ name, size });
        fileSize(10).safeParse(other);
        documents.safeParse(other);
      }),
    );
  });
});
