import { appConfig } from "../config.server";
import { type Operation, pathOf, type PathParams } from "../contract/operation";
import { currentRequest, metrics } from "../observability.server";
import { upstreamErrorFrom, UpstreamUnavailableError } from "./errors.server";
import { inProcessApi } from "./in-process.server";

/** The one module that calls the /pl/api upstream, in process or over HTTP alike (DESIGN §1). */

const IN_PROCESS_ORIGIN = "http://upstream.internal";

export interface CallInit {
  params?: PathParams;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: Record<string, unknown> | readonly unknown[] | FormData;
  token?: string;
  headers?: Readonly<Record<string, string>>;
  scope?: UpstreamScope;
}

/** Tokens the in-process API verified during one page request, so its reads check the token once. */
export interface UpstreamScope {
  verifiedTokens: Map<string, Promise<unknown>>;
}

export function newUpstreamScope(): UpstreamScope {
  return { verifiedTokens: new Map() };
}

export interface InProcessEnv {
  scope?: UpstreamScope;
}

export type Fetch = (request: Request, env: InProcessEnv) => Promise<Response>;

export interface TransportOptions {
  fetch: Fetch;
  origin: string;
  apiKey: string;
  appVersion: string;
  timeoutMs: number;
}

/** SPEC §7: a path must be relative and start with exactly one slash. */
export function assertApiPath(path: string): void {
  if (!path.startsWith("/") || path.startsWith("//") || /^\/?[a-z][a-z0-9+.-]*:/i.test(path) || path.includes("\\")) {
    throw new Error("Invalid URL format");
  }
}

export function urlOf(op: Pick<Operation, "path">, { params, query }: Pick<CallInit, "params" | "query"> = {}): string {
  const path = pathOf(op, params);
  assertApiPath(path);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  return search.size > 0 ? `${path}?${search}` : path;
}

export type Send = (op: Operation, init?: CallInit) => Promise<Response>;

export function createTransport({ fetch, origin, apiKey, appVersion, timeoutMs }: TransportOptions): Send {
  return async function send(op, init = {}) {
    const url = urlOf(op, init);
    const headers = new Headers({ Accept: "application/json", ...init.headers });
    headers.set("X-Api-Key", apiKey);
    headers.set("X-App-Version", appVersion);
    if (init.token) headers.set("Authorization", `JWT ${init.token}`);
    const requestId = currentRequest()?.requestId;
    if (requestId) headers.set("X-Request-Id", requestId);
    let payload: BodyInit | undefined;
    if (isFormData(init.body)) {
      payload = init.body;
    } else if (init.body !== undefined) {
      payload = JSON.stringify(init.body);
      headers.set("Content-Type", "application/json");
    }

    // Remix's globals and the API's must never share a Request.
    const request = new Request(`${origin}${url}`, {
      method: op.method,
      headers,
      body: payload,
      // @remix-run/web-fetch crashes aborting a body it still reads; withTimeout gives up instead.
      signal: payload === undefined ? AbortSignal.timeout(timeoutMs) : undefined,
    });

    let response: Response;
    const timer = metrics.upstreamDuration.startTimer({ area: op.tag });
    try {
      response = await withTimeout(fetch(request, { scope: init.scope }), timeoutMs);
    } catch {
      timer({ status: "unavailable" });
      throw new UpstreamUnavailableError();
    }
    timer({ status: String(response.status) });
    if (!response.ok) throw await upstreamErrorFrom(response);
    return response;
  };
}

/** Duck-typed: Remix's FormData and Node's are different classes (DESIGN §3). */
function isFormData(body: unknown): body is FormData {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as FormData).append === "function" &&
    typeof (body as FormData).getAll === "function"
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("upstream timeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const send: Send = createTransport({
  fetch: appConfig.upstreamUrl
    ? (request) => fetch(request)
    : async (request, env) => (await inProcessApi()).fetch(request, env),
  origin: appConfig.upstreamUrl ?? IN_PROCESS_ORIGIN,
  apiKey: appConfig.apiKey,
  appVersion: appConfig.appVersion,
  timeoutMs: appConfig.upstreamTimeoutMs,
});
