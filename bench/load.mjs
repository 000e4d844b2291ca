// `npm run bench -- load`: 200 concurrent virtual users for 60 s against the
// production app on loopback, then a check of the database; then, when
// PostgreSQL answers, the enrolment-opening rush (bench/rush.mjs).
// `npm run bench -- load rush`: the rush alone.
//
// Set-up, before any server holds the data: demo data, two contested agenda
// items (5 and 20 seats) through the admin CLI, and 40 load-test teachers
// (bench/seed-teachers.ts). The web app has no agenda sign-up, schedule or
// survey forms yet, so those writes go to the standalone platform API
// (server/main.ts) on the same database, with the JWT of an API login:
//   - PGlite: one process per folder, so the API runs standalone and the app
//     reaches it with UPSTREAM_URL (browsing and logging in go through the app);
//   - PostgreSQL (BENCH_DATABASE_URL): the app runs with its in-process API and
//     the standalone API beside it, both on the same database.
// Users: 120 browse public pages (and hit /konto without a session); 80 are
// teachers who log in through the web form, open /konto, log in to the API
// and then join/leave agenda items and add schedule items and surveys. Each
// (teacher, agenda item) pair is used by one user only, so the last
// acknowledged answer says what the database must hold. Think time 0.3–1.2 s.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { admin, resetPostgres, seedPostgres } from "./database.mjs";
import {
  benchSecrets,
  freePort,
  freshDataDir,
  isoDay,
  loginCookies,
  ROOT,
  sleep,
  startApi,
  startApp,
  waitForAnswer,
} from "./lib.mjs";
import { runRush, rushDescription } from "./rush.mjs";

const USERS = 200;
const TEACHER_USERS = 80;
const TEACHERS = 40;
const PASSWORD = "Demo#Haslo1";
const MAX_ITERATIONS = 2_000;
const REQUEST_TIMEOUT_MS = 30_000;
const PUBLIC_PAGES = [
  "/",
  "/agenda",
  "/sport-kluby",
  "/pytania-i-odpowiedzi",
  "/logowanie",
  "/mapa-strony",
  "/eksperci",
  "/idea-kongresu",
];

const DESCRIPTION =
  "200 virtual users for 60 s on loopback: 120 browse public pages; 80 teachers (40 accounts) log in through the web form, open /konto, " +
  "then join/leave agenda items (two items with 5 and 20 seats, plus the demo items) and add schedule items and surveys through the " +
  "platform API (no web screens for those yet). Think time 0.3–1.2 s. Afterwards the database is checked.";

const teacherEmail = (index) => `obciazenie.${String(index).padStart(3, "0")}@example.pl`;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

class Stats {
  requests = 0;
  status5xx = 0;
  networkErrors = 0;
  timeouts = 0;
  byStatus = {};
  fivexxSamples = [];

  async fetch(url, init = {}) {
    this.requests++;
    try {
      const response = await fetch(url, {
        redirect: "manual",
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.text();
      this.byStatus[response.status] = (this.byStatus[response.status] ?? 0) + 1;
      if (response.status >= 500) {
        this.status5xx++;
        if (this.fivexxSamples.length < 5)
          this.fivexxSamples.push(`${init.method ?? "GET"} ${url} → ${response.status} ${body.slice(0, 200)}`);
      }
      return { response, body };
    } catch (error) {
      if (error?.name === "TimeoutError") this.timeouts++;
      else this.networkErrors++;
      return { response: null, body: "" };
    }
  }
}

function api(stats, baseUrl, apiKey) {
  return async (method, pathName, { token, body } = {}) => {
    const headers = { accept: "application/json", "x-api-key": apiKey };
    if (token) headers.authorization = `JWT ${token}`;
    if (body) headers["content-type"] = "application/json";
    const { response, body: text } = await stats.fetch(baseUrl + pathName, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response?.status ?? 0, data };
  };
}

async function browser(stats, appUrl, deadline) {
  for (let i = 0; i < MAX_ITERATIONS && Date.now() < deadline; i++) {
    await stats.fetch(appUrl + (Math.random() < 0.1 ? "/konto" : pick(PUBLIC_PAGES)), {
      headers: { "accept-encoding": "gzip" },
    });
    await sleep(300 + Math.random() * 900);
  }
}

async function teacher(stats, { appUrl, call, index, ownsAgenda, agendaItemIds, writes, deadline }) {
  const email = teacherEmail((index % TEACHERS) + 1);
  let cookie;
  try {
    cookie = await loginCookies(appUrl, { email, password: PASSWORD });
  } catch {
    writes.loginFailures++;
  }
  if (cookie) await stats.fetch(`${appUrl}/konto`, { headers: { cookie } });
  const login = await call("POST", "/pl/api/auth/login/", { body: { email, password: PASSWORD } });
  const token = login.data?.token;
  if (!token) {
    writes.loginFailures++;
    return;
  }
  const mine = new Map();
  const unknown = new Set();
  for (let i = 0; i < MAX_ITERATIONS && Date.now() < deadline; i++) {
    await sleep(300 + Math.random() * 900);
    const roll = Math.random();
    const usable = agendaItemIds.filter((itemId) => !unknown.has(itemId));
    if (ownsAgenda && roll < 0.4 && usable.length > 0) {
      const itemId = pick(usable);
      const join = !mine.get(itemId);
      const result = await call("PUT", `/warszawa/pl/api/agenda/agenda_items/${itemId}/${join ? "join" : "leave"}/`, {
        token,
      });
      if (result.status === 200) {
        mine.set(itemId, join);
        writes.signUps.set(`${email} ${itemId}`, { email, itemId, signedUp: join });
      } else if (result.status === 400 && join) {
        writes.refusedJoins++;
      } else if (result.status === 0 || result.status >= 500) {
        // No answer: the write may or may not have happened, so this pair is not checked (nor used again).
        unknown.add(itemId);
        writes.signUps.delete(`${email} ${itemId}`);
      }
    } else if (roll < 0.65) {
      const topic = `Obciążenie ${index}-${i}`;
      const result = await call("POST", "/pl/api/awf/schedule/", {
        token,
        body: {
          group: 1 + (i % 2),
          datetime: `${isoDay(1 + (i % 60))}T${String(8 + (i % 8)).padStart(2, "0")}:00`,
          place: "Sala gimnastyczna",
          topic,
          girls_count: 3,
          boys_count: 4,
        },
      });
      if (result.status === 201 || result.status === 200) writes.schedule.push({ id: result.data.id, topic });
      else
        writes.otherRefusals[`schedule ${result.status}`] =
          (writes.otherRefusals[`schedule ${result.status}`] ?? 0) + 1;
    } else if (roll < 0.85) {
      const firstName = pick(["Ala", "Ola", "Jan", "Ewa", "Piotr", "Zofia", "Kuba"]);
      const result = await call("POST", "/pl/api/awf/survey/", {
        token,
        body: {
          group: 1 + (i % 2),
          first_name: firstName,
          last_name: "Testowy",
          sex: "K",
          birthdate: "2014-05-05",
          examination_date: isoDay(0),
          school_type: "podstawowa",
          class_number: 5,
          guardian_consent: true,
          pe_participation: true,
          pe_evaluation: 5,
          body_weight: null,
          body_height: null,
          waist: null,
          beep_test: null,
          run: null,
          stick_overhang: null,
          plank: null,
          has_disability_certificate: false,
          type_of_disability: "",
        },
      });
      if (result.status === 201 || result.status === 200) writes.surveys.push({ id: result.data.id, firstName });
      else writes.otherRefusals[`survey ${result.status}`] = (writes.otherRefusals[`survey ${result.status}`] ?? 0) + 1;
    } else if (cookie) {
      await stats.fetch(appUrl + pick(["/konto", "/agenda", "/konto/harmonogram/1", "/konto/ankiety/1"]), {
        headers: { cookie },
      });
    }
  }
}

function prepare(env) {
  const start = (days) => `${isoDay(days)}T09:00`;
  const end = (days) => `${isoDay(days)}T10:30`;
  const seed = spawnSync(process.execPath, ["--import", "tsx", "server/cli/seed.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(seed.stderr);
  const ids = [5, 20].map((limit) => {
    const out = admin(
      [
        "create-agenda-item",
        "--event",
        "warszawa",
        "--name",
        `Obciążenie: ${limit} miejsc`,
        "--start",
        start(30),
        "--end",
        end(30),
        "--limit",
        String(limit),
      ],
      env,
    );
    return Number(/punkt programu (\d+)/.exec(out)?.[1]);
  });
  const teachers = spawnSync(process.execPath, ["--import", "tsx", "bench/seed-teachers.ts", String(TEACHERS)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (teachers.status !== 0) throw new Error(teachers.stderr);
  return ids;
}

async function loadOn(database, { log, durationS }) {
  const secrets = benchSecrets();
  const dataDir = freshDataDir(`load-${database.name}`);
  const dbEnv = {
    ...secrets,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  if (database.url) {
    await resetPostgres(database.url);
    seedPostgres(database.url, secrets);
  }
  log(`load ${database.name}: demo data, agenda items and ${TEACHERS} teachers`);
  const contested = prepare(dbEnv);
  // The demo's open items: the 120-seat debate (id 2) and the 30-seat workshop (id 5).
  const agendaItemIds = [...contested, 2, 5];

  const apiPort = await freePort();
  const apiServer = startApi({
    port: apiPort,
    dataDir,
    secrets,
    env: database.url ? { DATABASE_URL: database.url } : {},
  });
  await waitForAnswer(apiServer, "/pl/api/schema/");
  const appPort = await freePort();
  const app = startApp({
    port: appPort,
    dataDir,
    secrets,
    env: database.url ? { DATABASE_URL: database.url } : { UPSTREAM_URL: apiServer.url },
  });
  const stats = new Stats();
  const writes = {
    schedule: [],
    surveys: [],
    signUps: new Map(),
    refusedJoins: 0,
    loginFailures: 0,
    otherRefusals: {},
  };
  const crashes = [];
  let check;
  try {
    await waitForAnswer(app, "/");
    log(`load ${database.name}: ${USERS} users for ${durationS} s`);
    const deadline = Date.now() + durationS * 1000;
    const call = api(stats, apiServer.url, secrets.API_KEY);
    const users = Array.from({ length: USERS }, (_, index) =>
      index < TEACHER_USERS
        ? teacher(stats, {
            appUrl: app.url,
            call,
            index,
            ownsAgenda: index < TEACHERS,
            agendaItemIds,
            writes,
            deadline,
          })
        : browser(stats, app.url, deadline),
    );
    await Promise.all(users);
    // A server that died during the run shows up as network errors; say which and why.
    for (const [name, server] of [
      ["app", app],
      ["api", apiServer],
    ]) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        crashes.push({
          server: name,
          exitCode: server.child.exitCode,
          signal: server.child.signalCode,
          stderr: server.stderr().slice(-800),
        });
      }
    }
  } finally {
    await app.stop();
    await apiServer.stop();
  }
  const expectedFile = path.join(mkdtempSync(path.join(os.tmpdir(), "sport-kluby-load-")), "expected.json");
  writeFileSync(
    expectedFile,
    JSON.stringify({
      schedule: writes.schedule,
      surveys: writes.surveys,
      signUps: [...writes.signUps.values()],
      agendaItemIds,
    }),
  );
  const result = spawnSync(process.execPath, ["--import", "tsx", "bench/load-check.ts", expectedFile], {
    cwd: ROOT,
    env: { ...process.env, ...dbEnv },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`database check failed:\n${result.stderr}`);
  check = JSON.parse(result.stdout.trim().split("\n").at(-1));
  rmSync(path.dirname(expectedFile), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });

  const acknowledgedWrites = check.schedule.acknowledged + check.surveys.acknowledged + check.signUps.acknowledged;
  const missingWrites = check.schedule.missing + check.surveys.missing + check.signUps.wrong;
  const run = {
    database: database.name,
    users: USERS,
    durationS,
    requests: stats.requests,
    requestsPerSecond: Math.round(stats.requests / durationS),
    status5xx: stats.status5xx,
    networkErrors: stats.networkErrors,
    timeouts: stats.timeouts,
    byStatus: stats.byStatus,
    fivexxSamples: stats.fivexxSamples,
    acknowledgedWrites,
    missingWrites,
    itemsOverLimit: check.itemsOverLimit,
    refusedJoins: writes.refusedJoins,
    loginFailures: writes.loginFailures,
    otherRefusals: writes.otherRefusals,
    crashes,
    check,
  };
  // A refused connection or a hang is worse than a 5xx: both fail the run, as does a crash.
  run.passed =
    run.status5xx === 0 &&
    run.networkErrors === 0 &&
    run.timeouts === 0 &&
    crashes.length === 0 &&
    run.missingWrites === 0 &&
    run.itemsOverLimit === 0;
  run.summary =
    `${run.passed ? "PASS" : "FAIL"}: ${run.requests} requests (${run.requestsPerSecond}/s), 5xx ${run.status5xx}, timeouts ${run.timeouts}, network errors ${run.networkErrors}; ` +
    `acknowledged writes ${acknowledgedWrites} (schedule ${check.schedule.acknowledged}, surveys ${check.surveys.acknowledged}, agenda pairs ${check.signUps.acknowledged}), missing ${missingWrites}; ` +
    `agenda items over limit ${check.itemsOverLimit} (watched: ${check.watchedItems.map((i) => `#${i.id} ${i.participants}/${i.limit ?? "∞"}`).join(", ")}); refused joins ${writes.refusedJoins}; login failures ${writes.loginFailures}` +
    crashes
      .map(
        (crash) =>
          `; the ${crash.server} process DIED (exit ${crash.exitCode ?? crash.signal}): ${
            crash.stderr
              .split("\n")
              .find((line) => /Error/.test(line))
              ?.trim() ?? "see results.json"
          }`,
      )
      .join("");
  log(`load ${database.name}: ${run.summary}`);
  return run;
}

export async function runLoad({ log, durationS = 60, only }) {
  const databases = [{ name: "PGlite" }];
  if (process.env.BENCH_DATABASE_URL) databases.push({ name: "PostgreSQL", url: process.env.BENCH_DATABASE_URL });
  const runs = [];
  if (only !== "rush") for (const database of databases) runs.push(await loadOn(database, { log, durationS }));
  // The enrolment-opening rush needs PostgreSQL: two instances share it. First as QUALITY.md measures it
  // (the applications over the minute), then as a burst at the opening, each on a cluster and database of its own.
  const rush = process.env.BENCH_DATABASE_URL
    ? await runRush({ log, postgresUrl: process.env.BENCH_DATABASE_URL, arrivals: "minute" })
    : { skipped: "BENCH_DATABASE_URL is not set: the rush runs two instances on PostgreSQL." };
  const burst = process.env.BENCH_DATABASE_URL
    ? await runRush({ log, postgresUrl: process.env.BENCH_DATABASE_URL, arrivals: "burst" })
    : null;
  return {
    description: DESCRIPTION,
    runs,
    rush: { description: rushDescription("minute"), ...rush },
    ...(burst ? { rushBurst: { description: rushDescription("burst"), ...burst } } : {}),
    // The burst asks more than QUALITY.md does: reported beside it, it does not fail the load test.
    passed: runs.every((run) => run.passed) && rush.passed !== false,
    summary: [
      ...runs.map((run) => `${run.database}: ${run.summary}`),
      `rush: ${rush.summary ?? rush.skipped}`,
      ...(burst ? [`rush as a burst: ${burst.summary}`] : []),
    ].join(" | "),
  };
}
