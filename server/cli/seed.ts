import { pathToFileURL } from "node:url";

import { getConfig } from "../config";
import { closeAllDatabases, getDb } from "../db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../db/demo-data";

async function main() {
  const db = await getDb(getConfig());
  const loaded = await seedDemo(db);
  console.info(
    loaded
      ? `Demo data loaded. Accounts (password ${DEMO_PASSWORD}): ${Object.values(DEMO_ACCOUNTS).join(", ")}`
      : "Demo data is already there; nothing to do.",
  );
  await closeAllDatabases();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
