import { buildSiteMap, type BuiltRoute } from "./site-map";

const routes: Record<string, BuiltRoute> = {
  root: { id: "root", path: "", module: {} },
  "routes/_index": {
    id: "routes/_index",
    parentId: "root",
    index: true,
    module: { handle: { siteMap: "Informacje" } },
  },
  "routes/agenda": {
    id: "routes/agenda",
    parentId: "root",
    path: "agenda",
    module: { handle: { title: "Agenda", siteMap: "Kongres" } },
  },
  "routes/eksperci": {
    id: "routes/eksperci",
    parentId: "root",
    path: "eksperci",
    module: { handle: { title: "Eksperci", siteMap: "Kongres" } },
  },
  "routes/pages": { id: "routes/pages", parentId: "root", path: "pages", module: {} },
  "routes/pages.mapa-strony": {
    id: "routes/pages.mapa-strony",
    parentId: "routes/pages",
    path: "mapa-strony",
    module: { handle: { title: "Mapa strony", siteMap: "Informacje" } },
  },
  "routes/konto.ankiety.$group": {
    id: "routes/konto.ankiety.$group",
    parentId: "root",
    path: "konto/ankiety/:group",
    module: { handle: { title: "Ankiety", siteMap: "Konto" } },
  },
  "routes/kontrast": { id: "routes/kontrast", parentId: "root", path: "kontrast", module: {} },
};

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
