// Opening the platform API on the configured database, the same way for the
// web app's in-process upstream and for the standalone server.
import { getConfig, type ApiConfig } from "./config";
import { getDb } from "./db/client";
import { createApi } from "./api";
import { seedDemoOnFirstStart } from "./db/demo-data";
import { startHousekeeping } from "./db/housekeeping";

export async function openApi(config: ApiConfig = getConfig()) {
  const db = await getDb(config);
  // Only the embedded default gets demo data; a real PostgreSQL is never touched.
  if (config.seedDemo && !config.databaseUrl) await seedDemoOnFirstStart(db);
  // Once per process: the web app's in-process holder and server/main.ts each open the API once.
  startHousekeeping(db);
  return createApi({ config, db });
}
