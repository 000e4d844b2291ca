// Generated bad input against every form of the app (issue 13 item 10,
// ASVS V5.1.x, V13.1.1): whatever a browser or a script posts to a screen's
// action — control characters and NUL, any script, fields left out or
// repeated, a body that is not a form — the answer is never a 5xx. Every
// route with an action is covered: its page is found by walking the links
// from the account page, as a teacher would, and its fields are read from
// the page's own forms. The forms are shared out between test files
// (tests/integration/form-fuzz-*.test.ts) so CI runs them on both cores.
import fc from "fast-check";
import { generate } from "otplib";

import { DEMO_STAFF_TOTP_SECRET } from "../../server/db/demo-data";
import { loadAppHandler, routePatterns } from "./app-build";
import { anyText } from "./arbitraries";

/**
 * Cases per form: FORM_FUZZ_RUNS (100 in CI, .ci/run), else 40. QUALITY.md's 1,000 per endpoint is met
 * where the input is checked, the API (tests/support/bad-input.ts); a form passes its fields on to it.
 */
const RUNS = Number(process.env.FORM_FUZZ_RUNS) || 40;
const DEMO = { email: "anna.nowak@example.pl", password: "Demo#Haslo1" };
/** The office's screens are fuzzed as the office: a teacher would only ever get their 404. */
const STAFF = { email: "biuro@example.pl", password: "Demo#Haslo1" };
const isStaffPath = (path: string) => path === "/biuro" || path.startsWith("/biuro/") || path.startsWith("/logowanie/");
/** The office's second-factor screens, which no link reaches: a staff login is sent there. */
const SECOND_FACTOR_PAGES = ["/logowanie/kod", "/logowanie/aplikacja"];
/** Pages an e-mail links to (a made-up secret: the action must still never answer 5xx). */
const MAILED_PAGES = ["/wypisz/link-z-e-maila"];
/** Actions with nothing to fill in: logging out ends the session the other forms are posted with. */
const NOT_FUZZED = new Set(["/wyloguj"]);

/** Actions a page's script posts to, which no link reaches, with the fields the script sends. */
const SCRIPT_ACTIONS: Record<string, string[]> = {
  "/szkolenia/test-wahadlowy-20-m/postep": ["position", "duration"],
};

const ORIGIN = "http://localhost:3000";
type AppRequest = Awaited<ReturnType<typeof loadAppHandler>>;

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

async function logIn(request: AppRequest, account = DEMO): Promise<string> {
  const response = await request("/logowanie", {
    method: "POST",
    body: new URLSearchParams({ ...account, redirectTo: "/konto" }),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
  });
  if (response.status !== 302) throw new Error(`login failed: ${response.status}`);
  return cookiesOf(response);
}

/** The demo office, its session confirmed with the code of its authenticator (the demo's key). */
async function logInToOffice(request: AppRequest): Promise<string> {
  const cookie = await logIn(request, STAFF);
  const code = await generate({ secret: DEMO_STAFF_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) });
  const response = await request("/logowanie/kod?redirectTo=%2Fbiuro", {
    method: "POST",
    body: new URLSearchParams({ code }),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie },
  });
  if (response.status !== 302) throw new Error(`the office's code was refused: ${response.status}`);
  // The session itself is confirmed upstream: its cookies stay as they were.
  return cookie;
}

/** The app's own links on a page. */
async function linksOn(request: AppRequest, path: string, cookie: string): Promise<string[]> {
  const html = await (await request(path, { headers: { cookie } })).text();
  return [...html.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1]!);
}

/** Pages reachable from the account page and the agenda within two clicks. */
async function reachablePages(
  request: AppRequest,
  cookie: string,
  start = ["/konto", "/agenda"],
): Promise<Set<string>> {
  const seen = new Set(start);
  let frontier = [...seen];
  for (let depth = 0; depth < 2; depth++) {
    const next: string[] = [];
    for (const page of frontier) {
      for (const link of await linksOn(request, page, cookie)) {
        if (!seen.has(link) && !link.startsWith("/build/") && !/\.\w+$/.test(link)) {
          seen.add(link);
          next.push(link);
        }
      }
    }
    frontier = next;
  }
  return seen;
}

const shapeOf = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`);
const staticSegments = (pattern: string) =>
  pattern.split("/").filter((segment) => segment && !segment.startsWith(":")).length;

/**
 * A page of the route's pattern, e.g. "/konto/ankiety/:group/:id" → "/konto/ankiety/1/4": one the pattern
 * matches and no pattern with more fixed segments does ("/konto/ankiety/1/nowa" is the new survey's page).
 */
function concretePath(pattern: string, patterns: string[], pages: Set<string>): string | undefined {
  if (!pattern.includes(":")) return pattern;
  return [...pages].find(
    (page) =>
      shapeOf(pattern).test(page) &&
      !patterns.some((other) => staticSegments(other) > staticSegments(pattern) && shapeOf(other).test(page)),
  );
}

/** The names of the fields of the page's POST forms. */
async function formFields(request: AppRequest, path: string, cookie: string): Promise<string[]> {
  const html = await (await request(path, { headers: { cookie } })).text();
  const forms = [...html.matchAll(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/gi)].map((match) => match[1]!);
  const names = forms.flatMap((form) => [...form.matchAll(/\bname="([^"]+)"/g)].map((match) => match[1]!));
  return [...new Set(names)];
}

/** Text with what should never reach the database: NUL and other control characters among the rest. */
const hostileText = fc.oneof(
  anyText(60),
  fc.constantFrom("\u0000", "a\u0000b", "\u0007\u001b[31m", "\r\n", "\u202e", "  ", "9".repeat(400)),
  fc.string({ unit: fc.constantFrom("\u0000", "\u0001", "\u001f", "\u007f", "x", "ą", "1", "-", ":"), maxLength: 30 }),
);

function submission(fields: string[]) {
  const value = fc.oneof(hostileText, fc.array(hostileText, { minLength: 2, maxLength: 3 }));
  const known = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length })
    : fc.constant({});
  return fc.tuple(known, fc.dictionary(anyText(12), hostileText, { maxKeys: 2 })).map(([a, b]) => ({ ...b, ...a }));
}

function encoded(fields: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, values] of Object.entries(fields)) for (const value of [values].flat()) body.append(name, value);
  return body;
}

/**
 * Registers the fuzzing of the forms of one share: `part` of `of` (every
 * route with an action, in order, dealt out like cards).
 */
export async function fuzzFormActions({ part, of }: { part: number; of: number }) {
  const request = await loadAppHandler();
  const teacherCookie = await logIn(request);
  const staffCookie = await logInToOffice(request);
  const cookieFor = (path: string) => (isStaffPath(path) ? staffCookie : teacherCookie);
  const pages = new Set([
    ...(await reachablePages(request, teacherCookie)),
    ...(await reachablePages(request, staffCookie, ["/biuro", "/biuro/kongres"])),
    ...SECOND_FACTOR_PAGES,
    ...MAILED_PAGES,
    ...Object.keys(SCRIPT_ACTIONS),
  ]);
  const allPatterns = routePatterns(request.routes).map((route) => route.pattern);
  const actionRoutes = routePatterns(request.routes)
    .filter(({ id }) => request.routes[id]?.module.action)
    .map(({ id, pattern }) => ({ id, pattern, path: concretePath(pattern, allPatterns, pages) }));
  const fuzzed = actionRoutes
    .filter((route) => route.path && !NOT_FUZZED.has(route.path))
    .filter((_, index) => index % of === part - 1)
    .map((route) => [route.path!]);

  describe(`every form's action, fed generated bad input (share ${part} of ${of})`, () => {
    it("finds a page for every route with an action", () => {
      expect(actionRoutes.filter((route) => !route.path).map((route) => route.pattern)).toEqual([]);
      expect(actionRoutes.length).toBeGreaterThanOrEqual(15);
    });

    it.each(fuzzed)(
      "%s never answers 5xx, whatever is posted",
      async (path) => {
        const cookie = cookieFor(path);
        const fields = SCRIPT_ACTIONS[path] ?? (await formFields(request, path, cookie));
        await fc.assert(
          fc.asyncProperty(submission(fields), async (values) => {
            await new Promise<void>((resolve) => setImmediate(resolve));
            const response = await request(path, {
              method: "POST",
              body: encoded(values),
              headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie },
            });
            await response.arrayBuffer();
            expect(response.status, JSON.stringify(values)).toBeLessThan(500);
          }),
          { numRuns: RUNS },
        );
      },
      600_000,
    );

    it.each(fuzzed)("%s answers a body that is not a form with a 4xx", async (path) => {
      const bodies: [string | undefined, string | undefined][] = [
        [undefined, undefined],
        ["text/plain", "a=b"],
        ["application/json", '{"email":"a"}'],
        ["multipart/form-data; boundary=xyz", '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
        ["multipart/form-data", "--"],
      ];
      for (const [type, body] of bodies) {
        const response = await request(path, {
          method: "POST",
          body,
          headers: { ...(type ? { "content-type": type } : {}), origin: ORIGIN, cookie: cookieFor(path) },
        });
        expect(response.status, `${type}`).toBeLessThan(500);
      }
    });
  });

  return { request };
}
