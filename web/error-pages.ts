import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { Request } from "express";

import { isReadablePath } from "./addresses";
import type { RefusalPage } from "./refusals";
import { keepPrivateWhenPersonal } from "./response-headers";

const SHELL_ROUTES = ["root", "routes/$"];

/** The app's error page for a refused request, rendered by the shell alone as a GET (no loader runs, no body read). */
export function refusalPages(build: ServerBuild, mode: "development" | "production"): RefusalPage {
  const routes: ServerBuild["routes"] = {};
  const manifest: ServerBuild["assets"]["routes"] = {};
  for (const id of SHELL_ROUTES) {
    const [route, entry] = [build.routes[id], build.assets.routes[id]];
    if (!route || !entry) throw new Error(`the build has no route ${id}`);
    routes[id] = route;
    manifest[id] = entry;
  }
  // The other routes come by Remix's lazy route discovery.
  const handle = createRequestHandler({ ...build, routes, assets: { ...build.assets, routes: manifest } }, mode);
  return async (req, res, refusal) => {
    // It shows who is signed in, and may refresh the session's cookies.
    keepPrivateWhenPersonal(req, res);
    const answer = await handle(asPageRequest(req), { refusal });
    res.status(answer.status);
    // Each Set-Cookie on its own, as Remix's express adapter sends them.
    for (const [name, value] of answer.headers) res.append(name, value);
    res.end(Buffer.from(await answer.arrayBuffer()));
  };
}

function asPageRequest(req: Request): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === "content-length" || name === "content-type" || name === "transfer-encoding") continue;
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const host = req.get("x-forwarded-host") ?? req.get("host") ?? "localhost";
  return new Request(`${req.protocol}://${host}${readableAddress(req.originalUrl)}`, { headers });
}

/** An undecodable path passed on as text, its % escaped. */
function readableAddress(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return isReadablePath(path) ? url : path.replaceAll("%", "%25") + (query === -1 ? "" : url.slice(query));
}
