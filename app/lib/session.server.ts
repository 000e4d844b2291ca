import { createCookie, redirect } from "@remix-run/node";
import { z } from "zod";

import { logOut, refreshTokens as refreshUpstream, type TokenPair } from "./api/auth.server";
import type { Caller, CallInit } from "./api/call.server";
import { UpstreamError } from "./api/errors.server";
import { getProfile, type Profile } from "./api/profile.server";
import { getSetup } from "./api/setup.server";
import { newUpstreamScope, send } from "./api/transport.server";
import { appConfig } from "./config.server";
import { REFRESH_TOKEN_COOKIE, TOKEN_COOKIE } from "./contract/constants";
import type { Operation } from "./contract/operation";
import type { Setup } from "./contract/setup";
import type { FormValues } from "./forms/form-failure";
import { submittedValues } from "./forms/forms.server";
import { isSecureRequest } from "./http/security-headers.server";
import { seal, unseal } from "./sealed.server";
import { UNAVAILABLE_SETUP } from "./setup-requirements";
import { redirectWithError } from "./toast.server";

/** The one owner of the session (DESIGN §5): tokens live only in httpOnly cookies named as SPEC §9 says. */

const COOKIE_DEFAULTS = {
  path: "/",
  httpOnly: true,
  sameSite: "lax" as const,
  secrets: appConfig.sessionSecrets,
};
const tokenCookie = createCookie(TOKEN_COOKIE, COOKIE_DEFAULTS);
const refreshCookie = createCookie(REFRESH_TOKEN_COOKIE, COOKIE_DEFAULTS);

/**
 * Set by a write, for as long as another instance may still answer a read from what it kept from before it
 * (1 s, DESIGN §5): the reads meanwhile ask the API for fresh data.
 */
const justWroteCookie = createCookie("just_wrote", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 2 });

export const SESSION_EXPIRED_MESSAGE = "Sesja wygasła. Zaloguj się ponownie.";
export const FORM_KEPT_MESSAGE = "Sesja wygasła — zaloguj się, a zmiany wrócą do formularza";

/** Why: docs/decisions/005-kept-forms.md */
const KEPT_FORM_SECONDS = 15 * 60;
const KEPT_FORM_PURPOSE = "kept-form";
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
export const NEVER_KEPT = /pesel|bank/i;

export interface SessionOptions {
  restoresFields?: readonly string[];
}

/** Why: docs/decisions/013-one-refresh-per-page.md */
const sessionsByRequest = new WeakMap<AbortSignal | Request, Promise<Session>>();

export class Session implements Caller {
  private changed = false;
  private restoresFields: readonly string[] = [];
  private keptFormCleared = false;
  private profileCall?: Promise<Profile>;
  private setupCall?: Promise<Setup>;
  private scope = newUpstreamScope();
  private wrote = false;

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

  start(tokens: TokenPair): void {
    this.tokens = tokens;
    this.changed = true;
  }

  end(): void {
    this.tokens = null;
    this.changed = true;
  }

  async logout(): Promise<void> {
    const refresh = this.tokens?.refresh;
    this.end();
    // Nothing a teacher typed outlives their logout on a shared computer.
    this.keptFormCleared = (await keptFormCookie.parse(this.request.headers.get("Cookie"))) !== null;
    if (!refresh) return;
    await logOut(refresh).catch(() => {
      // An unreachable API must not keep a teacher logged in.
    });
  }

  /** A 401 is refreshed once and retried; a failed refresh sends the teacher to the login page. */
  async send(op: Operation, init: CallInit = {}): Promise<Response> {
    if (!this.tokens) {
      if (op.auth === "required" || op.auth === "staff") throw await this.loginRedirect();
      return send(op, init);
    }
    // A write is checked afresh, and the reads after it read again.
    const reading = op.method === "GET";
    if (!reading) this.forgetReads();
    const scope = () => (reading ? this.scope : undefined);
    if (reading && (this.wrote || (await justWroteCookie.parse(this.request.headers.get("Cookie"))) !== null)) {
      init = { ...init, headers: { ...init.headers, "Cache-Control": "no-cache" } };
    }
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
    this.wrote = true;
    this.scope = newUpstreamScope();
    this.profileCall = undefined;
    this.setupCall = undefined;
  }

  profile(): Promise<Profile> {
    this.profileCall ??= getProfile(this);
    return this.profileCall;
  }

  /** The SPEC §4 defaults when the call fails, as UNAVAILABLE_SETUP: a failure is not a closed feature. */
  setup(): Promise<Setup> {
    this.setupCall ??= getSetup(this).catch((error) => {
      if (error instanceof Response) throw error;
      return UNAVAILABLE_SETUP;
    });
    return this.setupCall;
  }

  async takeKeptForm(): Promise<FormValues | null> {
    const kept = await readKeptForm(this.request);
    if (!kept || kept.path !== this.path || kept.userId !== this.userId) return null;
    this.keptFormCleared = true;
    return kept.values;
  }

  async hasKeptFormFor(path: string): Promise<boolean> {
    return (await readKeptForm(this.request))?.path === path;
  }

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
    if (this.wrote) headers.append("Set-Cookie", await justWroteCookie.serialize("1", { secure }));
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

  loginPath(): string {
    return `/logowanie?redirectTo=${encodeURIComponent(this.path)}`;
  }

  async loginRedirect(): Promise<Response> {
    if (!isFormPost(this.request)) return redirect(this.loginPath());
    return this.sessionEndedRedirect(new Headers());
  }

  private get path(): string {
    const url = new URL(this.request.url);
    return url.pathname + url.search;
  }

  get idleTimeoutSeconds(): number | null {
    const idle = this.tokens ? claimsOf(this.tokens.token).idle : undefined;
    return typeof idle === "number" ? idle : null;
  }

  /** Unverified: the API checks the token on every call. */
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

/** Why: docs/decisions/013-one-refresh-per-page.md */
interface SharedRefresh {
  tokens: Promise<TokenPair>;
  settledAt?: number;
}
const refreshes = new Map<string, SharedRefresh>();
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

/** Unverified: the API checks the token on every call. */
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
