import { createCookie, redirect } from "@remix-run/node";
import { z } from "zod";

import { getProfile, type Profile } from "./api/profile.server";
import { logOut, refreshTokens as refreshUpstream, type TokenPair } from "./api/auth.server";
import type { Caller, CallInit } from "./api/call.server";
import { UpstreamError } from "./api/errors.server";
import { getSetup } from "./api/setup.server";
import { newUpstreamScope, send } from "./api/transport.server";
import { appConfig } from "./config.server";
import { REFRESH_TOKEN_COOKIE, TOKEN_COOKIE } from "./contract/constants";
import type { Operation } from "./contract/operation";
import { DEFAULT_SETUP, type Setup } from "./contract/setup";
import type { FormValues } from "./forms/form-failure";
import { submittedValues } from "./forms/forms.server";
import { seal, unseal } from "./sealed.server";
import { isSecureRequest } from "./http/security-headers.server";
import { redirectWithError } from "./toast.server";

/**
 * The one module that owns the teacher's session (DESIGN §5). The access and
 * refresh tokens live only in httpOnly cookies named as SPEC §9 says; the
 * browser never sees them in HTML, loader data or document.cookie.
 */

/** Without a Max-Age (a session not kept on the device), the browser forgets them when it closes. */
const COOKIE_DEFAULTS = {
  path: "/",
  httpOnly: true,
  sameSite: "lax" as const,
  secrets: appConfig.sessionSecrets,
};
const tokenCookie = createCookie(TOKEN_COOKIE, COOKIE_DEFAULTS);
const refreshCookie = createCookie(REFRESH_TOKEN_COOKIE, COOKIE_DEFAULTS);

export const SESSION_EXPIRED_MESSAGE = "Sesja wygasła. Zaloguj się ponownie.";
export const FORM_KEPT_MESSAGE = "Sesja wygasła — zaloguj się, a zmiany wrócą do formularza";

/**
 * A form posted after the session ended, kept through the login: sealed, bound
 * to its path and user, taken once; never a password, a file, a PESEL or a
 * bank account. Why: docs/decisions/005-kept-forms.md
 */
const KEPT_FORM_SECONDS = 15 * 60;
const KEPT_FORM_PURPOSE = "kept-form";
/** Browsers keep a cookie of up to 4096 bytes; a form too long to fit is not kept, and the login page does not promise it. */
const KEPT_FORM_MAX_COOKIE = 4000;
const keptFormCookie = createCookie("kept_form", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: KEPT_FORM_SECONDS,
});
const keptFormSchema = z.object({
  userId: z.number(),
  path: z.string(),
  until: z.number(),
  values: z.record(z.union([z.string(), z.array(z.string())])),
});
type KeptForm = z.infer<typeof keptFormSchema>;
/** Typed again after a login, never kept: on a shared computer they would wait in the browser for anyone. */
export const NEVER_KEPT = /pesel|bank/i;

export interface SessionOptions {
  /**
   * The fields this screen's form shows again after a login when the session
   * ended while it was open (see `takeKeptForm`); unset, a post without a
   * session keeps nothing.
   */
  restoresFields?: readonly string[];
}

/**
 * The loaders and action of one request share one Session: one refresh, one
 * profile call. Remix hands each of them a Request of its own, all carrying
 * the incoming request's abort signal (Remix's fetch globals, which the web
 * server installs, keep the signal itself), so the signal is the key.
 */
const sessionsByRequest = new WeakMap<AbortSignal | Request, Promise<Session>>();

export class Session implements Caller {
  private changed = false;
  private restoresFields: readonly string[] = [];
  /** The kept form cookie is cleared by this response: taken by its page, or the teacher logged out. */
  private keptFormCleared = false;
  private profileCall?: Promise<Profile>;
  private setupCall?: Promise<Setup>;
  /** What the in-process API verified of this request's token, for its next reads (see UpstreamScope). */
  private scope = newUpstreamScope();

  /** When this request reached the app: it may share only a refresh that had not settled by then. */
  private readonly arrivedAt = performance.now();

  private constructor(
    private readonly request: Request,
    private tokens: TokenPair | null,
  ) {}

  static fromRequest(request: Request): Promise<Session> {
    const key = request.signal ?? request;
    let session = sessionsByRequest.get(key);
    if (!session) {
      session = Session.read(request);
      sessionsByRequest.set(key, session);
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

  /** What this request's screen does with a form posted after the session ended (see SessionOptions). */
  configure(options: SessionOptions): this {
    if (options.restoresFields) this.restoresFields = options.restoresFields;
    return this;
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
    // Nothing a teacher typed outlives their logout on a shared computer.
    this.keptFormCleared = (await keptFormCookie.parse(this.request.headers.get("Cookie"))) !== null;
    if (!refresh) return;
    await logOut(refresh).catch(() => {
      // An unreachable API must not keep a teacher logged in: the cookies are cleared regardless.
    });
  }

  /**
   * Sends a call as the signed-in teacher (a visitor's call without a token
   * when the operation allows it). A 401 (the access token expired or was
   * revoked, as the API judges by its own clock) is refreshed once and the
   * call retried; a failed refresh ends the session and sends the teacher to
   * the login page with a toast.
   */
  async send(op: Operation, init: CallInit = {}): Promise<Response> {
    if (!this.tokens) {
      if (op.auth === "required" || op.auth === "staff") throw await this.loginRedirect();
      return send(op, init);
    }
    // A read shares what the API verified for this request; a write is checked afresh, and what the
    // reads after it learn (the profile, the setup) is read again.
    const reading = op.method === "GET";
    if (!reading) this.forgetReads();
    const scope = () => (reading ? this.scope : undefined);
    try {
      return await send(op, { ...init, token: this.tokens!.token, scope: scope() });
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 401) throw error;
    }
    await this.refresh();
    try {
      return await send(op, { ...init, token: this.tokens!.token, scope: scope() });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 401) throw await this.logoutRedirect();
      throw error;
    }
  }

  private forgetReads(): void {
    this.scope = newUpstreamScope();
    this.profileCall = undefined;
    this.setupCall = undefined;
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

  /**
   * What the teacher typed into this screen's form when the session ended, if
   * it was kept for this very path and is still fresh; the response that
   * commits this session forgets it, so it comes back once.
   */
  async takeKeptForm(): Promise<FormValues | null> {
    const kept = await readKeptForm(this.request);
    if (!kept || kept.path !== this.path || kept.userId !== this.userId) return null;
    this.keptFormCleared = true;
    return kept.values;
  }

  /** Whether a form typed at `path` waits for the teacher to log in (the login page says so). */
  async hasKeptFormFor(path: string): Promise<boolean> {
    return (await readKeptForm(this.request))?.path === path;
  }

  /** Set-Cookie headers for the response: the tokens when they changed, and a kept form taken or forgotten. */
  async commit(headers: Headers = new Headers()): Promise<Headers> {
    const secure = this.secureCookies;
    if (this.changed && this.tokens && !this.keptFormCleared) {
      // Someone else logged in on this browser: what the last person typed is not theirs.
      const kept = await readKeptForm(this.request);
      this.keptFormCleared = kept !== null && kept.userId !== this.userId;
    }
    if (this.keptFormCleared) {
      headers.append("Set-Cookie", await keptFormCookie.serialize("", { secure, maxAge: 0 }));
    }
    if (!this.changed) return headers;
    if (this.tokens) {
      const maxAge = this.idleTimeoutSeconds === null ? appConfig.refreshTokenTtl : undefined;
      headers.append("Set-Cookie", await tokenCookie.serialize(this.tokens.token, { secure, maxAge }));
      headers.append("Set-Cookie", await refreshCookie.serialize(this.tokens.refresh, { secure, maxAge }));
    } else {
      headers.append("Set-Cookie", await tokenCookie.serialize("", { secure, maxAge: 0 }));
      headers.append("Set-Cookie", await refreshCookie.serialize("", { secure, maxAge: 0 }));
    }
    return headers;
  }

  /** The login page, with a way back here. */
  loginPath(): string {
    return `/logowanie?redirectTo=${encodeURIComponent(this.path)}`;
  }

  /**
   * To the login page, there being no session. A form posted without one was
   * open when the session ended: the login page says so, and what was typed
   * is kept for after the login when this screen restores it.
   */
  async loginRedirect(): Promise<Response> {
    if (!isFormPost(this.request)) return redirect(this.loginPath());
    return this.sessionEndedRedirect(new Headers());
  }

  /** This screen's path and query: where the login leads back to, and what a kept form is bound to. */
  private get path(): string {
    const url = new URL(this.request.url);
    return url.pathname + url.search;
  }

  /**
   * Seconds without activity after which the session ends, for a session not
   * kept on this device ("Nie wylogowuj mnie…" unticked); null otherwise.
   */
  get idleTimeoutSeconds(): number | null {
    const idle = this.tokens ? claimsOf(this.tokens.token).idle : undefined;
    return typeof idle === "number" ? idle : null;
  }

  /** The user the session's tokens name (unverified: the API checks them on every call). */
  private get userId(): number | null {
    return this.tokens ? userIdOf(this.tokens.token) : null;
  }

  private get secureCookies(): boolean {
    return appConfig.forceSecureCookies || isSecureRequest(this.request);
  }

  private async refresh(): Promise<void> {
    try {
      this.tokens = await refreshTokens(this.tokens!.refresh, this.arrivedAt);
      this.changed = true;
    } catch (error) {
      if (error instanceof UpstreamError && (error.status === 401 || error.status === 400)) {
        throw await this.logoutRedirect();
      }
      throw error;
    }
  }

  private async logoutRedirect(): Promise<Response> {
    const userId = this.userId;
    this.end();
    return this.sessionEndedRedirect(await this.commit(), userId);
  }

  private async sessionEndedRedirect(headers: Headers, userId = this.userId): Promise<Response> {
    const kept = userId === null ? null : await this.keepPostedForm(userId);
    if (!kept) return redirectWithError(this.loginPath(), SESSION_EXPIRED_MESSAGE, { headers });
    headers.append("Set-Cookie", kept);
    return redirect(this.loginPath(), { headers });
  }

  /** The Set-Cookie header keeping what was posted here, or null when there is nothing (or too much) to keep. */
  private async keepPostedForm(userId: number): Promise<string | null> {
    if (this.restoresFields.length === 0 || !isFormPost(this.request) || this.request.bodyUsed) return null;
    const formData = await this.request.formData().catch(() => null);
    if (!formData) return null;
    const values = pickFields(submittedValues(formData), this.restoresFields);
    if (Object.keys(values).length === 0) return null;
    const kept: KeptForm = { userId, path: this.path, until: Date.now() + KEPT_FORM_SECONDS * 1000, values };
    const cookie = await keptFormCookie.serialize(seal(kept, appConfig.sessionSecrets, KEPT_FORM_PURPOSE), {
      secure: this.secureCookies,
    });
    return cookie.length <= KEPT_FORM_MAX_COOKIE ? cookie : null;
  }
}

/** A form's post (urlencoded or multipart), as opposed to a page or data request. */
function isFormPost(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const type = request.headers.get("Content-Type") ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

function pickFields(values: FormValues, fields: readonly string[]): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => fields.includes(name) && !NEVER_KEPT.test(name)));
}

async function readKeptForm(request: Request): Promise<KeptForm | null> {
  const sealed: unknown = await keptFormCookie.parse(request.headers.get("Cookie"));
  if (typeof sealed !== "string" || sealed === "") return null;
  const kept = keptFormSchema.safeParse(unseal(sealed, appConfig.sessionSecrets, KEPT_FORM_PURPOSE));
  return kept.success && kept.data.until > Date.now() ? kept.data : null;
}

/**
 * Loaders of one page, and the data requests of one navigation, run side by
 * side with the same refresh token, and the API rotates refresh tokens: a
 * second refresh would look like a stolen token and end the session. So a
 * refresh is shared with the requests that arrived while it was under way;
 * a request that arrives after it settled shows a spent token, which the API
 * must see (reuse detection ends the session).
 */
interface SharedRefresh {
  tokens: Promise<TokenPair>;
  settledAt?: number;
}
const refreshes = new Map<string, SharedRefresh>();
/** A request lives no longer than this (the web server's request timeout is shorter). */
const REQUEST_LIFETIME_MS = 60_000;

function refreshTokens(refresh: string, arrivedAt: number): Promise<TokenPair> {
  const shared = refreshes.get(refresh);
  if (shared && (shared.settledAt === undefined || arrivedAt < shared.settledAt)) return shared.tokens;
  const entry: SharedRefresh = { tokens: refreshUpstream(refresh) };
  refreshes.set(refresh, entry);
  entry.tokens.then(
    () => {
      entry.settledAt = performance.now();
      setTimeout(() => refreshes.get(refresh) === entry && refreshes.delete(refresh), REQUEST_LIFETIME_MS).unref?.();
    },
    () => refreshes.get(refresh) === entry && refreshes.delete(refresh),
  );
  return entry.tokens;
}

/** A JWT's claims read without trusting them (the API verifies the token on every call). */
function claimsOf(jwt: string): { user_id?: unknown; idle?: unknown } {
  try {
    const claims: unknown = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof claims === "object" && claims !== null ? claims : {};
  } catch {
    return {};
  }
}

function userIdOf(jwt: string): number | null {
  const { user_id: userId } = claimsOf(jwt);
  return typeof userId === "number" ? userId : null;
}
