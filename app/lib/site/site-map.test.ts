import { buildSiteMap, type BuiltRoute } from "./site-map";

/** A route at `path` below `parentId`, its handle (a title and a section) as its module exports it. */
const route = (
  id: string,
  parentId: string,
  path: string,
  handle?: { title: string; siteMap: string },
): BuiltRoute => ({
  id,
  parentId,
  path,
  module: handle ? { handle } : {},
});

const routes: Record<string, BuiltRoute> = Object.fromEntries(
  [
    { id: "root", path: "", module: {} },
    { id: "routes/_index", parentId: "root", index: true, module: { handle: { siteMap: "Informacje" } } },
    route("routes/agenda", "root", "agenda", { title: "Agenda", siteMap: "Kongres" }),
    route("routes/eksperci", "root", "eksperci", { title: "Eksperci", siteMap: "Kongres" }),
    route("routes/pages", "root", "pages"),
    route("routes/pages.mapa-strony", "routes/pages", "mapa-strony", { title: "Mapa strony", siteMap: "Informacje" }),
    route("routes/konto.ankiety.$group", "root", "konto/ankiety/:group", { title: "Ankiety", siteMap: "Konto" }),
    route("routes/kontrast", "root", "kontrast"),
  ].map((built: BuiltRoute) => [built.id, built]),
);

describe("buildSiteMap", () => {
  const map = buildSiteMap(routes);

  it("lists every titled screen under its section, in a fixed section order", () => {
    expect(map.map((group) => group.section)).toEqual(["Kongres", "Informacje"]);
    expect(map[0].entries).toEqual([
      { path: "/agenda", title: "Agenda" },
      { path: "/eksperci", title: "Eksperci" },
    ]);
  });

  it("builds full paths through parent routes and names the home page", () => {
    expect(map[1].entries).toEqual([
      { path: "/", title: "Strona główna" },
      { path: "/pages/mapa-strony", title: "Mapa strony" },
    ]);
  });

  it("leaves out screens with parameters and routes without a section", () => {
    const paths = map.flatMap((group) => group.entries.map((entry) => entry.path));
    expect(paths).not.toContain("/konto/ankiety/:group");
    expect(paths).not.toContain("/kontrast");
  });
});
