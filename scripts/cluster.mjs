// The production build as a cluster (issue 17): two instances on PostgreSQL behind nginx (deploy/nginx.conf) with TLS and an SMTP sink.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

import pg from "pg";

import { WEB_SERVER_ENV, webServerArgs } from "./web-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** nginx from Debian's packages, installed when missing (as root, as CI runs). */
function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) throw new Error(`Brak ${NGINX}: zainstaluj nginx (apt-get install nginx-light).`);
  console.log("▶ apt-get install nginx-light");
  sh("apt-get", ["update", "-qq"], { stdio: "inherit" });
  sh("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx-light"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database on the PostgreSQL server of `postgresUrl`; answers its URL and how to drop it. */
async function freshDatabase(postgresUrl) {
  const name = `sport_kluby_cluster_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

function makeCertificate(dir) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  sh("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-keyout",
    key,
    "-out",
    cert,
    "-days",
    "2",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=DNS:localhost",
  ]);
  return { cert, key };
}

/** deploy/nginx.conf as shipped, with this run's ports and certificate, nginx in the foreground. */
function nginxConfig(dir, { instancePorts, httpPort, httpsPort, cert, key }) {
  const shipped = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const site = shipped
    .replace("127.0.0.1:3001", `127.0.0.1:${instancePorts[0]}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${instancePorts[1]}`)
    .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replaceAll("server_name wfzawf.pl;", "server_name localhost;")
    .replace("/etc/ssl/wfzawf.pl/fullchain.pem", cert)
    .replace("/etc/ssl/wfzawf.pl/privkey.pem", key);
  if (site.includes("3001") || site.includes("wfzawf.pl;"))
    throw new Error("deploy/nginx.conf changed: adjust scripts/cluster.mjs");
  writeFileSync(path.join(dir, "site.conf"), site);
  const temp = path.join(dir, "temp");
  mkdirSync(temp, { recursive: true });
  const main = `
${process.getuid?.() === 0 ? "user root;" : ""}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${dir}/site.conf;
}
`;
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, main);
  sh(NGINX, ["-t", "-q", "-p", dir, "-c", file]);
  return file;
}

export async function waitFor(url, { timeoutMs = 60_000, status = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === status) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const isRunning = (child) => child.exitCode === null && child.signalCode === null;

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function kill(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // gone already
  }
}
function start(children, command, args, { env = {}, log }) {
  const out = openSync(log, "a");
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", out, out] });
  closeSync(out);
  children.push(child);
  return child;
}

/** Starts the cluster in `dir`; answers where it is and how to take it down. */
export async function startCluster({ postgresUrl, dir, env: extraEnv = {}, nodeArgs = [] }) {
  ensureNginx();
  if (!existsSync(path.join(root, "build/web.js")) || !existsSync(path.join(root, "build/index.js")))
    sh(process.execPath, ["scripts/build.mjs"], { stdio: "inherit", cwd: root });
  const children = [];
  const database = await freshDatabase(postgresUrl);
  async function stop({ keepDir = false } = {}) {
    for (const child of children) child.kill("SIGTERM");
    // Instances a scenario started again (tests/cluster/support.ts writes their pids).
    const restarted = existsSync(path.join(dir, "pids"))
      ? readFileSync(path.join(dir, "pids"), "utf8").split("\n").filter(Boolean).map(Number)
      : [];
    for (const pid of restarted) kill(pid, "SIGTERM");
    // Instances behind the proxy drain 3 s before exiting (web/main.ts); let them finish their logs.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (children.some(isRunning) || restarted.some(isAlive)))
      await new Promise((resolve) => setTimeout(resolve, 100));
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    for (const pid of restarted) kill(pid, "SIGKILL");
    await database.drop().catch((error) => console.error(`the cluster's database was not dropped: ${error.message}`));
    if (!keepDir) rmSync(dir, { recursive: true, force: true });
  }
  try {
    const secrets = {
      SESSION_SECRET: randomBytes(32).toString("hex"),
      JWT_SECRET: randomBytes(32).toString("hex"),
      API_KEY: randomBytes(16).toString("hex"),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    };
    const [httpPort, httpsPort, smtpPort, ...instancePorts] = await Promise.all([1, 2, 3, 4, 5].map(freePort));
    const publicUrl = `https://localhost:${httpsPort}`;
    start(
      children,
      process.execPath,
      ["--import", "tsx", "tests/cluster/smtp-sink.ts", String(smtpPort), path.join(dir, "mail")],
      {
        log: path.join(dir, "smtp.log"),
      },
    );
    const production = {
      ...secrets,
      NODE_ENV: "production",
      PUBLIC_URL: publicUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    };
    sh(process.execPath, ["--import", "tsx", "server/cli/seed.ts"], {
      cwd: root,
      env: { ...process.env, ...production, DATABASE_URL: database.url },
    });
    const instances = instancePorts.map((port, index) => {
      const name = String.fromCharCode(97 + index);
      const log = path.join(dir, `instance-${name}.log`);
      const env = {
        ...WEB_SERVER_ENV,
        ...production,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: database.url,
        DATA_DIR: path.join(dir, `data-${name}`),
        TRUST_PROXY: "1",
        SEED_DEMO: "false",
        LOG_FORMAT: "json",
        VERSION_CHECK_INTERVAL: "0",
        // Both instances look for due reminders every second: the scenario checks each is sent once.
        REMINDER_INTERVAL: "1s",
        ...extraEnv,
      };
      const args = [...nodeArgs, ...webServerArgs()];
      const child = start(children, process.execPath, args, { log, env });
      return {
        name,
        url: `http://127.0.0.1:${port}`,
        log,
        pid: child.pid,
        command: process.execPath,
        args,
        env,
      };
    });
    await Promise.all(instances.map((instance) => waitFor(`${instance.url}/readyz`)));
    const { cert, key } = makeCertificate(dir);
    const config = nginxConfig(dir, { instancePorts, httpPort, httpsPort, cert, key });
    start(children, NGINX, ["-p", dir, "-c", config], { log: path.join(dir, "nginx.log") });
    // Plain HTTP only redirects to HTTPS: nginx is up when it does.
    await waitFor(`http://127.0.0.1:${httpPort}/`, { status: 301 });
    return { publicUrl, instances, cert, databaseUrl: database.url, production, dir, stop };
  } catch (error) {
    await stop({ keepDir: true });
    throw error;
  }
}
