import { screenLayout, screenTitle } from "./route-handle";

describe("route handles", () => {
  it("take the deepest route's title and layout", () => {
    const matches = [
      { handle: undefined },
      { handle: { title: "Konto", layout: "default" } },
      { handle: { title: "Edycja profilu", layout: "form" } },
    ];
    expect(screenTitle(matches)).toBe("Edycja profilu");
    expect(screenLayout(matches)).toBe("form");
  });

  it("fall back to no title and the default layout", () => {
    expect(screenTitle([{ handle: undefined }])).toBeUndefined();
    expect(screenLayout([{ handle: {} }])).toBe("default");
  });
});
