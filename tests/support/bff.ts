// Driving the app's loaders and actions in tests, as a browser would: posts
// from the same origin, the session's cookies carried from answer to request.
import { eq } from "drizzle-orm";

import { useInProcessApi } from "~/lib/api/in-process.server";
import { appConfig } from "~/lib/config.server";
import { getToast } from "~/lib/toast.server";
import * as loginRoute from "~/routes/logowanie/route";

import type { ApiConfig } from "../../server/config";
import { sessions } from "../../server/db/schema";
import { checkAnswer } from "./answers";
import { confirmSessionsOf, createActiveClub, openTestApi, TEST_PASSWORD, type TestApi } from "./api";

export const ORIGIN = "http://localhost:3000";

/** The app's upstream calls answered by this test API in process, every answer checked against the contract. */
export function serveAppFrom(t: TestApi): void {
  useInProcessApi({
    fetch: async (request) => {
      const url = new URL(request.url);
      const response = await t.api.fetch(request);
      await checkAnswer(request.method, url.pathname + url.search, response.clone());
      return response;
    },
  });
}

/** As serveAppFrom, but a call to `failingPath` answers 500, as a broken API would. */
export function serveAppFailing(t: TestApi, failingPath: string): void {
  useInProcessApi({
    fetch: async (request) =>
      new URL(request.url).pathname === failingPath
        ? Response.json({ detail: "Błąd serwera." }, { status: 500 })
        : t.api.fetch(request),
  });
}

/** The toast a response sets for the next page. */
export async function toastOf(response: Response) {
  return (await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(response) } }))).toast;
}

/** Back to the configured upstream (the end of serveAppFrom). */
export function stopServingApp(): void {
  useInProcessApi(undefined);
}

/** A test API with the app's key that serves the app's calls during this file's tests (see openTestApi). */
export function serveAppFromTestApi(configOverrides: Partial<ApiConfig> = {}): TestApi {
  const t = openTestApi("pglite", { apiKey: appConfig.apiKey, ...configOverrides });
  beforeAll(() => serveAppFrom(t));
  afterAll(stopServingApp);
  return t;
}

/** A form post from the site itself; `fields` as a browser sends them (a repeated name as a list), or a multipart form. */
export function post(path: string, fields: Record<string, string | string[]> | FormData, cookie = ""): Request {
  const body = fields instanceof FormData ? fields : new URLSearchParams();
  if (body instanceof URLSearchParams)
    for (const [name, value] of Object.entries(fields)) {
      for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
    }
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", Cookie: cookie },
    body,
  });
}

export function get(path: string, cookie = ""): Request {
  return new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
}

export const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

/** The Cookie header a browser sends back after this answer. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The kept form's cookie of an answer (a form posted after the session ended), as the browser sends it back. */
export function keptFormOf(response: Response): string {
  return cookiesOf(response)
    .split("; ")
    .filter((cookie) => cookie.startsWith("kept_form="))
    .join("; ");
}

/** Ends every session of the user on the server, as a logout elsewhere or the idle timeout does. */
export async function endSessionsOf(t: TestApi, userId: number): Promise<void> {
  await t.db.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.userId, userId));
}

/** Logs in through the login page's action; answers the session cookies. */
export async function logIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const response = (await loginRoute.action(
    args(post("/logowanie", { email, password, redirectTo: "/konto" })),
  )) as Response;
  if (response.status !== 302) throw new Error(`login failed: ${response.status}`);
  return cookiesOf(response);
}

/** Logs a staff account in and confirms the session as its authenticator's code would (see confirmSessionsOf). */
export async function logInToOffice(t: TestApi, email: string): Promise<string> {
  const cookies = await logIn(email);
  await confirmSessionsOf(t.db, email);
  return cookies;
}

/** What a loader or action answered (or threw, as a redirect or the 404 page does). */
export async function outcome(run: () => Promise<unknown>): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** What a loader or action threw or answered, as a Response (anything else is thrown). */
export async function settle(promise: Promise<unknown>): Promise<Response> {
  const outcome = await promise.then(
    (value) => value,
    (thrown: unknown) => thrown,
  );
  if (!(outcome instanceof Response)) throw outcome;
  return outcome;
}

/** A teacher whose club is active in the season with two groups, logged in through the login page. */
export async function logInClubTeacherToApp(t: TestApi, seasonId: number) {
  const club = await createActiveClub(t.db, t.config, seasonId);
  return { ...club, cookie: await logIn(club.user.email) };
}
