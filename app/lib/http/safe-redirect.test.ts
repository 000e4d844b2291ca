import { landingPath, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirectPath("/agenda")).toBe("/agenda");
    expect(safeRedirectPath("/konto/harmonogram/1?strona=2#dzien")).toBe("/konto/harmonogram/1?strona=2#dzien");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "agenda",
    "",
    "/\nhttps://evil.example",
    "javascript:alert(1)",
  ])("refuses %j", (to) => {
    expect(safeRedirectPath(to)).toBe("/");
  });

  // ASVS V5.1.5: a redirect target is checked and sent as a valid header (a 500 once, on "/kónto").
  it("sends a path with Polish letters or spaces percent-encoded, and refuses one that has no UTF-8 form", () => {
    expect(safeRedirectPath("/kónto/żółć")).toBe("/k%C3%B3nto/%C5%BC%C3%B3%C5%82%C4%87");
    expect(safeRedirectPath("/k%C3%B3nto?q=a%26b c")).toBe("/k%C3%B3nto?q=a%26b%20c");
    expect(safeRedirectPath("/a\ud800", "/konto")).toBe("/konto");
  });

  it("uses the given fallback for missing values", () => {
    expect(safeRedirectPath(null, "/konto")).toBe("/konto");
  });
});

describe("landingPath", () => {
  it("sends a staff account to the office instead of the teacher's dashboard", () => {
    for (const to of ["/konto", "/konto/", "/konto?x=1", "/konto#kroki"]) expect(landingPath(to, true)).toBe("/biuro");
  });

  it("keeps every other page, and every page of a teacher", () => {
    expect(landingPath("/biuro/certyfikaty", true)).toBe("/biuro/certyfikaty");
    expect(landingPath("/konto/edycja-profilu", true)).toBe("/konto/edycja-profilu");
    expect(landingPath("/kontakt", true)).toBe("/kontakt");
    expect(landingPath("/konto", false)).toBe("/konto");
  });
});
