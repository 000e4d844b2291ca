// Shared helpers of the benchmark: free loopback ports, starting and stopping
// the production server, logging in, reading a process's memory.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

import { WEB_SERVER_ENV, webServerArgs } from "../scripts/web-server.mjs";

export const ROOT = path.resolve(import.meta.dirname, "..");
const HOST = "127.0.0.1";
export const DEMO = { email: "anna.nowak@example.pl", password: "Demo#Haslo1" };

/** A port the kernel just gave us and took back: free unless someone races for it. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function freshDataDir(label) {
  return mkdtempSync(path.join(os.tmpdir(), `sport-kluby-bench-${label}-`));
}

/**
 * The secrets production demands, fixed for one bench run so restarts keep
 * sessions valid, and the addresses it demands for e-mails (the bench sends none).
 */
export function benchSecrets() {
  return {
    PUBLIC_URL: `http://${HOST}`,
    SMTP_URL: `smtp://${HOST}:9`,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    JWT_SECRET: randomBytes(32).toString("hex"),
    API_KEY: randomBytes(16).toString("hex"),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The date (YYYY-MM-DD, UTC) `days` from now: for the dates the bench writes through the app. */
export const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The web server on the production build, as `npm start` runs it (without the
 * rebuild check, so the process we measure is the server itself); `nodeArgs`
 * go before the server's own (`--cpu-prof`, say).
 */
export function startApp({ port, dataDir, secrets, env = {}, quiet = true, nodeArgs = [] }) {
  const child = spawn(process.execPath, [...nodeArgs, ...webServerArgs()], {
    cwd: ROOT,
    env: {
      ...WEB_SERVER_ENV,
      ...process.env,
      ...secrets,
      NODE_ENV: "production",
      PORT: String(port),
      HOST,
      PUBLIC_URL: `http://${HOST}:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      // Secure cookies would never come back over plain http.
      COOKIE_SECURE: "false",
      VERSION_CHECK_INTERVAL: "0",
      // JSON lines: the access log is read below.
      LOG_FORMAT: "json",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return { ...track(child, `http://${HOST}:${port}`), ...accessLogOf(child, { echo: !quiet }) };
}

/**
 * The server's access log (web/access-log.ts), read as it is written: the
 * database queries of the last answer to each path (its JSON line's `db`).
 */
function accessLogOf(child, { echo }) {
  const queries = new Map();
  let partial = "";
  child.stdout.on("data", (chunk) => {
    if (echo) process.stdout.write(chunk);
    const lines = (partial + chunk).split("\n");
    partial = lines.pop();
    for (const line of lines) {
      if (!line.startsWith("{")) continue;
      const entry = JSON.parse(line);
      if (entry.req?.path && typeof entry.db === "number") queries.set(entry.req.path, entry.db);
    }
  });
  return {
    /** The database queries the last answer to `path` (without its query string) cost, or null. */
    queriesOf: (path) => queries.get(path) ?? null,
  };
}

/** The standalone platform API (npm run start:api). */
export function startApi({ port, dataDir, secrets, env = {} }) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...secrets,
      NODE_ENV: "production",
      API_PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  return track(child, `http://${HOST}:${port}`);
}

function track(child, url) {
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    child,
    url,
    exited,
    stderr: () => stderr,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls until `path` answers 200; returns the milliseconds since `since`. */
export async function waitForAnswer(
  server,
  path = "/",
  { since = Date.now(), timeoutMs = 120_000, headers = {} } = {},
) {
  while (Date.now() - since < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.stderr()}`);
    try {
      const response = await fetch(server.url + path, {
        headers,
        redirect: "manual",
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      if (response.status === 200) return Date.now() - since;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`no answer from ${server.url}${path} within ${timeoutMs} ms:\n${server.stderr()}`);
}

/** Logs in through the web app's form, as a browser would; returns the Cookie header of the session. */
export async function loginCookies(baseUrl, { email, password } = DEMO) {
  const response = await fetch(`${baseUrl}/logowanie`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams({ email, password, redirectTo: "/konto" }),
  });
  await response.arrayBuffer();
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => /^(?:refresh_)?token=./.test(pair));
  if (response.status !== 302 || cookies.length !== 2) throw new Error(`login of ${email} failed: ${response.status}`);
  return cookies.join("; ");
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return Math.round((kb / 1024) * 10) / 10;
}

export function median(values) {
  const sorted = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function machine() {
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? "unknown",
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

const CLOCK_TICKS_PER_S = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** CPU time (user + system) a process has used so far, in ms, from /proc; `children` adds its waited-for children's. */
function cpuMsOf(pid, { children = false } = {}) {
  // The fields after the command name, which may hold spaces: utime is the 12th of them.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").at(-1).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}

/** The CPU of every PostgreSQL process on this machine, ended backends included (the postmaster's children). */
function postgresCpuMs() {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (!stat.includes("(postgres)")) continue;
      const parent = Number(stat.split(") ").at(-1).split(" ")[1]);
      const isPostmaster = !readFileSync(`/proc/${parent}/stat`, "utf8").includes("(postgres)");
      total += cpuMsOf(Number(entry), { children: isPostmaster });
    } catch {
      // A backend that ended meanwhile.
    }
  }
  return total;
}

/**
 * What the server and its database have used so far, in ms: the server's process (PGlite runs inside it)
 * and, with `postgres`, every PostgreSQL process of this machine (the bench's database is the only busy one).
 */
export function serverCpuMs(pid, { postgres = false } = {}) {
  return cpuMsOf(pid) + (postgres ? postgresCpuMs() : 0);
}

/**
 * The load generator (this process: autocannon runs in it) on the last core, the server on the others,
 * so that they never share one; on a single core, or without `taskset`, nothing is pinned. Says which.
 */
export function pinApart(serverPid) {
  // Not availableParallelism(): once pinned, this process sees one core.
  const cores = os.cpus().length;
  if (cores < 2) return "not pinned (one core)";
  const last = cores - 1;
  const generator = spawnSync("taskset", ["-apc", String(last), String(process.pid)], { stdio: "ignore" });
  const server = spawnSync("taskset", ["-apc", last === 1 ? "0" : `0-${last - 1}`, String(serverPid)], {
    stdio: "ignore",
  });
  if (generator.status !== 0 || server.status !== 0) return "not pinned (no taskset)";
  return `the load generator pinned to core ${last}, the server to ${last === 1 ? "core 0" : `cores 0–${last - 1}`} (of ${cores}); PostgreSQL unpinned`;
}
