#!/usr/bin/env node
// `npm run bench`: builds the production app, starts it on a free loopback
// port with a fresh data folder (and again on PostgreSQL when
// BENCH_DATABASE_URL is set) and measures the figures of QUALITY.md.
// `npm run bench -- load`: the 200-user mixed load test (bench/load.mjs) and the enrolment-opening rush
// (bench/rush.mjs, with BENCH_DATABASE_URL); `npm run bench -- load rush`: the rush alone.
// `npm run bench -- scale`: demo data against the programme's real scale on PostgreSQL (bench/scale.mjs).
// `npm run bench -- throughput`: throughput, CPU per request, memory and start-up only.
// Results: bench/results.json and bench/RESULTS.md. Timings are reported, never asserted.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

import { WEB_SERVER_ENV, webServerArgs } from "../scripts/web-server.mjs";
import { resetPostgres, seedPostgres } from "./database.mjs";
import {
  benchSecrets,
  DEMO,
  freePort,
  freshDataDir,
  loginCookies,
  machine,
  pinApart,
  ROOT,
  rssMb,
  serverCpuMs,
  sleep,
  startApp,
  waitForAnswer,
} from "./lib.mjs";
import { runLighthouse, THROTTLING } from "./lighthouse.mjs";
import { runLoad } from "./load.mjs";
import { readResults, writeResults } from "./report.mjs";
import { makeReportGroup } from "./report-group.mjs";
import { runScale } from "./scale.mjs";
import { measureThroughput } from "./throughput.mjs";
import { measureWeights, publicPages } from "./weight.mjs";

const FLOOR = "/bench/floor";
const LIGHTHOUSE_PAGES = ["/", "/agenda", "/logowanie", "/konto"];
/**
 * The pages measured for throughput; {group} is the demo teacher's first group, {report-group} the
 * group of 20 pupils surveyed twice that the bench adds (bench/report-group.mjs).
 */
const THROUGHPUT_PAGES = [
  FLOOR,
  "/",
  "/agenda",
  "/konto",
  "/konto/harmonogram/{group}",
  "/konto/ankiety/{group}",
  "/konto/raport/{report-group}",
];
const REPORT = "/konto/raport/{report-group}";
const FIRST_RENDER = `${REPORT} (first render)`;
const args = process.argv.slice(2);
const quick = args.includes("--quick");

function log(message) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function build() {
  log("npm run build");
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("remix build failed");
}

/** One complete measurement on one database. */
async function benchOn(database) {
  const secrets = benchSecrets();
  const dataDir = freshDataDir(database.name);
  const env = database.url ? { DATABASE_URL: database.url } : {};
  if (database.url) {
    log(`${database.name}: resetting and seeding ${database.url.replace(/\/\/[^@]*@/, "//")}`);
    await resetPostgres(database.url);
    seedPostgres(database.url, secrets);
  }
  const port = await freePort();
  const figures = { database: database.name };
  let app = startApp({ port, dataDir, secrets, env });
  try {
    figures.firstStartMs = await waitForAnswer(app, "/");
    log(`${database.name}: first start (fresh data) answered after ${figures.firstStartMs} ms`);
    const cookie = await loginCookies(app.url, DEMO);
    figures.rssMbAtStart = rssMb(app.child.pid);
    log(`${database.name}: a group of 20 pupils surveyed twice, through the forms (bench/report-group.mjs)`);
    const reportGroup = await makeReportGroup(app.url, cookie);
    const floorPage = await fetch(app.url + FLOOR);
    const floorHtml = await floorPage.text();
    if (
      floorPage.status !== 200 ||
      !floorHtml.includes("<h1>Pomiar</h1>") ||
      !floorHtml.includes('name="robots" content="noindex')
    ) {
      throw new Error(`${FLOOR} is not the bare floor page (status ${floorPage.status})`);
    }

    if (database.frontEnd) {
      const pages = await publicPages(app.url);
      log(`page weight of ${pages.length} public pages and /konto`);
      figures.weights = await measureWeights(
        app.url,
        [...pages.map((path) => ({ path })), { path: "/konto", label: "/konto (zalogowany)", withSession: true }],
        { cookie },
      );
      figures.lighthouse = {};
      for (const path of LIGHTHOUSE_PAGES) {
        log(`lighthouse ${path} (${quick ? 1 : 3} runs)`);
        figures.lighthouse[path] = await runLighthouse(app.url + path, {
          cookie: path.startsWith("/konto") ? cookie : undefined,
          runs: quick ? 1 : 3,
        });
      }
    }

    const group = await firstGroupOf(app.url, cookie);
    const targets = THROUGHPUT_PAGES.map((page) => ({
      page,
      path: page.replace("{group}", String(group)).replace("{report-group}", String(reportGroup)),
    }));
    const headersOf = (path) => (path.startsWith("/konto") ? { cookie } : {});
    figures.pinning = pinApart(app.child.pid);
    log(`${database.name}: ${figures.pinning}`);
    const cpuMs = () => serverCpuMs(app.child.pid, { postgres: Boolean(database.url) });
    // What one view of each page costs the database (the access log's count), asked once after a first view.
    figures.queries = {};
    for (const { page, path } of targets) {
      for (let view = 0; view < 2; view++) await (await fetch(app.url + path, { headers: headersOf(path) })).text();
      await sleep(100);
      figures.queries[page] = app.queriesOf(path);
    }
    log(`database queries per view: ${JSON.stringify(figures.queries)}`);

    // Warm-up (not recorded): every target once for a few seconds, so the JIT and caches are hot for all.
    for (const { path } of targets)
      await measureThroughput(app.url + path, { headers: headersOf(path), duration: quick ? 2 : 5 });
    // F is measured before and after every page (F, /, F, /agenda, F, /konto, F): each page's
    // ratio is to the mean of the two F runs around it, so a neighbour's load burst on the shared
    // machine skews one ratio rather than all. F itself is the median of its runs.
    const duration = quick ? 5 : 20;
    const run = (path) => {
      log(`autocannon ${path}: 50 connections, ${duration} s`);
      return measureThroughput(app.url + path, { headers: headersOf(path), duration, cpuMs });
    };
    const floorRuns = [await run(FLOOR)];
    const pages = {};
    for (const { page, path } of targets.filter(({ page }) => page !== FLOOR)) {
      pages[page] = await run(path);
      floorRuns.push(await run(FLOOR));
      const around = (floorRuns.at(-2).requestsPerSecond + floorRuns.at(-1).requestsPerSecond) / 2;
      pages[page].floorAround = Math.round(around * 10) / 10;
      pages[page].ratioToFloor = around ? Math.round((pages[page].requestsPerSecond / around) * 100) / 100 : null;
    }
    const floorRps = floorRuns.map((sample) => sample.requestsPerSecond);
    const medianFloor = floorRuns.toSorted((a, b) => a.requestsPerSecond - b.requestsPerSecond)[
      Math.floor(floorRuns.length / 2)
    ];
    figures.throughput = { [FLOOR]: { ...medianFloor, samples: floorRps, ratioToFloor: 1 }, ...pages };
    figures.rssMbAfterRun = rssMb(app.child.pid);
    log(`${database.name}: RSS after the run ${figures.rssMbAfterRun} MB`);
    await app.stop();

    // The report's first render: the same server with nothing of a teacher's screens kept (decision 020).
    app = startApp({ port, dataDir, secrets, env: { ...env, TEACHER_READ_CACHE: "false" } });
    await waitForAnswer(app, "/");
    pinApart(app.child.pid);
    const report = targets.find(({ page }) => page === REPORT).path;
    await measureThroughput(app.url + report, { headers: headersOf(report), duration: quick ? 2 : 5 });
    const [before, first, after] = [await run(FLOOR), await run(report), await run(FLOOR)];
    const around = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    figures.throughput[FIRST_RENDER] = {
      ...first,
      floorAround: Math.round(around * 10) / 10,
      ratioToFloor: Math.round((first.requestsPerSecond / around) * 100) / 100,
    };
    await app.stop();

    // Start to first answer on the data folder (or database) that now exists.
    const since = Date.now();
    app = startApp({ port, dataDir, secrets, env });
    figures.startupMs = await waitForAnswer(app, "/", { since });
    // "/" needs no database; the agenda does, so this is when the API is ready too.
    figures.startupAgendaMs = await waitForAnswer(app, "/agenda", { since });
    figures.rssMbAfterRestart = rssMb(app.child.pid);
    log(
      `${database.name}: restart on existing data answered after ${figures.startupMs} ms (/agenda after ${figures.startupAgendaMs} ms)`,
    );
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

async function main() {
  const startedAt = new Date();
  if (args[0] === "scale" && !process.env.BENCH_DATABASE_URL) {
    console.error(
      "npm run bench -- scale needs BENCH_DATABASE_URL: a PostgreSQL database made for the bench (it is emptied), e.g.\n" +
        "  createdb -h 127.0.0.1 -U postgres bench\n" +
        "  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench -- scale",
    );
    process.exitCode = 2;
    return;
  }
  build();
  if (args[0] === "scale") {
    const scale = await runScale({ log, quick });
    const results = readResults();
    results.scale = { ...scale, date: startedAt.toISOString(), machine: machine() };
    writeResults(results);
    log("wrote bench/results.json and bench/RESULTS.md");
    return;
  }
  if (args[0] === "load") {
    const load = await runLoad({ log, durationS: quick ? 15 : 60, only: args[1] });
    const results = readResults();
    // The rush alone keeps the last mixed-load runs.
    const runs = args[1] === "rush" ? (results.load?.runs ?? []) : load.runs;
    results.load = { ...load, runs, date: startedAt.toISOString(), machine: machine() };
    writeResults(results);
    log(`load: ${load.summary}`);
    if (!load.passed) process.exitCode = 1;
    return;
  }
  // `npm run bench -- throughput`: the servers' figures alone, without page weight and Lighthouse.
  const databases = [{ name: "PGlite", frontEnd: args[0] !== "throughput" }];
  if (process.env.BENCH_DATABASE_URL)
    databases.push({ name: "PostgreSQL", url: process.env.BENCH_DATABASE_URL, frontEnd: false });
  const runs = [];
  for (const database of databases) runs.push(await benchOn(database));
  const previous = readResults();
  // A throughput run keeps the last page weights and Lighthouse figures, with their date.
  if (!databases[0].frontEnd) {
    const last = previous.runs?.find((run) => run.database === "PGlite");
    if (last?.lighthouse)
      Object.assign(runs[0], { weights: last.weights, lighthouse: last.lighthouse, frontEndDate: previous.date });
  }
  writeResults({
    date: startedAt.toISOString(),
    durationS: Math.round((Date.now() - startedAt.getTime()) / 1000),
    machine: machine(),
    settings: {
      lighthouse: {
        formFactor: "mobile",
        throttlingMethod: "simulate",
        ...THROTTLING,
        runs: quick ? 1 : 3,
        statistic: "median",
      },
      autocannon: { connections: 50, durationS: quick ? 5 : 20 },
      server: `node ${webServerArgs().join(" ")} (web/main.ts bundled, express front door), NODE_ENV=production, ${Object.entries(
        WEB_SERVER_ENV,
      )
        .map(([name, value]) => `${name}=${value}`)
        .join(", ")}, fresh DATA_DIR, demo data`,
      quick,
    },
    runs,
    ...(previous.load ? { load: previous.load } : {}),
    ...(previous.scale ? { scale: previous.scale } : {}),
  });
  log("wrote bench/results.json and bench/RESULTS.md");
}

/** The demo teacher's first group, from the links of her account page. */
async function firstGroupOf(baseUrl, cookie) {
  const html = await (await fetch(`${baseUrl}/konto`, { headers: { cookie } })).text();
  const group = /\/konto\/harmonogram\/(\d+)/.exec(html)?.[1];
  if (!group) throw new Error("the demo teacher's account page links no group schedule");
  return Number(group);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
