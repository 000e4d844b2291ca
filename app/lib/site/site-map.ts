import type { RouteHandle, SiteMapSection } from "../route-handle";

export interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { handle?: unknown };
}

export interface SiteMapEntry {
  path: string;
  title: string;
}

export interface SiteMapGroup {
  section: SiteMapSection;
  entries: SiteMapEntry[];
}

const SECTION_ORDER: SiteMapSection[] = ["Program", "Kongres", "Konto", "Informacje"];

/** Every screen whose handle names a section; screens with parameters are reached from their lists. */
export function buildSiteMap(routes: Record<string, BuiltRoute>): SiteMapGroup[] {
  const entries = new Map<SiteMapSection, SiteMapEntry[]>();

  for (const route of Object.values(routes)) {
    const handle = (route.module.handle ?? {}) as RouteHandle;
    if (!handle.siteMap) continue;
    const path = fullPath(route, routes);
    if (path.includes(":") || path.includes("*")) continue;
    const list = entries.get(handle.siteMap) ?? [];
    list.push({ path, title: handle.title ?? "Strona główna" });
    entries.set(handle.siteMap, list);
  }

  return SECTION_ORDER.filter((section) => entries.has(section)).map((section) => ({
    section,
    entries: entries.get(section)!.sort((a, b) => a.path.localeCompare(b.path, "pl")),
  }));
}

function fullPath(route: BuiltRoute, routes: Record<string, BuiltRoute>): string {
  const segments: string[] = [];
  for (
    let current: BuiltRoute | undefined = route;
    current;
    current = current.parentId ? routes[current.parentId] : undefined
  ) {
    if (current.path) segments.unshift(current.path);
  }
  return "/" + segments.join("/").replace(/^\/+/, "");
}
