import type { PolicyAdditions } from "./http/content-security";
import { screenHydrates, screenLayout, screenPolicyAdditions, screenTitle } from "./route-handle";

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
    // Nor when its loader's data is null (a post to a route without an action).
    expect(screenTitle([{ handle: { title: "Punkt programu", titleFrom }, data: null }])).toBe("Punkt programu");
  });

  it("gather the hosts the screens add to the page's policy, none from a screen without data", () => {
    const contentSecurity = (data: unknown) => (data as { policy: PolicyAdditions }).policy;
    const policy = { "img-src": ["https://i.ytimg.com"] };
    expect(screenPolicyAdditions([{ handle: {} }, { handle: { contentSecurity }, data: { policy } }])).toEqual(policy);
    expect(screenPolicyAdditions([{ handle: { contentSecurity }, data: null }])).toEqual({});
  });

  it("load the app's JavaScript unless the deepest screen that says says no", () => {
    expect(screenHydrates([{ handle: undefined }, { handle: { title: "Logowanie" } }])).toBe(true);
    expect(screenHydrates([{ handle: undefined }, { handle: { title: "Sport Kluby", hydrate: false } }])).toBe(false);
    expect(screenHydrates([{ handle: { hydrate: false } }, { handle: { hydrate: true } }])).toBe(true);
    const hydrate = (data: unknown) => (data as { viewer: string }).viewer !== "visitor";
    expect(screenHydrates([{ handle: { hydrate }, data: { viewer: "visitor" } }])).toBe(false);
    expect(screenHydrates([{ handle: { hydrate }, data: { viewer: "member" } }])).toBe(true);
    expect(screenHydrates([{ handle: { hydrate } }])).toBe(true);
  });
});
