import { createCookie, redirect } from "@remix-run/node";
import { z } from "zod";

import { getProfile, type Profile } from "./api/account.server";
import { logOut, refreshTokens as refreshUpstream, type TokenPair } from "./api/auth.server";
import type { Caller, CallInit } from "./api/call.server";
import { UpstreamError } from "./api/errors.server";
import { getSetup } from "./api/setup.server";
import { newUpstreamScope, send } from "./api/transport.server";
import { appConfig } from "./config.server";
import { REFRESH_TOKEN_COOKIE, TOKEN_COOKIE } from "./contract/constants";
import type { Operation } from "./contract/operation";
import { DEFAULT_SETUP, type Setup } from "./contract/setup";
import type { FormValues } from "./form-failure";
import { submittedValues } from "./forms.server";
import { seal, unseal } from "./sealed.server";
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
export const FORM_KEPT_MESSAGE = "Sesja wygasła — zaloguj się, a zmiany wrócą do formularza";

/**
 * What a teacher typed into a form when the session had ended, kept through
 * the login (issue 10): sealed (encrypted, authenticated) in an httpOnly
 * cookie, bound to the form's path, short-lived, and taken once by the page
 * that shows it again. Only the fields that page restores are kept, never a
 * password or a file (`submittedValues`).
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
  path: z.string(),
  until: z.number(),
  values: z.record(z.union([z.string(), z.array(z.string())])),
});
type KeptForm = z.infer<typeof keptFormSchema>;

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
   * when the operation allows it). An expired access token or a 401 is
   * refreshed once and the call retried; a failed refresh ends the session
   * and sends the teacher to the login page with a toast.
   */
  async send(op: Operation, init: CallInit = {}): Promise<Response> {
    if (!this.tokens) {
      if (op.auth === "required" || op.auth === "staff") throw await this.loginRedirect();
      return send(op, init);
    }
    if (isExpired(this.tokens.token)) await this.refresh();
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
    if (!kept || kept.path !== this.path) return null;
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
    if (this.keptFormCleared) {
      headers.append("Set-Cookie", await keptFormCookie.serialize("", { secure, maxAge: 0 }));
    }
    if (!this.changed) return headers;
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

  private get secureCookies(): boolean {
    return appConfig.forceSecureCookies || isSecureRequest(this.request);
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

  private async logoutRedirect(): Promise<Response> {
    this.end();
    return this.sessionEndedRedirect(await this.commit());
  }

  private async sessionEndedRedirect(headers: Headers): Promise<Response> {
    const kept = await this.keepPostedForm();
    if (!kept) return redirectWithError(this.loginPath(), SESSION_EXPIRED_MESSAGE, { headers });
    headers.append("Set-Cookie", kept);
    return redirect(this.loginPath(), { headers });
  }

  /** The Set-Cookie header keeping what was posted here, or null when there is nothing (or too much) to keep. */
  private async keepPostedForm(): Promise<string | null> {
    if (this.restoresFields.length === 0 || !isFormPost(this.request) || this.request.bodyUsed) return null;
    const formData = await this.request.formData().catch(() => null);
    if (!formData) return null;
    const values = pickFields(submittedValues(formData), this.restoresFields);
    if (Object.keys(values).length === 0) return null;
    const kept: KeptForm = { path: this.path, until: Date.now() + KEPT_FORM_SECONDS * 1000, values };
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
  return Object.fromEntries(Object.entries(values).filter(([name]) => fields.includes(name)));
}

async function readKeptForm(request: Request): Promise<KeptForm | null> {
  const sealed: unknown = await keptFormCookie.parse(request.headers.get("Cookie"));
  if (typeof sealed !== "string" || sealed === "") return null;
  const kept = keptFormSchema.safeParse(unseal(sealed, appConfig.sessionSecrets, KEPT_FORM_PURPOSE));
  return kept.success && kept.data.until > Date.now() ? kept.data : null;
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
