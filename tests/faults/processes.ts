// Helpers of the fault tests: the production server and the standalone API as
// child processes on loopback ports, always stopped by the test that starts them.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { WEB_SERVER_ENV, webServerArgs } from "../../scripts/web-server.mjs";

export const HOST = "127.0.0.1";
const ROOT = path.resolve(import.meta.dirname, "../..");

const SECRETS = {
  // Production sends mail; these tests send none, so the server's address is never called.
  SMTP_URL: "smtp://127.0.0.1:9",
  SESSION_SECRET: "fault-tests-session-secret-0123456789abcdef",
  JWT_SECRET: "fault-tests-jwt-secret-0123456789abcdef",
  API_KEY: "fault-tests-api-key",
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
};

export function requireBuild(): void {
  if (!existsSync(path.join(ROOT, "build/index.js")))
    throw new Error("Brak build/index.js: uruchom najpierw `npm run build`.");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.on("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "sport-kluby-faults-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<void>;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

function started(child: ChildProcess, url: string): Started {
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return {
    child,
    url,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The web server on the production build, as `npm start` runs it. */
export function startApp(port: number, env: Record<string, string>): Started {
  const child = spawn(process.execPath, webServerArgs(), {
    cwd: ROOT,
    env: {
      ...WEB_SERVER_ENV,
      ...process.env,
      ...SECRETS,
      NODE_ENV: "production",
      PORT: String(port),
      HOST,
      PUBLIC_URL: `http://${HOST}:${port}`,
      VERSION_CHECK_INTERVAL: "0",
      COOKIE_SECURE: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return started(child, `http://${HOST}:${port}`);
}

/**
 * This process's environment as an operator's shell would have it: none of
 * the test runner's NODE_ENV, and no secret, database or data folder unless
 * given.
 */
function operatorEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  const clean = { ...process.env };
  for (const name of [
    "NODE_ENV",
    "APP_ENV",
    "SESSION_SECRET",
    "JWT_SECRET",
    "API_KEY",
    "DATA_ENCRYPTION_KEY",
    "DATABASE_URL",
    "DATA_DIR",
    "SEED_DEMO",
    "UPSTREAM_URL",
  ]) {
    delete clean[name];
  }
  return { ...clean, ...env };
}

/** `npm run <script>` of a CLI (tsx server/cli/…), as an operator types it; its output and exit code. */
export function runCli(args: string[], env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), args, {
    cwd: ROOT,
    env: operatorEnvironment(env),
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * The platform as `npm start` runs it (scripts/start.mjs, which starts the
 * web server), with only what the operator gives; its own process group, stopped whole.
 */
export function startLikeNpmStart(port: number, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: operatorEnvironment({ PORT: String(port), HOST, VERSION_CHECK_INTERVAL: "0", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const server = started(child, `http://${HOST}:${port}`);
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  return {
    ...server,
    async stop(signal = "SIGTERM") {
      signalGroup(signal);
      const timer = setTimeout(() => signalGroup("SIGKILL"), 10_000);
      await server.exited;
      clearTimeout(timer);
    },
  };
}

/** The standalone platform API (npm run start:api). */
export function startApi(port: number, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SECRETS,
      NODE_ENV: "production",
      API_PORT: String(port),
      // The web app these API processes serve (production requires its address for links in e-mails).
      PUBLIC_URL: `http://${HOST}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return started(child, `http://${HOST}:${port}`);
}

/** Polls until `path` answers with a status below 500. */
export async function waitUntilServing(server: Started, pathName = "/", timeoutMs = 25_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the process exited:\n${server.output()}`);
    try {
      const response = await fetch(server.url + pathName, { redirect: "manual", signal: AbortSignal.timeout(3_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.url}${pathName} did not answer in ${timeoutMs} ms:\n${server.output()}`);
}

/** Waits until the standalone API and the app on it both serve: the app's pages come from the API. */
export async function waitUntilAppAndApiServe(app: Started, api: Started): Promise<void> {
  // The API compiles its TypeScript as it starts (tsx): on a busy 2-core machine that took over 25 s.
  await waitUntilServing(api, "/pl/api/schema/", 45_000);
  await waitUntilServing(app, "/sport-kluby");
}

/** A person's browser: crawlers get bare error statuses without a page. */
export const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
};

/** Logs the demo teacher in through the app's form, as a browser would; the Cookie header of her session. */
export async function logInAsDemoTeacher(app: Started): Promise<string> {
  const response = await fetch(`${app.url}/logowanie`, {
    method: "POST",
    redirect: "manual",
    headers: { ...BROWSER, "content-type": "application/x-www-form-urlencoded", origin: app.url },
    body: new URLSearchParams({ email: "anna.nowak@example.pl", password: "Demo#Haslo1", redirectTo: "/konto" }),
  });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`login answered ${response.status}:\n${app.output()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

export const apiHeaders = { accept: "application/json", "x-api-key": SECRETS.API_KEY };

/** Stack frames of a Node error, as they would look in a leaked trace. */
export const STACK_TRACE = /\bat .+\.(?:js|ts|mjs|tsx):\d+/;
