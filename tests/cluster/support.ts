// What the cluster scenarios share: the cluster scripts/test-cluster.mjs
// started, requests through its proxy as a browser sends them, the instances'
// logs, and starting an instance again.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { appendFileSync, closeSync, openSync, readFileSync } from "node:fs";
import net from "node:net";

import pg from "pg";

export interface Instance {
  name: string;
  url: string;
  log: string;
  pid: number;
  command: string;
  args: string[];
  env: Record<string, string>;
}

export interface Cluster {
  publicUrl: string;
  instances: Instance[];
  /** The cluster's database, and the server it is on (to make others). */
  databaseUrl: string;
  postgresUrl: string;
  dir: string;
}

export function theCluster(): Cluster {
  const cluster = JSON.parse(process.env.CLUSTER ?? "null") as Cluster | null;
  if (!cluster) throw new Error("Run these with `npm run test:cluster`, which starts the cluster.");
  return cluster;
}

export const DEMO = { email: "anna.nowak@example.pl", password: "Demo#Haslo1" };
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FORM = "application/x-www-form-urlencoded";

export interface AccessLine {
  req: { method: string; path: string };
  res: { status: number };
  reqId: string;
}

/** An instance's access log lines (JSON) so far. */
export function accessLines(log: string): AccessLine[] {
  return readFileSync(log, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{") && line.includes('"req":'))
    .map((line) => JSON.parse(line) as AccessLine);
}

export function get(base: string, path: string, headers: Record<string, string> = {}) {
  return fetch(base + path, { headers: { "user-agent": UA, ...headers }, redirect: "manual" });
}

export function post(base: string, path: string, body: URLSearchParams, headers: Record<string, string> = {}) {
  return fetch(base + path, {
    method: "POST",
    body,
    headers: { "user-agent": UA, "content-type": FORM, origin: base, ...headers },
    redirect: "manual",
  });
}

export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts an instance as the cluster script did (its log continues), with `env`
 * over its own. It outlives the scenario: the script stops it at the end.
 */
export function startInstance(instance: Instance, dir: string, env: Record<string, string> = {}): ChildProcess {
  const out = openSync(instance.log, "a");
  const child = spawn(instance.command, instance.args, {
    env: { ...process.env, ...instance.env, ...env },
    stdio: ["ignore", out, out],
    detached: true,
  });
  closeSync(out);
  child.unref();
  appendFileSync(`${dir}/pids`, `${child.pid}\n`);
  return child;
}

/** Waits until `url` answers 200 (an instance's /readyz). */
export async function untilReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} was not ready in ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Waits until the process has exited. */
export function exited(pid: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      try {
        process.kill(pid, 0);
      } catch {
        return resolve();
      }
      if (Date.now() > deadline) return reject(new Error(`process ${pid} did not exit`));
      setTimeout(check, 50);
    };
    check();
  });
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A day `days` from today at minute `minute` after 8:00, as the schedule form takes it (Polish time). */
export function classTime(days: number, minute: number): string {
  const day = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(
    new Date(Date.now() + days * 24 * 3600 * 1000),
  );
  const at = 8 * 60 + minute;
  return `${day}T${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`;
}

/** The demo teacher's new class form for group 1, with a key of its own: 8 girls and 6 boys in the gym. */
export function newClassForm(datetime: string, topic: string): URLSearchParams {
  return new URLSearchParams({
    datetime,
    place: "Sala gimnastyczna",
    topic,
    girls_count: "8",
    boys_count: "6",
    intent: "save",
    submission_key: randomUUID(),
  });
}

/** Rows of one query on the cluster's database, to see what was stored. */
export async function query<Row>(url: string, sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Row[];
  } finally {
    await client.end();
  }
}
