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

  it("let a screen about one thing title itself from its data", () => {
    const titleFrom = (data: unknown) => (data as { item?: { name: string } }).item?.name;
    expect(
      screenTitle([
        { handle: { title: "Kongres" } },
        { handle: { title: "Punkt programu", titleFrom }, data: { item: { name: "Debata" } } },
      ]),
    ).toBe("Debata");
    // An error page has no data: the fixed title stands.
    expect(screenTitle([{ handle: { title: "Punkt programu", titleFrom } }])).toBe("Punkt programu");
  });
});
