export type LayoutName = "default" | "article" | "form";

/** Where a screen stands in the site map; screens without one are left out of it. */
export type SiteMapSection = "Program" | "Kongres" | "Konto" | "Informacje";

/**
 * What a route module tells the shell about its screen. The title is the one
 * source for `<title>` (SPEC §1 template) and for the generated site map.
 */
export interface RouteHandle {
  title?: string;
  /** A screen about one thing (an agenda item) titles itself from its loader's data; `title` stays the fallback. */
  titleFrom?: (data: unknown) => string | undefined;
  layout?: LayoutName;
  siteMap?: SiteMapSection;
}

type MatchWithHandle = { handle?: unknown; data?: unknown };

function handleOf(match: MatchWithHandle): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** The deepest route that sets a value wins. */
function deepest<K extends keyof RouteHandle>(matches: MatchWithHandle[], key: K): RouteHandle[K] | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const value = handleOf(matches[i])[key];
    if (value !== undefined) return value;
  }
  return undefined;
}

export function screenTitle(matches: MatchWithHandle[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = handleOf(matches[i]);
    const fromData = matches[i].data !== undefined ? handle.titleFrom?.(matches[i].data) : undefined;
    if (fromData) return fromData;
    if (handle.title !== undefined) return handle.title;
  }
  return undefined;
}

export function screenLayout(matches: MatchWithHandle[]): LayoutName {
  return deepest(matches, "layout") ?? "default";
}

export function screenSection(matches: MatchWithHandle[]): SiteMapSection | undefined {
  return deepest(matches, "siteMap");
}
