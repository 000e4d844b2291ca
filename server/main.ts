// The platform API on its own (npm run start:api): for an operator who runs
// several web app instances against one API and PostgreSQL.
import { serve } from "@hono/node-server";
import { getConfig } from "./config";
import { closeAllDatabases } from "./db/client";
import { openApi } from "./boot";
import { readiness } from "./health";

/** The database folder, the mail outbox and everything else this process creates are its owner's alone. */
process.umask(0o077);

const NO_STORE = { headers: { "Cache-Control": "no-store" } };

async function main() {
  const config = getConfig();
  const api = await openApi(config);
  // The proxy's and orchestrator's checks (server/health.ts), beside the API and without its key.
  const fetch = async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === "GET" && pathname === "/healthz") return Response.json({ status: "ok" }, NO_STORE);
    if (request.method === "GET" && pathname === "/readyz") {
      const { ready, checks } = await readiness(config);
      return Response.json(
        { status: ready ? "ok" : "unavailable", checks },
        { ...NO_STORE, status: ready ? 200 : 503 },
      );
    }
    return api.fetch(request);
  };
  const server = serve({ fetch, port: config.apiPort }, (info) => {
    console.info(
      `[api] Platform API listening on http://localhost:${info.port} (${config.databaseUrl ? "PostgreSQL" : "PGlite"})`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[api] ${signal}: finishing requests in flight, then stopping.`);
    // Let in-flight requests finish; a stuck connection must not keep the process forever.
    const deadline = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await closeAllDatabases();
      clearTimeout(deadline);
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
