// The platform API on its own (npm run start:api): for an operator who runs
// several web app instances against one API and PostgreSQL.
import { serve } from "@hono/node-server";
import { getConfig } from "./config";
import { closeAllDatabases } from "./db/client";
import { openApi } from "./boot";

/** The database folder, the mail outbox and everything else this process creates are its owner's alone. */
process.umask(0o077);

async function main() {
  const config = getConfig();
  const api = await openApi(config);
  const server = serve({ fetch: api.fetch, port: config.apiPort }, (info) => {
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
