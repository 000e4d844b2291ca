// `npm run bench -- scale` (issue 16, goal 5: cost as work grows). On the
// PostgreSQL of BENCH_DATABASE_URL: the demo teacher's account screen, one of
// her schedule screens and one of her survey screens are measured with
// autocannon on the demo data; then the programme's real scale is added
// (bench/seed-scale.ts: 10,000 clubs, 20,000 groups, 300,000 classes, 200,000
// surveys) and the same is measured again. The goal: each page keeps its
// throughput within 20 % of the demo data's. Last, the app serves each page
// once more with every SQL statement recorded (bench/capture-queries.mjs), and
// each distinct statement is run under EXPLAIN (ANALYZE, BUFFERS) with the
// parameters it had, on the scale data: no plan may read a big table whole.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import pg from "pg";

import { resetPostgres, seedPostgres } from "./database.mjs";
import {
  benchSecrets,
  DEMO,
  freePort,
  freshDataDir,
  loginCookies,
  ROOT,
  sleep,
  startApp,
  waitForAnswer,
} from "./lib.mjs";
import { measureThroughput } from "./throughput.mjs";

const FLOOR = "/bench/floor";
/** The goal: a page's throughput on the scale data at least this share of the demo data's. */
export const SCALE_GOAL = 0.8;
/** A table with at least this many rows at the real scale is big: a plan must not read it whole for one teacher's page. */
const BIG_TABLE_ROWS = 1000;

async function demoGroupNumber(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT g.group_number FROM groups g JOIN users u ON u.id = g.user_id
       JOIN season_enrollments e ON e.id = g.season_enrollment_id JOIN seasons s ON s.id = e.season_id AND s.is_current
       WHERE u.email = $1 ORDER BY g.group_number LIMIT 1`,
      [DEMO.email],
    );
    if (!rows[0]) throw new Error(`${DEMO.email} has no group in the current season`);
    return rows[0].group_number;
  } finally {
    await client.end();
  }
}

function seedScale(url, secrets, log) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "bench/seed-scale.ts", url], {
    cwd: ROOT,
    env: { ...process.env, ...secrets },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`seed-scale failed:\n${result.stdout}\n${result.stderr}`);
  const lines = result.stdout.trim().split("\n");
  for (const line of lines.slice(0, -1)) log(`seed-scale: ${line}`);
  return JSON.parse(lines.at(-1));
}

/** Starts the app on the database, logs the demo teacher in and measures the pages, with the floor before and after. */
async function measurePages({ url, secrets, pages, quick, log, label }) {
  const dataDir = freshDataDir(`scale-${label}`);
  const port = await freePort();
  const app = startApp({ port, dataDir, secrets, env: { DATABASE_URL: url } });
  try {
    await waitForAnswer(app, "/");
    const cookie = await loginCookies(app.url, DEMO);
    const headers = (target) => (target.startsWith("/konto") ? { cookie } : {});
    for (const target of pages) {
      const check = await fetch(app.url + target, { headers: headers(target), redirect: "manual" });
      await check.arrayBuffer();
      if (check.status !== 200) throw new Error(`${label}: ${target} answered ${check.status}`);
    }
    // Warm-up (not recorded), as in the main bench.
    for (const target of [FLOOR, ...pages])
      await measureThroughput(app.url + target, { headers: headers(target), duration: quick ? 2 : 5 });
    const duration = quick ? 5 : 20;
    const run = async (target) => {
      log(`${label}: autocannon ${target}: 50 connections, ${duration} s`);
      const result = await measureThroughput(app.url + target, { headers: headers(target), duration });
      // A server gone mid-run (crashed, or killed by someone else on the machine) must not pass for 0 req/s.
      if (app.child.exitCode !== null || app.child.signalCode !== null)
        throw Object.assign(
          new Error(
            `${label}: the server stopped during ${target} (exit ${app.child.exitCode ?? app.child.signalCode}):\n${app.stderr()}`,
          ),
          { serverLost: true },
        );
      return result;
    };
    // F before and after every page, as in the main bench: each page's ratio is to the mean of the two
    // floor runs around it, so a neighbour's burst of load on the shared machine skews one ratio, not all.
    const floorRuns = [await run(FLOOR)];
    const measured = {};
    for (const target of pages) {
      measured[target] = await run(target);
      floorRuns.push(await run(FLOOR));
      const around = (floorRuns.at(-2).requestsPerSecond + floorRuns.at(-1).requestsPerSecond) / 2;
      measured[target].floorAround = Math.round(around * 10) / 10;
      measured[target].ratioToFloor = around
        ? Math.round((measured[target].requestsPerSecond / around) * 100) / 100
        : null;
    }
    const medianFloor = floorRuns.toSorted((a, b) => a.requestsPerSecond - b.requestsPerSecond)[
      Math.floor(floorRuns.length / 2)
    ];
    return {
      [FLOOR]: { ...medianFloor, samples: floorRuns.map((sample) => sample.requestsPerSecond), ratioToFloor: 1 },
      ...measured,
    };
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The measurement again from the start when the server went away in the middle (on a shared machine
 * another's clean-up may stop it: exit 1 after the SIGTERM grace), at most three times.
 */
async function measurePagesWithRetry(options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measurePages(options);
    } catch (error) {
      if (!error.serverLost || attempt === 3) throw error;
      options.log(`${error.message.split("\n")[0]}; measuring ${options.label} again (attempt ${attempt + 1} of 3)`);
    }
  }
}

/** Serves each page once with the query recorder preloaded; answers each page's statements in order. */
async function captureQueries({ url, secrets, pages }) {
  const dataDir = freshDataDir("scale-capture");
  const logFile = path.join(dataDir, "queries.jsonl");
  const port = await freePort();
  const hook = pathToFileURL(path.join(ROOT, "bench", "capture-queries.mjs")).href;
  const app = startApp({
    port,
    dataDir,
    secrets,
    env: {
      DATABASE_URL: url,
      BENCH_QUERY_LOG: logFile,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${hook}`.trim(),
    },
  });
  const recorded = () =>
    existsSync(logFile)
      ? readFileSync(logFile, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [];
  try {
    await waitForAnswer(app, "/");
    const cookie = await loginCookies(app.url, DEMO);
    // Once for the caches the app keeps (if any), then once recorded.
    for (const target of pages) await (await fetch(app.url + target, { headers: { cookie } })).arrayBuffer();
    const byPage = {};
    for (const target of pages) {
      const before = recorded().length;
      const response = await fetch(app.url + target, { headers: { cookie }, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`capture: ${target} answered ${response.status}`);
      // Work done after the answer (server/api/after-answer.ts) belongs to this page too.
      await sleep(300);
      byPage[target] = recorded().slice(before);
    }
    if (Object.values(byPage).every((queries) => queries.length === 0))
      throw new Error("capture: no statement recorded (is the query recorder loaded?)");
    return byPage;
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The big tables a plan reads whole (Seq Scan); a scan of a table of a page or two is the planner's right choice. */
function bigSeqScans(plan, rowsOf) {
  const scanned = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]);
  return [...new Set(scanned)].filter((table) => (rowsOf.get(table) ?? 0) >= BIG_TABLE_ROWS);
}

/** EXPLAIN (ANALYZE, BUFFERS) of each distinct statement, with its parameters; writes are rolled back. */
async function explainAll(url, byPage) {
  const distinct = new Map();
  for (const [page, queries] of Object.entries(byPage))
    for (const { text, values } of queries) {
      const entry = distinct.get(text) ?? { sql: text, params: values, pages: [] };
      if (!entry.pages.includes(page)) entry.pages.push(page);
      distinct.set(text, entry);
    }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plans = [];
  try {
    const { rows: tables } = await client.query(
      "SELECT relname, reltuples FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace",
    );
    const rowsOf = new Map(tables.map((table) => [table.relname, Number(table.reltuples)]));
    for (const entry of distinct.values()) {
      if (/^\s*(begin|commit|rollback|savepoint|release|set\b|select pg_advisory)/i.test(entry.sql)) continue;
      await client.query("BEGIN");
      try {
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${entry.sql}`, entry.params);
        const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
        plans.push({ ...entry, plan, bigSeqScans: bigSeqScans(plan, rowsOf) });
      } finally {
        await client.query("ROLLBACK");
      }
    }
  } finally {
    await client.end();
  }
  return plans;
}

const change = (demo, scale) => (demo ? Math.round(((scale - demo) / demo) * 1000) / 10 : null);

/** The whole scale bench; answers the `scale` entry of results.json. */
export async function runScale({ log, quick }) {
  const url = process.env.BENCH_DATABASE_URL;
  const started = Date.now();
  const secrets = benchSecrets();
  log(`scale: resetting and seeding the demo data into ${url.replace(/\/\/[^@]*@/, "//")}`);
  await resetPostgres(url);
  seedPostgres(url, secrets);
  const group = await demoGroupNumber(url);
  const pages = ["/konto", `/konto/harmonogram/${group}`, `/konto/ankiety/${group}`];

  const demo = await measurePagesWithRetry({ url, secrets, pages, quick, log, label: "demo" });
  log("scale: adding the programme's real scale (bench/seed-scale.ts)");
  const seed = seedScale(url, secrets, log);
  log(`scale: seeded in ${seed.seconds} s`);
  const scale = await measurePagesWithRetry({ url, secrets, pages, quick, log, label: "scale" });

  log("scale: recording the pages' SQL and EXPLAINing it on the scale data");
  const byPage = await captureQueries({ url, secrets, pages });
  const plans = await explainAll(url, byPage);

  const comparison = [FLOOR, ...pages].map((page) => {
    const a = demo[page];
    const b = scale[page];
    return {
      page,
      demoRequestsPerSecond: a.requestsPerSecond,
      scaleRequestsPerSecond: b.requestsPerSecond,
      changePercent: change(a.requestsPerSecond, b.requestsPerSecond),
      demoRatioToFloor: a.ratioToFloor ?? null,
      scaleRatioToFloor: b.ratioToFloor ?? null,
      ratioChangePercent: page === FLOOR ? null : change(a.ratioToFloor, b.ratioToFloor),
      demoP99Ms: a.p99Ms,
      scaleP99Ms: b.p99Ms,
      // On the ratio to F, as the main bench's goals: the machine's other load moves F and the page alike.
      met: page === FLOOR ? null : b.ratioToFloor >= SCALE_GOAL * a.ratioToFloor,
    };
  });
  for (const row of comparison)
    log(
      `scale: ${row.page}: ${row.demoRequestsPerSecond} → ${row.scaleRequestsPerSecond} req/s (${row.changePercent} %)`,
    );
  const withSeqScans = plans.filter((plan) => plan.bigSeqScans.length > 0);
  log(
    `scale: ${plans.length} distinct statements EXPLAINed; ${withSeqScans.length} with a sequential scan of a big table${withSeqScans.length ? ": " + [...new Set(withSeqScans.flatMap((plan) => plan.bigSeqScans))].join(", ") : ""}`,
  );
  return {
    durationS: Math.round((Date.now() - started) / 1000),
    quick,
    goal: `each page's throughput (as a ratio to F) on the real scale ≥ ${SCALE_GOAL * 100} % of that on the demo data`,
    group,
    seed,
    comparison,
    throughput: { demo, scale },
    queriesPerPage: Object.fromEntries(Object.entries(byPage).map(([page, queries]) => [page, queries.length])),
    plans,
  };
}
