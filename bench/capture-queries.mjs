// Preloaded into the server by `npm run bench -- scale` (node --import) to
// record every SQL statement the app sends to PostgreSQL, with its parameters,
// one JSON line each in BENCH_QUERY_LOG: the statements the bench then
// EXPLAINs are exactly those the app ran. Only for the capture run, never for
// the throughput runs.
import { appendFileSync } from "node:fs";

import pg from "pg";

const file = process.env.BENCH_QUERY_LOG;
if (file) {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    const text = typeof config === "string" ? config : config?.text;
    const params = Array.isArray(values) ? values : config?.values;
    // A named statement (server/db/prepared.ts) runs with a generic plan once PostgreSQL settles on one.
    const name = typeof config === "object" ? (config?.name ?? null) : null;
    if (typeof text === "string") appendFileSync(file, JSON.stringify({ text, values: params ?? [], name }) + "\n");
    return query.call(this, config, values, callback);
  };
}
