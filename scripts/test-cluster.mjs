#!/usr/bin/env node
// `npm run test:cluster` (issue 17): tests/cluster/*.test.ts on the cluster of scripts/cluster.mjs.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { startCluster } from "./cluster.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sport-kluby-cluster-"));
  const cluster = await startCluster({ postgresUrl: POSTGRES, dir });
  try {
    console.log(
      `▶ the cluster: ${cluster.publicUrl} → ${cluster.instances.map((instance) => instance.url).join(", ")}`,
    );
    // Not spawnSync: this process must go on reaping the instances a scenario stops.
    const vitest = spawn(
      path.join(root, "node_modules", ".bin", "vitest"),
      ["run", "--config", "vitest.cluster.config.ts", ...process.argv.slice(2)],
      {
        stdio: "inherit",
        env: {
          ...process.env,
          NODE_EXTRA_CA_CERTS: cluster.cert,
          CLUSTER: JSON.stringify({
            publicUrl: cluster.publicUrl,
            instances: cluster.instances,
            databaseUrl: cluster.databaseUrl,
            postgresUrl: POSTGRES,
            dir,
          }),
        },
      },
    );
    const [code] = await once(vitest, "exit");
    process.exitCode = code ?? 1;
  } finally {
    await cluster.stop({ keepDir: Boolean(process.exitCode) });
    if (process.exitCode) console.log(`The cluster's logs: ${dir}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
