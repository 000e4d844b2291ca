#!/usr/bin/env node
// `npm test`: checks and build side by side, then vitest, then Playwright against the build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const results = path.join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

const bin = (name) => path.join(root, "node_modules", ".bin", name);

/** Runs a command with its output kept, printed whole when it ends. */
function runKeepingOutput({ title, command, args, env = {} }) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      console.log(`\n▶ ${title}`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

async function runSideBySide(commands) {
  const passed = await Promise.all(commands.map(runKeepingOutput));
  const failed = commands.filter((_, index) => !passed[index]).map((command) => command.title);
  if (failed.length > 0) failedStep = failed.join(", ");
  return failed.length === 0;
}

/**
 * Chromium (its headless shell drives the e2e suite, playwright.config.ts) and Java (for vnu-jar) from
 * Debian's packages when missing (as root, as in CI).
 */
async function installDebianPackages() {
  const browsers = process.env.CHROMIUM_PATH
    ? [[process.env.CHROMIUM_PATH, "chromium"]]
    : [
        ["/usr/bin/chromium", "chromium"],
        ["/usr/bin/chromium-headless-shell", "chromium-headless-shell"],
      ];
  const missing = [...browsers, [process.env.JAVA ?? "/usr/bin/java", "default-jre-headless"]].filter(
    ([program]) => !existsSync(program),
  );
  if (missing.length === 0) return true;
  const packages = missing.map(([, debianPackage]) => debianPackage);
  if (process.getuid?.() !== 0) {
    const programs = missing.map(([program]) => program).join(", ");
    console.error(
      `Brak programów: ${programs}. Zainstaluj pakiety Debiana: sudo apt-get install ${packages.join(" ")}`,
    );
    return false;
  }
  return (
    (await runKeepingOutput({ title: "apt-get update", command: "apt-get", args: ["update", "-qq"] })) &&
    runKeepingOutput({
      title: `apt-get install ${packages.join(" ")}`,
      command: "apt-get",
      args: ["install", "-y", "-qq", "--no-install-recommends", ...packages],
      env: { DEBIAN_FRONTEND: "noninteractive" },
    })
  );
}

const installing = installDebianPackages();

let failedStep;
const steps = [
  [
    "Typy, format, lint i build",
    () =>
      runSideBySide([
        { title: "Typy (tsc)", command: bin("tsc"), args: ["--noEmit"] },
        { title: "Format (prettier)", command: bin("prettier"), args: ["--check", ".", "--log-level", "warn"] },
        { title: "Lint (eslint)", command: bin("eslint"), args: [".", "--max-warnings", "0"] },
        { title: "Build (npm run build)", command: process.execPath, args: ["scripts/build.mjs"] },
      ]),
  ],
  [
    "Vitest",
    () =>
      run("Vitest", bin("vitest"), [
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${path.join(results, "vitest.json")}`,
      ]),
  ],
  // Issue 17: the cluster, when this machine runs PostgreSQL.
  ...(process.env.TEST_DATABASE_URL
    ? [
        [
          "Klaster (nginx, dwie instancje, PostgreSQL)",
          () =>
            run("Klaster", process.execPath, [
              "scripts/test-cluster.mjs",
              "--reporter=default",
              "--reporter=json",
              `--outputFile.json=${path.join(results, "cluster.json")}`,
            ]),
        ],
      ]
    : []),
  ["Chromium i Java", () => installing],
  ["Playwright", () => run("Playwright", bin("playwright"), ["test"])],
];

const timings = [];
const started = Date.now();
for (const [name, step] of steps) {
  const stepStarted = Date.now();
  const passed = await step();
  timings.push(`${name}: ${Math.round((Date.now() - stepStarted) / 1000)} s`);
  if (!passed) {
    failedStep ??= name;
    break;
  }
}
console.log(`\nCzasy: ${timings.join("; ")}; razem ${Math.round((Date.now() - started) / 1000)} s`);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(results, file), "utf8"));
  } catch {
    return undefined;
  }
}

const vitest = [readJson("vitest.json"), readJson("cluster.json")];
const playwright = readJson("playwright.json");
const sum = (key) => vitest.reduce((total, run) => total + (run?.[key] ?? 0), 0);
const passed = sum("numPassedTests") + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = sum("numFailedTests") + (playwright?.stats?.unexpected ?? 0);
const skipped = sum("numPendingTests") + (playwright?.stats?.skipped ?? 0);

if (failedStep) console.error(`\n✖ Nie powiodło się: ${failedStep}`);
console.log(`\n${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
