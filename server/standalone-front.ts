// What the standalone API server (server/main.ts) does around the API: the
// health checks for a proxy and an orchestrator, beside the API and without
// its key, and one log line per call under the id of the web app's page
// request it serves (X-Request-Id), which every line logged for it carries.
import { randomUUID } from "node:crypto";

import { healthAnswer, type Readiness } from "./health";
import { log } from "./log";
import { inRequest, isUsableRequestId } from "./request-context";
import { loggableApiPath } from "./secret-paths";

const NO_STORE = { "Cache-Control": "no-store" };

export function standaloneFront(
  api: { fetch: (request: Request) => Response | Promise<Response> },
  readiness: () => Promise<Readiness>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const { pathname } = new URL(request.url);
    const path = loggableApiPath(pathname);
    if (request.method === "GET" || request.method === "HEAD") {
      const health = await healthAnswer(pathname, readiness);
      if (health) return Response.json(health.body, { headers: NO_STORE, status: health.status });
    }
    // Only the web app holds the API key, and an id is only ever logged: the id it sends is taken as it is.
    const given = request.headers.get("x-request-id") ?? undefined;
    const context = { requestId: isUsableRequestId(given) ? given : randomUUID(), queries: 0 };
    const started = performance.now();
    const response = await inRequest(context, () => api.fetch(request));
    const ms = Math.round(performance.now() - started);
    log.info(
      {
        req: { method: request.method, path },
        res: { status: response.status },
        responseTime: ms,
        db: context.queries,
      },
      `${request.method} ${path} ${response.status} ${ms} ms`,
    );
    return response;
  };
}
