import { safeRedirectPath } from "./safe-redirect";

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

  it("uses the given fallback for missing values", () => {
    expect(safeRedirectPath(null, "/konto")).toBe("/konto");
  });
});
