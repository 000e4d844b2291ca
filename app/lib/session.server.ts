import { createCookie, redirect } from "@remix-run/node";

import { getProfile, type Profile } from "./api/account.server";
import { logOut, refreshTokens as refreshUpstream, type TokenPair } from "./api/auth.server";
import type { Caller, CallInit } from "./api/call.server";
import { UpstreamError } from "./api/errors.server";
import { getSetup } from "./api/setup.server";
import { send } from "./api/transport.server";
import { appConfig } from "./config.server";
import { REFRESH_TOKEN_COOKIE, TOKEN_COOKIE } from "./contract/constants";
import type { Operation } from "./contract/operation";
import { DEFAULT_SETUP, type Setup } from "./contract/setup";
import { isSecureRequest } from "./security-headers.server";
import { redirectWithError } from "./toast.server";

/**
 * The one module that owns the teacher's session (DESIGN §5). The access and
 * refresh tokens live only in httpOnly cookies named as SPEC §9 says; the
 * browser never sees them in HTML, loader data or document.cookie.
 */

const COOKIE_DEFAULTS = {
  path: "/",
  httpOnly: true,
  sameSite: "lax" as const,
  secrets: appConfig.sessionSecrets,
  maxAge: appConfig.refreshTokenTtl,
};
const tokenCookie = createCookie(TOKEN_COOKIE, COOKIE_DEFAULTS);
const refreshCookie = createCookie(REFRESH_TOKEN_COOKIE, COOKIE_DEFAULTS);

/** Refresh a little before expiry, so a call never leaves with a token about to die. */
const EXPIRY_MARGIN_SECONDS = 10;
export const SESSION_EXPIRED_MESSAGE = "Sesja wygasła. Zaloguj się ponownie.";

/** Loaders of one request share one Session: one refresh, one profile call. */
const sessionsByRequest = new WeakMap<Request, Promise<Session>>();

export class Session implements Caller {
  private changed = false;
  private profileCall?: Promise<Profile>;
  private setupCall?: Promise<Setup>;

  private constructor(
    private readonly request: Request,
    private tokens: TokenPair | null,
  ) {}

  static fromRequest(request: Request): Promise<Session> {
    let session = sessionsByRequest.get(request);
    if (!session) {
      session = Session.read(request);
      sessionsByRequest.set(request, session);
    }
    return session;
  }

  private static async read(request: Request): Promise<Session> {
    const cookieHeader = request.headers.get("Cookie");
    const token = await tokenCookie.parse(cookieHeader);
    const refresh = await refreshCookie.parse(cookieHeader);
    const valid = typeof token === "string" && typeof refresh === "string" && token !== "" && refresh !== "";
    return new Session(request, valid ? { token, refresh } : null);
  }

  /** Tokens never leave the server, not even by an accidental `json(session)`. */
  toJSON(): Record<string, never> {
    return {};
  }

  get isSignedIn(): boolean {
    return this.tokens !== null;
  }

  /** Stores a new token pair, e.g. right after logging in. */
  start(tokens: TokenPair): void {
    this.tokens = tokens;
    this.changed = true;
  }

  end(): void {
    this.tokens = null;
    this.changed = true;
  }

  /** Logout: the API forgets the refresh token (best effort), and the cookies go. */
  async logout(): Promise<void> {
    const refresh = this.tokens?.refresh;
    this.end();
    if (!refresh) return;
    await logOut(refresh).catch(() => {
      // An unreachable API must not keep a teacher logged in: the cookies are cleared regardless.
    });
  }

  /**
   * Sends a call as the signed-in teacher (a visitor's call without a token
   * when the operation allows it). An expired access token or a 401 is
   * refreshed once and the call retried; a failed refresh ends the session
   * and sends the teacher to the login page with a toast.
   */
  async send(op: Operation, init: CallInit = {}): Promise<Response> {
    if (!this.tokens) {
      if (op.auth === "required") throw await this.loginRedirect();
      return send(op, init);
    }
    if (isExpired(this.tokens.token)) await this.refresh();
    try {
      return await send(op, { ...init, token: this.tokens!.token });
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 401) throw error;
    }
    await this.refresh();
    try {
      return await send(op, { ...init, token: this.tokens!.token });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 401) throw await this.logoutRedirect();
      throw error;
    }
  }

  /** The signed-in teacher's profile, loaded once per request. */
  profile(): Promise<Profile> {
    this.profileCall ??= getProfile(this);
    return this.profileCall;
  }

  /** What the teacher may do now; the SPEC §4 defaults when the call fails. */
  setup(): Promise<Setup> {
    this.setupCall ??= getSetup(this).catch((error) => {
      if (error instanceof Response) throw error;
      return DEFAULT_SETUP;
    });
    return this.setupCall;
  }

  /** Set-Cookie headers for the response, when the tokens changed during this request. */
  async commit(headers: Headers = new Headers()): Promise<Headers> {
    if (!this.changed) return headers;
    const secure = appConfig.forceSecureCookies || isSecureRequest(this.request);
    if (this.tokens) {
      headers.append("Set-Cookie", await tokenCookie.serialize(this.tokens.token, { secure }));
      headers.append("Set-Cookie", await refreshCookie.serialize(this.tokens.refresh, { secure }));
    } else {
      headers.append("Set-Cookie", await tokenCookie.serialize("", { secure, maxAge: 0 }));
      headers.append("Set-Cookie", await refreshCookie.serialize("", { secure, maxAge: 0 }));
    }
    return headers;
  }

  /** The login page, with a way back here. */
  loginPath(): string {
    const url = new URL(this.request.url);
    return `/logowanie?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
  }

  private async refresh(): Promise<void> {
    try {
      this.tokens = await refreshTokens(this.tokens!.refresh);
      this.changed = true;
    } catch (error) {
      if (error instanceof UpstreamError && (error.status === 401 || error.status === 400)) {
        throw await this.logoutRedirect();
      }
      throw error;
    }
  }

  private async loginRedirect(): Promise<Response> {
    return redirect(this.loginPath());
  }

  private async logoutRedirect(): Promise<Response> {
    this.end();
    return redirectWithError(this.loginPath(), SESSION_EXPIRED_MESSAGE, { headers: await this.commit() });
  }
}

/**
 * Loaders of one page run side by side, and the API rotates refresh tokens:
 * without sharing, the second loader would present an already used refresh
 * token and log the teacher out. One refresh per token per process.
 */
const refreshesInFlight = new Map<string, Promise<TokenPair>>();
const REFRESH_SHARE_MS = 30_000;

function refreshTokens(refresh: string): Promise<TokenPair> {
  let pending = refreshesInFlight.get(refresh);
  if (!pending) {
    pending = refreshUpstream(refresh);
    refreshesInFlight.set(refresh, pending);
    setTimeout(() => refreshesInFlight.delete(refresh), REFRESH_SHARE_MS).unref?.();
    pending.catch(() => refreshesInFlight.delete(refresh));
  }
  return pending;
}

/** Reads the expiry of a JWT without trusting it: the API verifies it, this only avoids a wasted call. */
export function isExpired(jwt: string, nowSeconds = Date.now() / 1000): boolean {
  const payload = jwt.split(".")[1];
  if (!payload) return true;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp?: number };
    return typeof exp !== "number" || exp - EXPIRY_MARGIN_SECONDS <= nowSeconds;
  } catch {
    return true;
  }
}
