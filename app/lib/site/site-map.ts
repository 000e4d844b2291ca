import type { RouteHandle, SiteMapSection } from "../route-handle";

/** The shape of a route in Remix's server build that the site map needs. */
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

/**
 * The site map, generated from the routes themselves: every screen whose
 * handle names a section, under its full path. Screens with parameters
 * (a group, a survey) are reached from their lists, not from the map.
 */
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
