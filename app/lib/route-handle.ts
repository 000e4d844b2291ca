import { mergePolicyAdditions, type PolicyAdditions } from "./http/content-security";

export type LayoutName = "default" | "article" | "form";

export type SiteMapSection = "Program" | "Kongres" | "Konto" | "Informacje";

/** The title is the one source for `<title>` (SPEC §1) and the site map. */
export interface RouteHandle {
  title?: string;
  titleFrom?: (data: unknown) => string | undefined;
  layout?: LayoutName;
  siteMap?: SiteMapSection;
  /** Hosts added to this page's policy alone; such a page must be reached by a full load. */
  contentSecurity?: (data: unknown) => PolicyAdditions | undefined;
  /** Why: docs/decisions/010-content-pages-in-one-round-trip.md */
  hydrate?: boolean | ((data: unknown) => boolean);
  /** The access log writes the parameter's name instead. */
  secretParams?: readonly string[];
  /** No cache keeps an answer to an address with one. */
  secretSearchParams?: readonly string[];
}

type MatchWithHandle = { handle?: unknown; data?: unknown };

function handleOf(match: MatchWithHandle): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

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

export function screenHydrates(matches: MatchWithHandle[]): boolean {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { hydrate } = handleOf(matches[i]);
    if (typeof hydrate === "boolean") return hydrate;
    // Without its data (an error page) the page is enhanced.
    if (hydrate) return matches[i].data != null ? hydrate(matches[i].data) : true;
  }
  return true;
}

export function screenPolicyAdditions(matches: MatchWithHandle[]): PolicyAdditions {
  return mergePolicyAdditions(
    matches.map((match) => (match.data != null ? handleOf(match).contentSecurity?.(match.data) : undefined)),
  );
}
