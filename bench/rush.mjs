// The enrolment-opening rush (issue 17, QUALITY.md), part of
// `npm run bench -- load` when PostgreSQL answers: the cluster of
// scripts/cluster.mjs (nginx with TLS in front of two instances of the build
// on one PostgreSQL), 1,000 teachers with a certificate and no club yet, all
// logged in; at the opening each sends the club application within 60 s
// (bench/rush-client.ts). Then the database is read:
//   - every acknowledged application is stored, once;
//   - the order is the server's order of arrival: no application whose
//     answer came before another was sent has the larger number (the number
//     the database stamped, which the office's list shows);
//   - the office's first page shows the first numbers, in order;
//   - p99 of the submission under 2 s, no 5xx, no refused connection.
// Two ways the 1,000 arrive (ARRIVALS): over the minute, each at a random
// moment of it, as QUALITY.md measures the rush; and as a burst at the opening.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { startCluster } from "../scripts/cluster.mjs";
import { ROOT } from "./lib.mjs";

const APPLICANTS = 1_000;
const WINDOW_S = 60;
const P99_GOAL_MS = 2_000;
const PASSWORD = "Demo#Haslo1";
const applicantEmail = (index) => `wniosek.${String(index).padStart(4, "0")}@example.pl`;

/** How the teachers' moments of sending are drawn within the window; u is uniform on [0, 1). */
export const ARRIVALS = {
  // QUALITY.md's rush: 1,000 applications within 60 s, each at a random moment of the minute (about 17 a
  // second, bunched as independent arrivals bunch).
  minute: "each at a random moment of the minute (offset = 60 s × u: about 17 a second)",
  // The opening as a burst, harder than QUALITY.md asks: most teachers are there at its first moment.
  burst: "most at the opening (offset = 60 s × u²: 29 % in the first 5 s, 13 % in the first second)",
};

export function rushDescription(arrivals) {
  return (
    `${APPLICANTS} teachers (a certificate each, no club yet) log in beforehand; at the opening each sends the club application ` +
    `(multipart, with a PDF) within ${WINDOW_S} s, ${ARRIVALS[arrivals]}, through ` +
    "nginx with TLS (deploy/nginx.conf) to two instances of the build on one PostgreSQL, and follows the redirect to read the outcome. " +
    "The load generator, nginx, both instances and PostgreSQL share the machine."
  );
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]);
}

/**
 * Pairs out of the server's order: A's answer came before B was sent, yet A
 * has the larger number. Swept in order of sending, against every answer so far.
 */
export function arrivalOrderViolations(applications) {
  const bySent = [...applications].sort((a, b) => a.sentAt - b.sentAt);
  const byAnswer = [...applications].sort((a, b) => a.answeredAt - b.answeredAt);
  let answered = 0;
  let largestAnswered = -Infinity;
  let violations = 0;
  for (const application of bySent) {
    while (answered < byAnswer.length && byAnswer[answered].answeredAt < application.sentAt)
      largestAnswered = Math.max(largestAnswered, byAnswer[answered++].arrival);
    if (largestAnswered > application.arrival) violations++;
  }
  return violations;
}

/** Which instance served each request id, from the instances' access logs. */
function servedBy(instances, requestIds) {
  const counts = Object.fromEntries(instances.map((instance) => [instance.name, 0]));
  const wanted = new Set(requestIds.filter(Boolean));
  for (const instance of instances)
    for (const line of readFileSync(instance.log, "utf8").split("\n")) {
      const id = /"reqId":"([^"]+)"/.exec(line)?.[1];
      if (id && line.includes('"req":') && wanted.has(id)) counts[instance.name]++;
    }
  return counts;
}

async function storedApplications(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const applicants = await client.query(
      `SELECT u.email, e.arrival::int AS arrival, count(f.id)::int AS files
         FROM users u
         JOIN club_enrollments e ON e.user_id = u.id
         LEFT JOIN uploaded_files f ON f.owner_id = u.id
        WHERE u.email LIKE 'wniosek.%'
        GROUP BY u.email, e.arrival`,
    );
    const first = await client.query("SELECT arrival::int AS arrival FROM club_enrollments ORDER BY arrival LIMIT 25");
    return { rows: applicants.rows, firstArrivals: first.rows.map((row) => row.arrival) };
  } finally {
    await client.end();
  }
}

/**
 * `nodeArgs` go to the instances' Node (e.g. --cpu-prof to profile them);
 * `arrivals`: "minute" or "burst" (ARRIVALS).
 */
export async function runRush({
  log,
  postgresUrl,
  applicants = APPLICANTS,
  windowS = WINDOW_S,
  nodeArgs = [],
  arrivals = "minute",
}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sport-kluby-rush-"));
  log(`rush: the cluster (nginx, two instances, PostgreSQL) in ${dir}`);
  const cluster = await startCluster({ postgresUrl, dir, nodeArgs });
  let failed = true;
  try {
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "bench/seed-applicants.ts", String(applicants)], {
      cwd: ROOT,
      env: { ...process.env, ...cluster.production, DATABASE_URL: cluster.databaseUrl },
      encoding: "utf8",
    });
    if (seeded.status !== 0) throw new Error(`seeding the applicants failed:\n${seeded.stderr}`);
    const emails = Array.from({ length: applicants }, (_, index) => applicantEmail(index + 1));
    const output = path.join(dir, "rush.json");
    const configFile = path.join(dir, "rush-config.json");
    writeFileSync(
      configFile,
      JSON.stringify({
        publicUrl: cluster.publicUrl,
        emails,
        password: PASSWORD,
        openingDelayMs: 3_000,
        arrivals,
        windowMs: windowS * 1000,
        output,
      }),
    );
    log(`rush: ${applicants} teachers log in, then the opening`);
    const client = spawn(process.execPath, ["--import", "tsx", "bench/rush-client.ts", configFile], {
      cwd: ROOT,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cluster.cert },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const [code] = await once(client, "exit");
    if (code !== 0) throw new Error(`the rush's teachers failed (exit ${code})`);
    const seen = JSON.parse(readFileSync(output, "utf8"));
    const { openingAt } = seen;
    const { rows, firstArrivals } = await storedApplications(cluster.databaseUrl);

    const stored = new Map(rows.map((row) => [row.email, row]));
    const submissions = seen.submissions;
    const acknowledged = submissions.filter((submission) => submission.acknowledged);
    const missing = acknowledged.filter((submission) => !stored.has(submission.email)).length;
    const extraFiles = rows.filter((row) => row.files !== 1).length;
    const ordered = acknowledged
      .filter((submission) => stored.has(submission.email))
      .map((submission) => ({ ...submission, arrival: stored.get(submission.email).arrival }));
    const orderViolations = arrivalOrderViolations(ordered);
    const latencies = submissions.map((s) => s.answeredAt - s.sentAt).sort((a, b) => a - b);
    const status5xx = submissions.filter((submission) => submission.status >= 500).length;
    const networkErrors = submissions.filter((submission) => submission.status === 0).length;
    const byStatus = {};
    for (const submission of submissions) byStatus[submission.status] = (byStatus[submission.status] ?? 0) + 1;
    const sent = submissions.map((submission) => submission.sentAt);
    const spreadS = Math.round((Math.max(...sent) - openingAt) / 100) / 10;
    const firstFiveS = sent.filter((at) => at - openingAt < 5_000).length;
    const officeShowsFirst =
      seen.office.length === firstArrivals.length && seen.office.every((number, i) => number === firstArrivals[i]);
    const run = {
      applicants,
      windowS,
      arrivals,
      submissions: submissions.length,
      sentWithinS: spreadS,
      sentInFirst5s: firstFiveS,
      acknowledged: acknowledged.length,
      stored: rows.length,
      missing,
      filesNotOne: extraFiles,
      orderViolations,
      officeShowsFirst,
      officeFirstNumbers: seen.office.slice(0, 5),
      p50Ms: percentile(latencies, 0.5),
      p95Ms: percentile(latencies, 0.95),
      p99Ms: percentile(latencies, 0.99),
      maxMs: percentile(latencies, 1),
      status5xx,
      networkErrors,
      byStatus,
      servedBy: servedBy(
        cluster.instances,
        submissions.map((submission) => submission.requestId),
      ),
      errors: submissions
        .filter((submission) => submission.error)
        .slice(0, 3)
        .map((submission) => submission.error),
    };
    run.passed =
      run.acknowledged === applicants &&
      missing === 0 &&
      extraFiles === 0 &&
      orderViolations === 0 &&
      officeShowsFirst &&
      status5xx === 0 &&
      networkErrors === 0 &&
      run.p99Ms !== null &&
      run.p99Ms < P99_GOAL_MS;
    run.summary =
      `${run.passed ? "PASS" : "FAIL"}: ${run.submissions} applications sent within ${spreadS} s (${firstFiveS} in the first 5 s), ` +
      `${run.acknowledged} acknowledged, ${rows.length} stored, missing ${missing}, teachers without exactly one stored file ${extraFiles}, ` +
      `out of arrival order ${orderViolations}; the office's first page shows the first numbers in order: ${officeShowsFirst ? "yes" : "NO"}; ` +
      `submission p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, p99 ${run.p99Ms} ms, max ${run.maxMs} ms; 5xx ${status5xx}, network errors ${networkErrors}; ` +
      `served by ${Object.entries(run.servedBy)
        .map(([name, count]) => `${name} ${count}`)
        .join(", ")}`;
    failed = !run.passed;
    log(`rush: ${run.summary}`);
    return run;
  } finally {
    await cluster.stop({ keepDir: failed });
    if (failed) log(`rush: the cluster's logs are in ${dir}`);
  }
}
