// The databases a bench run uses: a fresh PGlite folder, or the PostgreSQL of
// BENCH_DATABASE_URL emptied and loaded with the demo data.
import { spawnSync } from "node:child_process";

import pg from "pg";

import { ROOT } from "./lib.mjs";

/** Empties the bench database (it must be one made for the bench: everything in it is dropped). */
export async function resetPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  } finally {
    await client.end();
  }
}

/** Migrations and demo data, as `npm run db:seed` does it. */
export function seedPostgres(url, secrets) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/cli/seed.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...secrets, DATABASE_URL: url, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`seeding ${url} failed:\n${result.stderr}`);
}

/** Runs one admin CLI command (npx tsx server/cli/admin.ts) against a database; the server must not hold a PGlite folder then. */
export function admin(args, env) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/cli/admin.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
