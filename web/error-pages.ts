import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { Request } from "express";

import { isReadablePath } from "./addresses";
import type { RefusalPage } from "./refusals";
import { keepPrivateWhenPersonal } from "./response-headers";

/** The only routes the refusals' pages are rendered with: the shell and the route that takes any address. */
const SHELL_ROUTES = ["root", "routes/$"];

/**
 * The app's own error page for a request the door refused: the site's layout
 * (header, footer, the signed-in name) around the refusal's status and Polish
 * explanation (routes/$.tsx throws it). It is rendered by the app reduced to
 * its shell, so whatever the address no screen's loader runs, and as a GET,
 * so a refused form's body is never read.
 */
export function refusalPages(build: ServerBuild, mode: "development" | "production"): RefusalPage {
  const routes: ServerBuild["routes"] = {};
  const manifest: ServerBuild["assets"]["routes"] = {};
  for (const id of SHELL_ROUTES) {
    const [route, entry] = [build.routes[id], build.assets.routes[id]];
    if (!route || !entry) throw new Error(`the build has no route ${id}`);
    routes[id] = route;
    manifest[id] = entry;
  }
  // The browser learns of the other routes as it would of any (Remix's lazy route discovery).
  const handle = createRequestHandler({ ...build, routes, assets: { ...build.assets, routes: manifest } }, mode);
  return async (req, res, refusal) => {
    // As personal as any page: it shows who is signed in, and may refresh the session's cookies.
    keepPrivateWhenPersonal(req, res);
    const answer = await handle(asPageRequest(req), { refusal });
    res.status(answer.status);
    // As Remix's express adapter sends an answer: each Set-Cookie comes on its own.
    for (const [name, value] of answer.headers) res.append(name, value);
    res.end(Buffer.from(await answer.arrayBuffer()));
  };
}

/** The browser's request as a GET of its address, with its headers (cookies, language) and no body. */
function asPageRequest(req: Request): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === "content-length" || name === "content-type" || name === "transfer-encoding") continue;
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const host = req.get("x-forwarded-host") ?? req.get("host") ?? "localhost";
  return new Request(`${req.protocol}://${host}${readableAddress(req.originalUrl)}`, { headers });
}

/** A path that cannot be decoded (a refused bad address) is passed on as the text it shows: its % escaped. */
function readableAddress(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return isReadablePath(path) ? url : path.replaceAll("%", "%25") + (query === -1 ? "" : url.slice(query));
}
