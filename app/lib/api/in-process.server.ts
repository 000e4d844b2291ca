/** The in-process API holder: the only door from the app into server code (DESIGN §1). */

import { appConfig } from "../config.server";
import { log } from "../observability.server";
import type { InProcessEnv } from "./transport.server";

export type InProcessApi = { fetch: (request: Request, env?: InProcessEnv) => Response | Promise<Response> };

const holder = globalThis as typeof globalThis & { __sportKlubyApi?: Promise<InProcessApi> };

/** One API per process, kept across rebuilds of the Remix bundle. */
export function inProcessApi(): Promise<InProcessApi> {
  holder.__sportKlubyApi ??= import("../../../server/boot").then(({ openApi }) => openApi());
  // A failed start is retried by the next call rather than cached.
  holder.__sportKlubyApi.catch(() => {
    holder.__sportKlubyApi = undefined;
  });
  return holder.__sportKlubyApi;
}

export function useInProcessApi(api: InProcessApi | undefined): void {
  holder.__sportKlubyApi = api ? Promise.resolve(api) : undefined;
}

export function warmUpUpstream(): void {
  if (appConfig.upstreamUrl) return;
  inProcessApi().catch((error: unknown) => log.error({ err: error }, "the in-process API did not start"));
}
