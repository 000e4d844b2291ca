import { mergePolicyAdditions, type PolicyAdditions } from "./http/content-security";

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
  /**
   * Other hosts the page needs, from its loader's data (a video provider's
   * embed): added to this page's Content-Security-Policy and no other's. A
   * page that needs them must be reached by a full load (reloadDocument).
   */
  contentSecurity?: (data: unknown) => PolicyAdditions | undefined;
  /**
   * false: a page to read, with no form of its own, ships no JavaScript at all
   * (Remix's documented way: the shell leaves out `<Scripts/>`); a function
   * decides from the loader's data (the agenda has forms for teachers only).
   * The header's forms (contrast, logout) and the toasts work as plain HTML.
   * A page reached by a link from an enhanced page stays enhanced until the
   * next full load. Why: docs/decisions/010-content-pages-in-one-round-trip.md
   */
  hydrate?: boolean | ((data: unknown) => boolean);
  /** Path parameters that are a secret (the address is the key): the access log writes the parameter's name instead. */
  secretParams?: readonly string[];
  /** Query parameters that are a secret (a password link's token): no cache keeps an answer to an address with one. */
  secretSearchParams?: readonly string[];
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
    const fromData = matches[i].data != null ? handle.titleFrom?.(matches[i].data) : undefined;
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

/** Whether the page loads the app's JavaScript: yes, unless the deepest screen that says says no. */
export function screenHydrates(matches: MatchWithHandle[]): boolean {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { hydrate } = handleOf(matches[i]);
    if (typeof hydrate === "boolean") return hydrate;
    // Without its data (an error page) the screen cannot tell: the page is enhanced.
    if (hydrate) return matches[i].data != null ? hydrate(matches[i].data) : true;
  }
  return true;
}

/** What the matched screens add to the page's Content-Security-Policy. */
export function screenPolicyAdditions(matches: MatchWithHandle[]): PolicyAdditions {
  return mergePolicyAdditions(
    matches.map((match) => (match.data != null ? handleOf(match).contentSecurity?.(match.data) : undefined)),
  );
}
