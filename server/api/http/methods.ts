// Which methods a path of the API answers to: a known path asked with another
// method is a 405 naming the allowed ones (ASVS 4.0.3 V14.5.1: only the HTTP
// methods in use are accepted), not a 404 that hides that the path exists.
import { OPERATIONS } from "../../../app/lib/contract";

const ROUTES = [
  ...OPERATIONS.map((op) => ({ method: op.method, path: op.path })),
  { method: "GET", path: "/pl/api/schema/" },
].map(({ method, path }) => ({ method, pattern: new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`) }));

/** The methods the path answers to ("HEAD" beside "GET", as the router serves it), or none for an unknown path. */
export function allowedMethods(path: string): string[] {
  const methods = new Set(ROUTES.filter((route) => route.pattern.test(path)).map((route) => route.method));
  if (methods.has("GET")) methods.add("HEAD");
  return ["GET", "HEAD", "POST", "PUT", "DELETE"].filter((method) => methods.has(method));
}
