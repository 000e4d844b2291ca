/**
 * The in-process holder: the only door from the app into server code. With
 * UPSTREAM_URL unset the platform API runs in this process and the transport
 * hands it each request (DESIGN §1). Tests put their own API here.
 */

import { appConfig } from "../config.server";
import type { InProcessEnv } from "./transport.server";
import { log } from "../observability.server";

export type InProcessApi = { fetch: (request: Request, env?: InProcessEnv) => Response | Promise<Response> };

const holder = globalThis as typeof globalThis & { __sportKlubyApi?: Promise<InProcessApi> };

/** One API per process, kept across rebuilds of the Remix bundle. */
export function inProcessApi(): Promise<InProcessApi> {
  holder.__sportKlubyApi ??= import("../../../server/boot").then(({ openApi }) => openApi());
  // A failed start (e.g. a locked data folder) is retried by the next call rather than cached.
  holder.__sportKlubyApi.catch(() => {
    holder.__sportKlubyApi = undefined;
  });
  return holder.__sportKlubyApi;
}

/** Tests: loaders and actions then talk to this API (e.g. one on a fresh test database). */
export function useInProcessApi(api: InProcessApi | undefined): void {
  holder.__sportKlubyApi = api ? Promise.resolve(api) : undefined;
}

/**
 * Opens the in-process API (database, migrations, demo data) when the server
 * starts, so the first teacher does not wait for it.
 */
export function warmUpUpstream(): void {
  if (appConfig.upstreamUrl) return;
  inProcessApi().catch((error: unknown) => log.error({ err: error }, "the in-process API did not start"));
}
