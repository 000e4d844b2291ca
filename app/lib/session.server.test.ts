import type { Operation } from "./contract/operation";
import type * as TransportModule from "./api/transport.server";
import type { CallInit } from "./api/transport.server";

/** A fake upstream that speaks the token contract: access tokens expire, refresh tokens rotate. */
const calls: { path: string; token?: string; body?: unknown }[] = [];
const upstreamState = { validAccess: new Set<string>(), validRefresh: new Set<string>(), issued: 0, setupFails: false };

let serial = 0;
/** Every token is unique, as the API's are (a jti), so no test sees another's refresh. */
function jwt(expiresInSeconds: number, id: string): string {
  const claims = { exp: Math.floor(Date.now() / 1000) + expiresInSeconds, jti: `${id}-${++serial}` };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

const PROFILE = {
  id: 1,
  email: "anna.nowak@example.pl",
  firstname: "Anna",
  lastname: "Nowak",
  phone: "600 700 800",
  city: "Warszawa",
  postal_code: "00-950",
  user_groups1: "Nauczyciel wychowania fizycznego",
  user_groups2: "Nauczyciel",
  user_agreements: [1],
  registered_events: [],
  is_staff: false,
};

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

vi.mock("./api/transport.server", async (importOriginal) => {
  const original = await importOriginal<typeof TransportModule>();
  const { UpstreamError } = await import("./api/errors.server");
  return {
    ...original,
    send: async (op: Operation, init: CallInit = {}) => {
      calls.push({ path: op.path, token: init.token, body: init.body });
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
      return answer({ ...PROFILE, token: init.token });
    },
  };
});

const { Session, SESSION_EXPIRED_MESSAGE, isExpired } = await import("./session.server");
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

  it("refreshes an expired access token before the call and stores the rotated pair", async () => {
    const refresh = jwt(86400, "r0");
    upstreamState.validRefresh.add(refresh);
    const session = await Session.fromRequest(await requestWithTokens(jwt(-60, "expired"), refresh));

    await session.profile();
    expect(calls.map((call) => call.path)).toEqual(["/pl/api/auth/token/refresh/", "/pl/api/account/"]);
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
  });

  it("never serialises its tokens", async () => {
    const session = await Session.fromRequest(await requestWithTokens(jwt(300, "a"), jwt(86400, "r")));
    expect(JSON.stringify({ session })).toBe('{"session":{}}');
  });
});

describe("isExpired", () => {
  it("reads the expiry with a small margin and treats garbage as expired", () => {
    expect(isExpired(jwt(300, "a"))).toBe(false);
    expect(isExpired(jwt(5, "a"))).toBe(true);
    expect(isExpired("not-a-jwt")).toBe(true);
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
