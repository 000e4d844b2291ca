#!/usr/bin/env node
// `npm test`: type check, lint, production build, vitest, then Playwright
// against that build in Debian's Chromium. Ends with one summary line.
import { spawnSync } from "node:child_process";
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

let aptUpdated = false;

/** A program the e2e suite needs, installed from Debian's packages when missing (as root, as in CI). */
function ensureDebianPackage(program, debianPackage) {
  if (existsSync(program)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Brak programu ${program}. Zainstaluj pakiet Debiana: sudo apt-get install ${debianPackage}`);
    return false;
  }
  aptUpdated ||= run("apt-get update", "apt-get", ["update", "-qq"]);
  return (
    aptUpdated &&
    run(
      `apt-get install ${debianPackage}`,
      "apt-get",
      ["install", "-y", "-qq", "--no-install-recommends", debianPackage],
      {
        DEBIAN_FRONTEND: "noninteractive",
      },
    )
  );
}

const bin = (name) => path.join(root, "node_modules", ".bin", name);
const steps = [
  ["Typy (tsc)", () => run("Typy (tsc)", bin("tsc"), ["--noEmit"])],
  ["Format (prettier)", () => run("Format (prettier)", bin("prettier"), ["--check", ".", "--log-level", "warn"])],
  ["Lint (eslint)", () => run("Lint (eslint)", bin("eslint"), [".", "--max-warnings", "0"])],
  ["Build (remix build)", () => run("Build (remix build)", bin("remix"), ["build"], { NODE_ENV: "production" })],
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
  ["Chromium", () => ensureDebianPackage(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", "chromium")],
  // The W3C HTML checker (vnu-jar) of the e2e suite runs on Java.
  ["Java", () => ensureDebianPackage(process.env.JAVA ?? "/usr/bin/java", "default-jre-headless")],
  ["Playwright", () => run("Playwright", bin("playwright"), ["test"])],
];

let failedStep;
for (const [name, step] of steps) {
  if (!step()) {
    failedStep = name;
    break;
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(results, file), "utf8"));
  } catch {
    return undefined;
  }
}

const vitest = readJson("vitest.json");
const playwright = readJson("playwright.json");
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);

if (failedStep) console.error(`\n✖ Nie powiodło się: ${failedStep}`);
console.log(`\n${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
