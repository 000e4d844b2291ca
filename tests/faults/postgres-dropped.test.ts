// QUALITY.md "Faults": PostgreSQL connections dropped under the API
// (pg_terminate_backend, as a PostgreSQL restart or a failover does). The API
// must keep running and answer again without a restart. Runs only with
// TEST_DATABASE_URL; it creates and drops its own database next to that one.
import { randomBytes } from "node:crypto";

import { onPostgres, withDatabase } from "../support/db";
import { apiHeaders, freePort, startApi, type Started, tempDataDir, waitUntilServing } from "./processes";

const SERVER_URL = process.env.TEST_DATABASE_URL;
const databaseName = `sport_kluby_faults_${randomBytes(4).toString("hex")}`;
const applicationName = `sport-kluby-faults-${randomBytes(4).toString("hex")}`;
const data = tempDataDir();
let api: Started | undefined;

/** An API call that needs the database: the login of an unknown account (400, nothing changes for anyone). */
async function databaseCall(): Promise<number> {
  const response = await fetch(`${api!.url}/pl/api/auth/login/`, {
    method: "POST",
    headers: { ...apiHeaders, "content-type": "application/json" },
    body: JSON.stringify({ email: `nikt.${randomBytes(3).toString("hex")}@example.pl`, password: "Zle#Haslo1" }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe.runIf(SERVER_URL)("PostgreSQL connections dropped under the API", () => {
  beforeAll(async () => {
    await onPostgres(SERVER_URL!, (client) => client.query(`CREATE DATABASE ${databaseName}`));
    api = startApi(await freePort(), {
      DATABASE_URL: withDatabase(SERVER_URL!, databaseName),
      PGAPPNAME: applicationName,
      DATA_DIR: data.dir,
      SEED_DEMO: "false",
    });
    await waitUntilServing(api, "/pl/api/schema/");
  }, 60_000);

  afterAll(async () => {
    await api?.stop("SIGKILL");
    await onPostgres(SERVER_URL!, async (client) => {
      await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [databaseName]);
      await client.query(`DROP DATABASE IF EXISTS ${databaseName}`);
    });
    data.remove();
  });

  it("keeps running and answers again without a restart", async () => {
    // Fill the pool with several connections.
    expect(await Promise.all(Array.from({ length: 5 }, databaseCall))).toEqual([400, 400, 400, 400, 400]);
    const terminated = await onPostgres(SERVER_URL!, (client) =>
      client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [
        applicationName,
      ]),
    );
    expect(terminated.rowCount).toBeGreaterThan(0);

    // At most a brief 503 while the pool notices; never a crash, never a 500.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const status = await databaseCall();
      statuses.push(status);
      if (status === 400) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.info(`statuses after dropping ${terminated.rowCount} connections: ${statuses.join(", ")}`);
    expect(statuses.at(-1), `statuses after the drop: ${statuses.join(", ")}\n${api!.output()}`).toBe(400);
    expect(statuses.filter((status) => status !== 400 && status !== 503)).toEqual([]);
    expect(api!.child.exitCode).toBeNull();
    // And it stays well.
    expect(await Promise.all(Array.from({ length: 5 }, databaseCall))).toEqual([400, 400, 400, 400, 400]);
  }, 30_000);
});
