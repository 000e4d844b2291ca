import { redirect } from "@remix-run/node";

/**
 * The 'auth' guard of SPEC §2: an anonymous visitor is sent to the login page
 * and brought back afterwards. Nobody can be signed in until the session
 * module lands (issue 5), so for now every visitor is anonymous.
 */
export function requireUser(request: Request): never {
  const url = new URL(request.url);
  throw redirect(`/logowanie?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
