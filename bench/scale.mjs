// `npm run bench -- scale` (issue 16, goal 5: cost as work grows). Two
// databases on the PostgreSQL of BENCH_DATABASE_URL: that one with the demo
// data, and its name + `_scale` (created when missing) with the demo data plus
// the programme's real scale (bench/seed-scale.ts: 10,000 clubs, 20,000
// groups, 300,000 classes, 200,000 surveys). Two servers run side by side, one
// on each, and the demo teacher's account screen, one of her schedule screens
// and one of her survey screens (and the floor F) are measured with autocannon
// in alternation, a few seconds on one server, then on the other, one at a
// time: measured minutes apart, as a first version did, the shared machine's
// other load moved the figures by -50 % to +35 %, far more than the data. The
// goal: each page keeps its throughput (as a ratio to F) within 20 % of the
// demo data's. Last, the app serves each page once more with every SQL
// statement recorded (bench/capture-queries.mjs), and each distinct statement
// is run under EXPLAIN (ANALYZE, BUFFERS) with the parameters it had, on the
// scale data: no plan may read a big table whole.
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
import { makeReportGroup, REPORT_GROUP } from "./report-group.mjs";
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

/** The office's fitness aggregate of the current season on one database, timed (bench/time-fitness-figures.ts). */
function timeFitnessFigures(url) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "bench/time-fitness-figures.ts", url], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`time-fitness-figures failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1));
}

/** Measures this many rounds, each one run per target and server (`--quick`: 1). */
const ROUNDS = 3;
/** Seconds of one autocannon run (`--quick`: 3): short, so the two servers' runs of a page lie close in time. */
const RUN_SECONDS = 8;

/**
 * The second database, beside BENCH_DATABASE_URL on the same server: its name + `_scale`.
 * Created when missing (the bench's user must be allowed to CREATE DATABASE).
 */
async function scaleDatabase(url) {
  const scaleUrl = new URL(url);
  const name = `${decodeURIComponent(scaleUrl.pathname.slice(1))}_scale`;
  scaleUrl.pathname = `/${encodeURIComponent(name)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  return scaleUrl.href;
}

/** Starts the app on the database and logs the demo teacher in; checks each page answers 200. */
async function startServer({ url, secrets, pages, label }) {
  const dataDir = freshDataDir(`scale-${label}`);
  const port = await freePort();
  const app = startApp({ port, dataDir, secrets, env: { DATABASE_URL: url } });
  const server = {
    label,
    app,
    async stop() {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForAnswer(app, "/");
    const cookie = await loginCookies(app.url, DEMO);
    server.cookie = cookie;
    server.headers = (target) => (target.startsWith("/konto") ? { cookie } : {});
    for (const target of pages) {
      const check = await fetch(app.url + target, { headers: server.headers(target), redirect: "manual" });
      await check.arrayBuffer();
      if (check.status !== 200) throw new Error(`${label}: ${target} answered ${check.status}`);
    }
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** A server gone mid-run (crashed, or killed by someone else on the machine) must not pass for 0 req/s. */
function checkAlive(server, target) {
  const { child } = server.app;
  if (child.exitCode !== null || child.signalCode !== null)
    throw Object.assign(
      new Error(
        `${server.label}: the server stopped during ${target} (exit ${child.exitCode ?? child.signalCode}):\n${server.app.stderr()}`,
      ),
      { serverLost: true },
    );
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round1 = (value) => Math.round(value * 10) / 10;

/** One target's runs on one server, summed up: the means of the rounds, and each round's req/s. */
function summary(runs) {
  return {
    requestsPerSecond: round1(mean(runs.map((run) => run.requestsPerSecond))),
    p50Ms: round1(mean(runs.map((run) => run.p50Ms))),
    p99Ms: round1(mean(runs.map((run) => run.p99Ms))),
    samples: runs.map((run) => run.requestsPerSecond),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    timeouts: runs.reduce((sum, run) => sum + run.timeouts, 0),
  };
}

/**
 * Two servers side by side, one on the demo data and one on the real scale, measured in alternation:
 * each round runs every target (F first) on one server, then on the other, the first of the pair
 * changing from target to target and round to round. Only one server is under load at a time. Runs
 * minutes apart on a shared machine differ by far more than the data does; runs seconds apart do not.
 */
async function measureInterleaved({ demoUrl, scaleUrl, secrets, pages, quick, log }) {
  const targets = [FLOOR, ...pages];
  const servers = [];
  try {
    servers.push(await startServer({ url: demoUrl, secrets, pages, label: "demo" }));
    servers.push(await startServer({ url: scaleUrl, secrets, pages, label: "scale" }));
    // Warm-up (not recorded), as in the main bench.
    for (const target of targets)
      for (const server of servers)
        await measureThroughput(server.app.url + target, {
          headers: server.headers(target),
          duration: quick ? 2 : 5,
        });
    const rounds = quick ? 1 : ROUNDS;
    const duration = quick ? 3 : RUN_SECONDS;
    const runs = { demo: {}, scale: {} };
    for (let round = 0; round < rounds; round++)
      for (const [index, target] of targets.entries()) {
        const order = (round + index) % 2 === 0 ? servers : servers.toReversed();
        for (const server of order) {
          log(`${server.label}: autocannon ${target}: 50 connections, ${duration} s (round ${round + 1} of ${rounds})`);
          const result = await measureThroughput(server.app.url + target, {
            headers: server.headers(target),
            duration,
          });
          for (const each of servers) checkAlive(each, target);
          (runs[server.label][target] ??= []).push(result);
        }
      }
    const measured = {};
    for (const label of Object.keys(runs)) {
      const floor = summary(runs[label][FLOOR]);
      measured[label] = { [FLOOR]: { ...floor, ratioToFloor: 1 } };
      for (const target of pages) {
        const page = summary(runs[label][target]);
        measured[label][target] = {
          ...page,
          floorAround: floor.requestsPerSecond,
          ratioToFloor: floor.requestsPerSecond
            ? Math.round((page.requestsPerSecond / floor.requestsPerSecond) * 100) / 100
            : null,
        };
      }
    }
    return { rounds, durationPerRunS: duration, ...measured };
  } finally {
    for (const server of servers) await server.stop();
  }
}

/**
 * The measurement again from the start when a server went away in the middle (on a shared machine
 * another's clean-up may stop it: exit 1 after the SIGTERM grace), at most three times.
 */
async function measureWithRetry(options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureInterleaved(options);
    } catch (error) {
      if (!error.serverLost || attempt === 3) throw error;
      options.log(`${error.message.split("\n")[0]}; measuring again (attempt ${attempt + 1} of 3)`);
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

let preparedCount = 0;

async function explain(client, { sql, params }) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${sql}`, params);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

/**
 * A named statement's plan as the server comes to run it: PostgreSQL plans a
 * prepared statement for its parameters five times, then settles on a generic
 * plan, for any parameters, when that costs no more. That plan is the one
 * that must not read a big table whole (PostgreSQL 15 has no EXPLAIN
 * (GENERIC_PLAN), so the statement is prepared with the generic plan forced).
 */
async function explainGeneric(client, { sql, params }) {
  // A statement prepared with PREPARE outlives the transaction that is rolled back: each gets its own name.
  const name = `bench_generic_${++preparedCount}`;
  await client.query("SET LOCAL plan_cache_mode = force_generic_plan");
  await client.query(`PREPARE ${name} AS ${sql}`);
  // The recorded parameters are JSON: strings, numbers and booleans, as the server sent them.
  const literals = params.map((value) => (value === null ? "NULL" : client.escapeLiteral(String(value))));
  const { rows } = await client.query(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) EXECUTE ${name}${literals.length ? `(${literals.join(", ")})` : ""}`,
  );
  return `(generic plan)\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`;
}

/** EXPLAIN (ANALYZE, BUFFERS) of each distinct statement, with its parameters; writes are rolled back. */
async function explainAll(url, byPage) {
  const distinct = new Map();
  for (const [page, queries] of Object.entries(byPage))
    for (const { text, values, name } of queries) {
      const entry = distinct.get(text) ?? { sql: text, params: values, prepared: Boolean(name), pages: [] };
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
        const plan = entry.prepared ? await explainGeneric(client, entry) : await explain(client, entry);
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

/** A page's mean req/s ÷ its server's mean F, unrounded. */
const ratioOf = (measured, page) => measured[page].requestsPerSecond / measured[FLOOR].requestsPerSecond;
const change = (demo, scale) => (demo ? Math.round(((scale - demo) / demo) * 1000) / 10 : null);

/** The whole scale bench; answers the `scale` entry of results.json. */
export async function runScale({ log, quick }) {
  const url = process.env.BENCH_DATABASE_URL;
  const started = Date.now();
  const secrets = benchSecrets();
  const scaleUrl = await scaleDatabase(url);
  const shown = (address) => address.replace(/\/\/[^@]*@/, "//");
  for (const database of [url, scaleUrl]) {
    log(`scale: resetting and seeding the demo data into ${shown(database)}`);
    await resetPostgres(database);
    seedPostgres(database, secrets);
  }
  log(`scale: adding the programme's real scale to ${shown(scaleUrl)} (bench/seed-scale.ts)`);
  const seed = seedScale(scaleUrl, secrets, log);
  log(`scale: seeded in ${seed.seconds} s`);
  const group = await demoGroupNumber(url);
  const scaleGroup = await demoGroupNumber(scaleUrl);
  if (scaleGroup !== group)
    throw new Error(`the demo teacher's first group: ${group} on the demo data, ${scaleGroup} at scale`);
  // The fitness report (issue 18, point 5) of a group of 20 pupils surveyed twice, made alike in both databases.
  for (const [label, database] of Object.entries({ demo: url, scale: scaleUrl })) {
    log(`scale: ${label}: a group of 20 pupils surveyed twice, through the forms (bench/report-group.mjs)`);
    const server = await startServer({ url: database, secrets, pages: [], label });
    try {
      await makeReportGroup(server.app.url, server.cookie);
    } finally {
      await server.stop();
    }
  }
  const pages = [
    "/konto",
    `/konto/harmonogram/${group}`,
    `/konto/ankiety/${group}`,
    `/konto/raport/${REPORT_GROUP.number}`,
  ];

  const { rounds, durationPerRunS, demo, scale } = await measureWithRetry({
    demoUrl: url,
    scaleUrl,
    secrets,
    pages,
    quick,
    log,
  });

  log("scale: recording the pages' SQL and EXPLAINing it on the scale data");
  const byPage = await captureQueries({ url: scaleUrl, secrets, pages });
  const plans = await explainAll(scaleUrl, byPage);

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
      // From the unrounded ratios: a page at 0.06 of F would otherwise change in steps of 17 %.
      ratioChangePercent: page === FLOOR ? null : change(ratioOf(demo, page), ratioOf(scale, page)),
      demoP99Ms: a.p99Ms,
      scaleP99Ms: b.p99Ms,
      // On the ratio to F (each server's own), as the main bench's goals: the machine's other load moves F and the page alike.
      met: page === FLOOR ? null : ratioOf(scale, page) >= SCALE_GOAL * ratioOf(demo, page),
    };
  });
  for (const row of comparison)
    log(
      `scale: ${row.page}: ${row.demoRequestsPerSecond} → ${row.scaleRequestsPerSecond} req/s (${row.changePercent} %), p99 ${row.demoP99Ms} → ${row.scaleP99Ms} ms${row.page === FLOOR ? "" : `, ratio to F ${row.demoRatioToFloor} → ${row.scaleRatioToFloor} (${row.ratioChangePercent} %)`}`,
    );
  for (const [label, measured] of Object.entries({ demo, scale }))
    for (const [page, figures] of Object.entries(measured))
      if (figures.non2xx || figures.errors || figures.timeouts)
        log(
          `scale: warning: ${label} ${page}: ${figures.non2xx} non-2xx answers, ${figures.errors} errors, ${figures.timeouts} timeouts`,
        );
  // The office's fitness figures (issue 18): one statement over the whole season, timed on both databases.
  const fitnessFigures = Object.fromEntries(
    Object.entries({ demo: url, scale: scaleUrl }).map(([label, database]) => [label, timeFitnessFigures(database)]),
  );
  log(
    `scale: the office's fitness figures: ${Object.entries(fitnessFigures)
      .map(
        ([label, t]) =>
          `${label} ${t.surveys} surveys → computed ${t.computedMs.join(", ")} ms, kept ${t.keptMs.join(", ")} ms, after a change ${t.changedMs.join(", ")} ms (computed behind it ${t.recomputedMs.join(", ")} ms), with every club ${t.withClubsMs.join(", ")} ms`,
      )
      .join("; ")}`,
  );
  const withSeqScans = plans.filter((plan) => plan.bigSeqScans.length > 0);
  log(
    `scale: ${plans.length} distinct statements EXPLAINed; ${withSeqScans.length} with a sequential scan of a big table${withSeqScans.length ? ": " + [...new Set(withSeqScans.flatMap((plan) => plan.bigSeqScans))].join(", ") : ""}`,
  );
  return {
    durationS: Math.round((Date.now() - started) / 1000),
    quick,
    rounds,
    durationPerRunS,
    goal: `each page's throughput (as a ratio to F) on the real scale ≥ ${SCALE_GOAL * 100} % of that on the demo data`,
    databases: { demo: shown(url), scale: shown(scaleUrl) },
    group,
    seed,
    comparison,
    throughput: { demo, scale },
    fitnessFigures,
    queriesPerPage: Object.fromEntries(Object.entries(byPage).map(([page, queries]) => [page, queries.length])),
    plans,
  };
}
