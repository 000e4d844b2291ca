import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

import { WEB_SERVER_ENV, webServerArgs } from "../scripts/web-server.mjs";
import { test as base } from "./fixtures";

/**
 * A platform of a test's own: the production build served as `npm start`
 * serves it, on a free port over a fresh data folder with the demo data, for
 * a flow that needs the staff's admin CLI.
 * The embedded database is one process's at a time, so the CLI runs while
 * the platform is stopped, as staff would run it against a stopped instance.
 */
export interface OwnPlatform {
  url: string;
  /** Where its e-mails go (.eml files; see outbox.ts). */
  outbox: string;
  /** Runs `npm run admin -- …args` on this platform's data; answers what it printed. */
  admin(...args: string[]): Promise<string>;
}

const ROOT = path.resolve(import.meta.dirname, "..");

/** What `npm start` provides outside production: fixed secrets (kept across restarts) and the demo data. */
const ENVIRONMENT = {
  NODE_ENV: "production" as const,
  APP_ENV: "development",
  SEED_DEMO: "true",
  VERSION_CHECK_INTERVAL: "0",
  SESSION_SECRET: "own-platform-session-secret-0123456789",
  JWT_SECRET: "own-platform-jwt-secret-0123456789",
  API_KEY: "own-platform-api-key",
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString("base64"),
};

/**
 * The end-to-end `test` on a platform of each worker's own (its data folder named
 * `<name>-<project>`), which serves every page of the spec and is its `platform` fixture.
 */
export function testOnOwnPlatform(name: string) {
  return base.extend<object, { platform: OwnPlatform }>({
    platform: [
      // Playwright reads a fixture's dependencies from this pattern: none.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use, workerInfo) => {
        const platform = await startOwnPlatform(`${name}-${workerInfo.project.name}`);
        await use(platform);
        await platform.close();
      },
      { scope: "worker", timeout: 120_000 },
    ],
    baseURL: async ({ platform }, use) => use(platform.url),
  });
}

export async function startOwnPlatform(name: string): Promise<OwnPlatform & { close(): Promise<void> }> {
  const dataDir = path.join(ROOT, "test-results", `${name}-data`);
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let server = await start(port, dataDir, url);
  return {
    url,
    outbox: path.join(dataDir, "outbox"),
    async admin(...args) {
      await stop(server);
      try {
        return await run(["--import", "tsx", "server/cli/admin.ts", ...args], { ...ENVIRONMENT, DATA_DIR: dataDir });
      } finally {
        server = await start(port, dataDir, url);
      }
    },
    close: () => stop(server),
  };
}

async function start(port: number, dataDir: string, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, webServerArgs(), {
    cwd: ROOT,
    env: { ...WEB_SERVER_ENV, ...process.env, ...ENVIRONMENT, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  // The agenda comes from the API: it answers once the database is open, migrated and seeded.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform did not start:\n${errors}`);
    const answered = await fetch(`${url}/agenda`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`the platform did not answer within 90 s:\n${errors}`);
}

/**
 * SIGTERM closes the listener and lets requests in flight finish; a process
 * still up after 3 s (a connection the browser keeps open) is killed: what it
 * acknowledged is in the database's log already.
 */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
  await exited;
  clearTimeout(timer);
}

function run(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`admin ${args.join(" ")}:\n${output}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
