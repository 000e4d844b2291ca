#!/usr/bin/env node
// `npm start`: build when the sources are newer, then serve app and API (scripts/web-server.mjs) on PORT.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { WEB_SERVER_ENV, webServerArgs } from "./web-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const BUILD_STAMP = path.join(root, "build", "version.txt");
const SOURCES = ["app", "server", "web", "public", "remix.config.js", "package-lock.json"];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (entry === "public" && child === "build") continue;
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

function buildIfStale() {
  const built = existsSync(BUILD_STAMP) ? statSync(BUILD_STAMP).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map(newestModification));
  if (built >= changed) return;
  console.log("Budowanie aplikacji (remix build)…");
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Links in e-mails must point at the platform's own address, never at one a request chose. */
function requirePublicUrl() {
  if (process.env.PUBLIC_URL?.trim()) return;
  console.error(
    "Brak zmiennej PUBLIC_URL (adres platformy w linkach e-maili, np. https://wfzawf.pl) – w produkcji jest wymagana. Ustaw ją (zob. .env.example).",
  );
  process.exit(1);
}

if (process.env.NODE_ENV === "production") {
  requirePublicUrl();
} else {
  // APP_ENV tells app and API this is not a deployment (e.g. e-mail links take the request's origin).
  process.env.APP_ENV ??= "development";
  // Demo data on the embedded database's first start (DESIGN §7).
  process.env.SEED_DEMO ??= "true";
}
buildIfStale();

const server = spawn(process.execPath, webServerArgs(), {
  stdio: "inherit",
  env: { ...WEB_SERVER_ENV, ...process.env, PORT: process.env.PORT || "3000", NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
