import { ACCOUNT_ANSWER } from "../../tests/support/api-answers";
import type * as TransportModule from "./api/transport.server";
import type { CallInit } from "./api/transport.server";
import type { Operation } from "./contract/operation";
import { setupOperations } from "./contract/setup";
import { UNAVAILABLE_SETUP } from "./setup-requirements";

/** A fake upstream that speaks the token contract: access tokens expire, refresh tokens rotate. */
const calls: { path: string; token?: string; body?: unknown }[] = [];
/** The upstream scope each call was sent with (what the in-process API may share between a page's reads). */
const scopes: (CallInit["scope"] | undefined)[] = [];
const upstreamState = { validAccess: new Set<string>(), validRefresh: new Set<string>(), issued: 0, setupFails: false };

let serial = 0;
/** Every token is unique, as the API's are (a jti), so no test sees another's refresh. */
function jwt(expiresInSeconds: number, id: string, userId = 1): string {
  const claims = { exp: Math.floor(Date.now() / 1000) + expiresInSeconds, jti: `${id}-${++serial}`, user_id: userId };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

vi.mock("./api/transport.server", async (importOriginal) => {
  const original = await importOriginal<typeof TransportModule>();
  const { UpstreamError } = await import("./api/errors.server");
  return {
    ...original,
    send: async (op: Operation, init: CallInit = {}) => {
      calls.push({ path: op.path, token: init.token, body: init.body });
      scopes.push(init.scope);
      if (op.path === "/pl/api/auth/token/refresh/") {
        const { refresh } = init.body as { refresh: string };
        if (!upstreamState.validRefresh.delete(refresh))
          throw new UpstreamError(401, "Token jest nieprawidłowy lub wygasł.");
        const n = ++upstreamState.issued;
        const access = jwt(300, `a${n}`);
        const rotated = jwt(86400, `r${n}`);
        upstreamState.validAccess.add(access);
        upstreamState.validRefresh.add(rotated);
        return answer({ access, refresh: rotated });
      }
      if (op.path === "/pl/api/auth/logout/") return answer({ status: "OK" });
      if (!init.token || !upstreamState.validAccess.has(init.token)) {
        throw new UpstreamError(401, "Token jest nieprawidłowy lub wygasł.");
      }
      if (op.path === "/pl/api/awf/setup/" && upstreamState.setupFails) throw new UpstreamError(500, "Błąd");
      return answer({ ...ACCOUNT_ANSWER, token: init.token });
    },
  };
});

const { Session, SESSION_EXPIRED_MESSAGE, FORM_KEPT_MESSAGE } = await import("./session.server");
const { createCookie } = await import("@remix-run/node");

const SECRETS = ["dev-session-secret-do-not-use-in-production"];
async function requestWithTokens(token: string, refresh: string, path = "/konto") {
  const cookie = [
    await createCookie("token", { secrets: SECRETS }).serialize(token),
    await createCookie("refresh_token", { secrets: SECRETS }).serialize(refresh),
  ]
    .map((c) => c.split(";")[0])
    .join("; ");
  return new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } });
}

function setCookies(headers: Headers): string[] {
  return headers.getSetCookie();
}

beforeEach(() => {
  calls.length = 0;
  scopes.length = 0;
  upstreamState.validAccess.clear();
  upstreamState.validRefresh.clear();
});

describe("Session", () => {
  it("reads the signed token cookies and calls the upstream as the teacher", async () => {
    const access = jwt(300, "a");
    upstreamState.validAccess.add(access);
    const session = await Session.fromRequest(await requestWithTokens(access, jwt(86400, "r")));
    expect(session.isSignedIn).toBe(true);
    expect(await session.profile()).toMatchObject({ firstname: "Anna", lastname: "Nowak" });
    expect(calls).toEqual([{ path: "/pl/api/account/", token: access, body: undefined }]);
    expect(setCookies(await session.commit())).toEqual([]);
  });

  it("ignores unsigned or tampered cookies", async () => {
    const request = new Request("http://localhost:3000/konto", { headers: { Cookie: "token=abc; refresh_token=def" } });
    expect((await Session.fromRequest(request)).isSignedIn).toBe(false);
  });

  it("refreshes an access token the API refuses as expired, retries, and stores the rotated pair", async () => {
    const refresh = jwt(86400, "r0");
    upstreamState.validRefresh.add(refresh);
    const session = await Session.fromRequest(await requestWithTokens(jwt(-60, "expired"), refresh));

    await session.profile();
    expect(calls.map((call) => call.path)).toEqual([
      "/pl/api/account/",
      "/pl/api/auth/token/refresh/",
      "/pl/api/account/",
    ]);
    const cookies = setCookies(await session.commit());
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^token=.+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookies[1]).toMatch(/^refresh_token=.+HttpOnly; SameSite=Lax$/);
  });

  it("refreshes once and retries once when the upstream answers 401", async () => {
    const refresh = jwt(86400, "r0");
    upstreamState.validRefresh.add(refresh);
    const revoked = jwt(300, "revoked");
    const session = await Session.fromRequest(await requestWithTokens(revoked, refresh));

    await session.profile();
    expect(calls.map((call) => [call.path, call.token === revoked])).toEqual([
      ["/pl/api/account/", true],
      ["/pl/api/auth/token/refresh/", false],
      ["/pl/api/account/", false],
    ]);
  });

  it("shares one refresh between the loaders of one request", async () => {
    const refresh = jwt(86400, "r0");
    upstreamState.validRefresh.add(refresh);
    const request = await requestWithTokens(jwt(-60, "expired"), refresh);
    const [first, second] = await Promise.all([Session.fromRequest(request), Session.fromRequest(request)]);
    await Promise.all([first.profile(), second.setup()]);
    expect(calls.filter((call) => call.path === "/pl/api/auth/token/refresh/")).toHaveLength(1);
  });

  it("shares a refresh with the requests that arrived while it ran, as a navigation's data requests do", async () => {
    const refresh = jwt(86400, "r0");
    upstreamState.validRefresh.add(refresh);
    const expired = jwt(-60, "expired");
    const [first, second] = await Promise.all([
      Session.fromRequest(await requestWithTokens(expired, refresh)),
      Session.fromRequest(await requestWithTokens(expired, refresh)),
    ]);
    const firstDone = first.profile();
    await firstDone;
    // The second arrived before the refresh settled: it is not a replay, whenever it asks.
    await second.profile();
    expect(calls.filter((call) => call.path === "/pl/api/auth/token/refresh/")).toHaveLength(1);
    const [firstCookies, secondCookies] = [setCookies(await first.commit()), setCookies(await second.commit())];
    expect(secondCookies).toEqual(firstCookies);
  });

  it("sends a spent refresh token that arrives after its refresh settled to the API, which ends the session", async () => {
    const refresh = jwt(86400, "r0");
    upstreamState.validRefresh.add(refresh);
    const expired = jwt(-60, "expired");
    const victim = await Session.fromRequest(await requestWithTokens(expired, refresh));
    await victim.profile();
    const victimCookies = setCookies(await victim.commit());

    const replay = await Session.fromRequest(await requestWithTokens(expired, refresh));
    const thrown = (await replay.profile().catch((error: unknown) => error)) as Response;
    expect(calls.filter((call) => call.path === "/pl/api/auth/token/refresh/")).toHaveLength(2);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.headers.get("location")).toMatch(/^\/logowanie/);
    const replayCookies = setCookies(thrown.headers);
    expect(replayCookies.filter((cookie) => /^(token|refresh_token)=/.test(cookie))).toEqual([
      expect.stringMatching(/^token=; Max-Age=0/),
      expect.stringMatching(/^refresh_token=; Max-Age=0/),
    ]);
    // Nothing of the victim's new pair reaches the replay.
    for (const cookie of victimCookies) expect(replayCookies.join("\n")).not.toContain(cookie.split(";")[0]);
  });

  it("is one for the loaders and action of one request, each given its own Request by Remix", async () => {
    const access = jwt(300, "a");
    upstreamState.validAccess.add(access);
    const request = await requestWithTokens(access, jwt(86400, "r"));
    // What Remix's server runtime hands each loader: a new Request with the incoming one's headers and its very
    // signal (Remix's fetch globals, which the web server installs, keep it; Node's own would wrap it).
    const forLoader = () =>
      Object.defineProperty(new Request(request.url, { headers: request.headers }), "signal", {
        value: request.signal,
      });
    const [root, screen] = await Promise.all([Session.fromRequest(forLoader()), Session.fromRequest(forLoader())]);
    expect(root).toBe(screen);
    await Promise.all([root.profile(), screen.profile()]);
    expect(calls.map((call) => call.path)).toEqual(["/pl/api/account/"]);
    // Another request (another signal) has a session of its own.
    expect(await Session.fromRequest(await requestWithTokens(access, jwt(86400, "r")))).not.toBe(root);
  });

  it("lets a page's reads share one upstream scope; a write gets none, and the reads after it a new one", async () => {
    const access = jwt(300, "a");
    upstreamState.validAccess.add(access);
    const session = await Session.fromRequest(await requestWithTokens(access, jwt(86400, "r")));
    await Promise.all([session.profile(), session.setup()]);
    await session.send({ ...setupOperations.show, method: "PUT" } as Operation, { body: {} });
    await session.profile();
    const [profile, setup, write, profileAgain] = scopes;
    expect(profile).toBeDefined();
    expect(setup).toBe(profile);
    expect(write).toBeUndefined();
    expect(profileAgain).toBeDefined();
    expect(profileAgain).not.toBe(profile);
    // The profile is asked again after the write: it may have changed it.
    expect(calls.map((call) => call.path)).toEqual([
      "/pl/api/account/",
      "/pl/api/awf/setup/",
      "/pl/api/awf/setup/",
      "/pl/api/account/",
    ]);
  });

  it("ends the session when the refresh fails: cookies cleared, login page with a toast", async () => {
    const session = await Session.fromRequest(
      await requestWithTokens(jwt(-60, "expired"), jwt(86400, "unknown"), "/konto/harmonogram/1"),
    );
    const thrown = await session.profile().catch((error: unknown) => error);

    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/logowanie?redirectTo=%2Fkonto%2Fharmonogram%2F1");
    const cookies = setCookies(response.headers);
    expect(cookies.find((c) => c.startsWith("token="))).toMatch(/Max-Age=0/);
    expect(cookies.find((c) => c.startsWith("refresh_token="))).toMatch(/Max-Age=0/);
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);
    expect(SESSION_EXPIRED_MESSAGE).toBe("Sesja wygasła. Zaloguj się ponownie.");
  });

  it("falls back to the default setup when the setup call fails for another reason", async () => {
    const access = jwt(300, "a");
    upstreamState.validAccess.add(access);
    const session = await Session.fromRequest(await requestWithTokens(access, jwt(86400, "r")));
    upstreamState.setupFails = true;
    const setup = await session.setup().finally(() => {
      upstreamState.setupFails = false;
    });
    expect(setup.scheduleMaxDate).toBe("2030-12-31");
    expect(setup.schedulePreviewAvailable).toBe(false);
    // Told apart from a real "not yet": the guards say the API could not tell.
    expect(setup).toBe(UNAVAILABLE_SETUP);
  });

  it("never serialises its tokens", async () => {
    const session = await Session.fromRequest(await requestWithTokens(jwt(300, "a"), jwt(86400, "r")));
    expect(JSON.stringify({ session })).toBe('{"session":{}}');
  });
});

describe("logout", () => {
  it("revokes the refresh token upstream and clears both cookies", async () => {
    const access = jwt(300, "a");
    const refresh = jwt(86400, "r");
    upstreamState.validAccess.add(access);
    const session = await Session.fromRequest(await requestWithTokens(access, refresh));
    await session.logout();
    expect(calls).toContainEqual({ path: "/pl/api/auth/logout/", token: undefined, body: { refresh } });
    const cookies = (await session.commit()).getSetCookie();
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["token", "refresh_token"]);
    expect(cookies.every((cookie) => cookie.includes("Max-Age=0"))).toBe(true);
    expect(session.isSignedIn).toBe(false);
  });
});

describe("a form posted after the session ended (kept through the login)", () => {
  const PATH = "/konto/edycja-profilu";
  const PROFILE_FIELDS = ["firstname", "lastname", "phone", "city", "user_agreements"];
  const ORIGIN = "http://localhost:3000";

  function formPost(fields: [string, string | File][], { path = PATH, cookie = "", multipart = false } = {}) {
    const body = multipart ? new FormData() : new URLSearchParams();
    for (const [name, value] of fields) (body as FormData).append(name, value);
    return new Request(`${ORIGIN}${path}`, { method: "POST", headers: { Cookie: cookie }, body });
  }

  const get = (cookie: string, path = PATH) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });

  /** The Cookie header a browser sends after these Set-Cookie headers: cleared ones (Max-Age=0) are gone. */
  function browserCookies(setCookieHeaders: string[], before = ""): string {
    const jar = new Map(
      before ? before.split("; ").map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]) : [],
    );
    for (const header of setCookieHeaders) {
      const [pair] = header.split(";");
      const [name, value] = pair.split(/=(.*)/s);
      if (/Max-Age=0/.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
    return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** The Cookie header of a browser signed in as `userId` (the tokens are valid upstream). */
  async function signedIn(userId: number, extra = ""): Promise<string> {
    const access = jwt(300, `a-user${userId}`, userId);
    upstreamState.validAccess.add(access);
    const tokens = (await requestWithTokens(access, jwt(86400, `r-user${userId}`, userId))).headers.get("Cookie")!;
    return [tokens, extra].filter(Boolean).join("; ");
  }

  /**
   * What the screen's action does when the session of `userId` has ended: the
   * access token expired and the refresh is refused, so the guard ends it.
   */
  async function postAfterSessionEnded(
    fields: [string, string | File][],
    { userId = 1, restoresFields = PROFILE_FIELDS as readonly string[], multipart = false, cookie = "" } = {},
  ): Promise<Response> {
    const tokens = (await requestWithTokens(jwt(-60, "expired", userId), jwt(86400, "spent", userId))).headers.get(
      "Cookie",
    )!;
    const request = formPost(fields, { cookie: [tokens, cookie].filter(Boolean).join("; "), multipart });
    const session = (await Session.fromRequest(request)).configure({ restoresFields });
    return (await session.profile().catch((error: unknown) => error)) as Response;
  }

  /** Posted with no session cookie at all: nobody to keep it for. */
  async function postWithoutSession(request: Request, restoresFields?: readonly string[]): Promise<Response> {
    const session = (await Session.fromRequest(request)).configure({ restoresFields });
    return session.loginRedirect();
  }

  const kept = (response: Response) =>
    browserCookies(setCookies(response.headers).filter((c) => /^kept_form=/.test(c)));

  const TYPED: [string, string][] = [
    ["subaction", "profil"],
    ["firstname", "Katarzyna"],
    ["lastname", "Wrona-Nowicka"],
    ["phone", "+48 600 700 800"],
    ["city", "Gdańsk"],
  ];

  it("sends the teacher to the login page, keeping the screen's fields sealed in a short-lived httpOnly cookie", async () => {
    const response = await postAfterSessionEnded(TYPED);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/logowanie?redirectTo=%2Fkonto%2Fedycja-profilu");
    const cookies = setCookies(response.headers);
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["token", "refresh_token", "kept_form"]);
    expect(cookies[2]).toMatch(/^kept_form=[^;]+; Max-Age=900; Path=\/; HttpOnly; SameSite=Lax$/);
    const value = decodeURIComponent(cookies[2].split(";")[0].slice("kept_form=".length));
    expect(Buffer.from(value, "base64").toString("latin1")).not.toMatch(/Wrona|Gdańsk|Gda|600/);

    const login = await Session.fromRequest(get(browserCookies(cookies), "/logowanie"));
    expect(await login.hasKeptFormFor(PATH)).toBe(true);
    expect(await login.hasKeptFormFor("/konto/harmonogram/1")).toBe(false);
  });

  it("gives the values back once, to the same user on the same path only, never a password, a file, a PESEL, a bank account or another field", async () => {
    const posted: [string, string | File][] = [
      ...TYPED,
      ["user_agreements", "on"],
      ["password", "Tajne#Haslo1"],
      ["old_password", "Stare#Haslo1"],
      ["nowe_hasło", "Nowe#Haslo1"],
      ["firstname_file", new File(["%PDF"], "skan.pdf")],
      ["user_pesel", "44051401458"],
      ["user_bank_account", "61 1090 1014 0000 0712 1981 2874"],
      ["user_groups9", "pole spoza formularza"],
    ];
    const restoresFields = [
      ...PROFILE_FIELDS,
      "password",
      "old_password",
      "nowe_hasło",
      "firstname_file",
      "user_pesel",
      "user_bank_account",
    ];
    const jar = kept(await postAfterSessionEnded(posted, { multipart: true, restoresFields }));

    // Another screen (or the same path with another query) leaves it alone.
    for (const elsewhere of ["/konto", `${PATH}?krok=2`]) {
      const other = await Session.fromRequest(get(await signedIn(1, jar), elsewhere));
      expect(await other.takeKeptForm()).toBeNull();
      expect(setCookies(await other.commit())).toEqual([]);
    }

    const screen = await Session.fromRequest(get(await signedIn(1, jar)));
    expect(await screen.takeKeptForm()).toEqual({
      firstname: "Katarzyna",
      lastname: "Wrona-Nowicka",
      phone: "+48 600 700 800",
      city: "Gdańsk",
      user_agreements: "on",
    });
    const answered = setCookies(await screen.commit());
    expect(answered).toEqual([expect.stringMatching(/^kept_form=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/)]);

    const again = await Session.fromRequest(get(await signedIn(1, browserCookies(answered, jar))));
    expect(await again.takeKeptForm()).toBeNull();
  });

  it("never reaches another user: not on their screen, and a login of anyone else forgets it", async () => {
    const jar = kept(await postAfterSessionEnded(TYPED, { userId: 1 }));
    // Another teacher signed in on the same browser opens the same screen: nothing of the first comes back.
    const other = await Session.fromRequest(get(await signedIn(2, jar)));
    expect(await other.takeKeptForm()).toBeNull();

    // Another teacher logs in: the kept form goes with that login's answer.
    const login = await Session.fromRequest(get(jar, "/logowanie"));
    login.start({ token: jwt(300, "a-other", 2), refresh: jwt(86400, "r-other", 2) });
    const afterLogin = setCookies(await login.commit());
    expect(afterLogin.find((cookie) => cookie.startsWith("kept_form="))).toMatch(/^kept_form=; Max-Age=0/);

    // The same teacher logging in again keeps it for their screen.
    const sameLogin = await Session.fromRequest(get(jar, "/logowanie"));
    sameLogin.start({ token: jwt(300, "a-same", 1), refresh: jwt(86400, "r-same", 1) });
    expect(setCookies(await sameLogin.commit()).some((cookie) => cookie.startsWith("kept_form="))).toBe(false);
    expect(await (await Session.fromRequest(get(await signedIn(1, jar)))).takeKeptForm()).toMatchObject({
      lastname: "Wrona-Nowicka",
    });
  });

  it("is forgotten after 15 minutes", async () => {
    const jar = kept(await postAfterSessionEnded(TYPED));
    const cookie = await signedIn(1, jar);
    vi.useFakeTimers({ now: Date.now() + 15 * 60 * 1000 + 1 });
    try {
      expect(await (await Session.fromRequest(get(cookie))).takeKeptForm()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens only as sealed by this app: an altered or forged cookie gives nothing back", async () => {
    const jar = kept(await postAfterSessionEnded(TYPED));
    const sealed = (await createCookie("kept_form").parse(jar)) as string;
    // The untouched text opens (so what fails below fails for the change alone).
    const intact = (await createCookie("kept_form").serialize(sealed)).split(";")[0];
    expect(await (await Session.fromRequest(get(await signedIn(1, intact)))).takeKeptForm()).toMatchObject({
      lastname: "Wrona-Nowicka",
    });
    const altered = sealed.replace(/.(?=.{8}$)/, (char) => (char === "A" ? "B" : "A"));
    const forged = { userId: 1, path: PATH, until: Date.now() + 60_000, values: { lastname: "Podrzucone" } };
    for (const value of [altered, forged, JSON.stringify(forged)]) {
      const cookie = (await createCookie("kept_form").serialize(value)).split(";")[0];
      expect(await (await Session.fromRequest(get(await signedIn(1, cookie)))).takeKeptForm()).toBeNull();
    }
  });

  it("says only that the session ended when nothing the screen restores was posted, and keeps nothing", async () => {
    const passwordsOnly: [string, string][] = [
      ["subaction", "haslo"],
      ["old_password", "Stare#Haslo1"],
      ["new_password1", "Nowe#Haslo1"],
    ];
    for (const response of [
      await postAfterSessionEnded(passwordsOnly),
      await postAfterSessionEnded(TYPED, { restoresFields: [] }),
    ]) {
      expect(response.headers.get("location")).toBe("/logowanie?redirectTo=%2Fkonto%2Fedycja-profilu");
      const names = setCookies(response.headers).map((cookie) => cookie.split("=")[0]);
      expect(names).toEqual(["token", "refresh_token", "toast"]);
    }
  });

  it("keeps nothing for nobody: a form posted with no session cookie at all", async () => {
    const response = await postWithoutSession(formPost(TYPED), PROFILE_FIELDS);
    expect(response.headers.get("location")).toBe("/logowanie?redirectTo=%2Fkonto%2Fedycja-profilu");
    expect(setCookies(response.headers).map((cookie) => cookie.split("=")[0])).toEqual(["toast"]);
  });

  it("keeps nothing too long for a cookie, and says only that the session ended", async () => {
    const random = () => Math.random().toString(36).slice(2);
    const long = Array.from({ length: 400 }, random).join(" ");
    const response = await postAfterSessionEnded([["city", long]]);
    expect(setCookies(response.headers).map((cookie) => cookie.split("=")[0])).toEqual([
      "token",
      "refresh_token",
      "toast",
    ]);
  });

  it("is not about page visits: an anonymous visitor is simply sent to log in", async () => {
    const response = await postWithoutSession(get(""), PROFILE_FIELDS);
    expect(response.headers.get("location")).toBe("/logowanie?redirectTo=%2Fkonto%2Fedycja-profilu");
    expect(setCookies(response.headers)).toEqual([]);
  });

  it("is forgotten when the teacher logs out", async () => {
    const jar = kept(await postAfterSessionEnded(TYPED));
    const session = await Session.fromRequest(get(await signedIn(1, jar), "/wyloguj"));
    await session.logout();
    const cookies = setCookies(await session.commit());
    expect(cookies.find((cookie) => cookie.startsWith("kept_form="))).toMatch(/Max-Age=0/);
  });

  it("has the message the login page shows", () => {
    expect(FORM_KEPT_MESSAGE).toBe("Sesja wygasła — zaloguj się, a zmiany wrócą do formularza");
  });
});
