import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every route of the production build, with its URL pattern, read from the
 * browser manifest the build wrote (public/build/manifest-*.js), so a test
 * over "every route" covers the routes added after it was written.
 */
export function buildRoutes(): { id: string; pattern: string; hasAction: boolean; hasComponent: boolean }[] {
  const folder = path.resolve("public/build");
  const file = readdirSync(folder).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("Brak public/build/manifest-*.js: uruchom najpierw `npm run build`.");
  const source = readFileSync(path.join(folder, file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    routes: Record<string, { path?: string; parentId?: string; index?: boolean; hasAction: boolean; module: string }>;
  };
  const pattern = (id: string): string => {
    const route = manifest.routes[id]!;
    const parent = route.parentId ? pattern(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.entries(manifest.routes).map(([id, route]) => ({
    id,
    pattern: "/" + pattern(id).replace(/^\/+/, ""),
    hasAction: route.hasAction,
    // A page's browser module exports its component as default; a resource route's is an empty stub.
    hasComponent: /\bas default\b/.test(
      readFileSync(path.join(folder, route.module.replace(/^\/build\//, "")), "utf8"),
    ),
  }));
}

/** A URL of the pattern: a record number for each parameter, an unknown path for a splat. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:[a-z]+/gi, "1").replace(/\*$/, "nie-ma-takiej-strony");
}
