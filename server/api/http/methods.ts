// A known path with another method is a 405, not a 404 (ASVS 4.0.3 V14.5.1).
import { OPERATIONS } from "../../../app/lib/contract";

const ROUTES = [
  ...OPERATIONS.map((op) => ({ method: op.method, path: op.path })),
  { method: "GET", path: "/pl/api/schema/" },
].map(({ method, path }) => ({ method, pattern: new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`) }));

export function allowedMethods(path: string): string[] {
  const methods = new Set(ROUTES.filter((route) => route.pattern.test(path)).map((route) => route.method));
  if (methods.has("GET")) methods.add("HEAD");
  return ["GET", "HEAD", "POST", "PUT", "DELETE"].filter((method) => methods.has(method));
}
