// The platform API on its own (npm run start:api): for an operator who runs
// several web app instances against one API and PostgreSQL.
import { serve } from "@hono/node-server";

import { openApi } from "./boot";
import { getConfig } from "./config";
import { closeAllDatabases } from "./db/client";
import { readiness } from "./health";
import { log } from "./log";
import { metricsAddress, startMetricsServer } from "./metrics";
import { standaloneFront } from "./standalone-front";

/** The database folder, the mail outbox and everything else this process creates are its owner's alone. */
process.umask(0o077);

async function main() {
  const config = getConfig();
  const metricsAt = metricsAddress(process.env);
  const api = await openApi(config);
  if (metricsAt) startMetricsServer(metricsAt.port, metricsAt.host);
  const fetch = standaloneFront(api, () => readiness(config));
  const server = serve({ fetch, port: config.apiPort }, (info) => {
    log.info(
      `platform API listening on http://localhost:${info.port} (${config.databaseUrl ? "PostgreSQL" : "PGlite"})`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing requests in flight, then stopping`);
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
  log.fatal({ err: error }, "the API did not start");
  process.exit(1);
});
