// bench/results.json (machine-readable) and bench/RESULTS.md (figure, goal, measured, ratio, date, machine).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { CONTENT_PAGES } from "./weight.mjs";

const JSON_FILE = path.join(import.meta.dirname, "results.json");
const MD_FILE = path.join(import.meta.dirname, "RESULTS.md");
const BEFORE_FILE = path.join(import.meta.dirname, "before-issue-16.json");

export function readResults() {
  return existsSync(JSON_FILE) ? JSON.parse(readFileSync(JSON_FILE, "utf8")) : {};
}

export function writeResults(results) {
  writeFileSync(JSON_FILE, JSON.stringify(results, null, 2) + "\n");
  writeFileSync(MD_FILE, markdown(results));
  // Tables aligned as the repository's style has them, so the file passes `prettier --check` as written.
  spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, "..", "node_modules", "prettier", "bin", "prettier.cjs"), "--write", MD_FILE],
    {
      stdio: "ignore",
    },
  );
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * A figure against its goal: "max" goals are ceilings, "min" goals floors;
 * ratio = measured ÷ goal. `key` names the figure across runs (the column of
 * the figures before issue 16 is looked up by it).
 */
function row({ key, figure = key, kind, goal, measured, unit = "", goalText, detail }) {
  const goalShown = goalText ?? `${kind === "max" ? "≤" : "≥"} ${goal}${unit}`;
  if (measured === null || measured === undefined)
    return { key, figure, goal: goalShown, value: null, measured: "—", ratio: "—", met: "—" };
  const ratio = goal ? Math.round((measured / goal) * 100) / 100 : null;
  const met = kind === "max" ? measured <= goal : measured >= goal;
  return {
    key,
    figure,
    goal: goalShown,
    value: measured,
    measured: `${measured}${unit}${detail ? ` (${detail})` : ""}`,
    ratio: ratio === null ? "—" : String(ratio),
    met: met ? "yes" : "**no**",
    unit,
  };
}

/** The teacher's screens under their generic paths (the demo teacher's first group; the report, the group of 20 the bench adds). */
const THROUGHPUT_GOALS = [
  ["/", 0.9, "/"],
  ["/agenda", 0.7, "/agenda"],
  ["/konto", 0.7, "/konto (logged in)"],
  ["/konto/harmonogram/{group}", 0.6, "/konto/harmonogram/{group}"],
  ["/konto/ankiety/{group}", 0.6, "/konto/ankiety/{group}"],
  ["/konto/raport/{report-group}", 0.5, "/konto/raport/{group} (20 pupils, two surveys each), revisit"],
  [
    "/konto/raport/{report-group} (first render)",
    0.2,
    "/konto/raport/{group} (20 pupils, two surveys each), first render (TEACHER_READ_CACHE=false)",
  ],
];

/** The server's and its database's CPU per request, where the run measured it. */
const cpuOf = (t) => (t.cpuMsPerRequest == null ? "" : `${t.cpuMsPerRequest} ms CPU/request, `);

function goalRows(results) {
  const rows = [];
  for (const run of results.runs ?? []) {
    const db = run.database;
    if (run.weights) {
      const pub = run.weights.filter((w) => !w.page.startsWith("/konto"));
      const heaviest = (pages, size) => pages.reduce((max, w) => (size(w) > size(max) ? w : max), pages[0]);
      for (const [key, limit, label] of [
        ["html", 14, "HTML"],
        ["js", 100, "JavaScript"],
        ["css", 15, "CSS"],
      ]) {
        const page = heaviest(pub, (w) => w[key]);
        rows.push(
          row({
            key: `weight: ${label} of the heaviest public page`,
            figure: `weight: ${label} of the heaviest public page (${page.page})`,
            kind: "max",
            goal: limit,
            measured: kb(page[key]),
            unit: " KB",
          }),
        );
      }
      const content = pub.filter((w) => CONTENT_PAGES.includes(w.page));
      if (content.length > 0) {
        const firstScreen = heaviest(content, (w) => w.html + w.css);
        rows.push(
          row({
            key: "weight: first screen (HTML + CSS) of the heaviest content page",
            figure: `weight: first screen (HTML + CSS) of the heaviest content page (${firstScreen.page})`,
            kind: "max",
            goal: 14.6,
            measured: kb(firstScreen.html + firstScreen.css),
            unit: " KB",
          }),
        );
        const whole = heaviest(content, (w) => w.total);
        rows.push(
          row({
            key: "weight: first visit of the heaviest content page",
            figure: `weight: first visit of the heaviest content page (${whole.page})`,
            kind: "max",
            goal: 30,
            measured: kb(whole.total),
            unit: " KB",
          }),
        );
        rows.push(
          row({
            key: "weight: JavaScript of the content pages",
            kind: "max",
            goal: 0,
            measured: kb(content.reduce((sum, w) => sum + w.js, 0)),
            unit: " KB",
          }),
        );
      }
      rows.push(
        row({
          key: "weight: web fonts (all pages)",
          kind: "max",
          goal: 0,
          measured: kb(run.weights.reduce((sum, w) => sum + w.fonts, 0)),
          unit: " KB",
        }),
      );
      rows.push(
        row({
          key: "weight: requests to other origins (all pages)",
          kind: "max",
          goal: 0,
          measured: run.weights.reduce((sum, w) => sum + w.otherOrigins, 0),
        }),
      );
      const account = run.weights.find((w) => w.page.startsWith("/konto"));
      if (account)
        rows.push(
          row({
            key: "weight: JavaScript of /konto (logged in)",
            kind: "max",
            goal: 100,
            measured: kb(account.js),
            unit: " KB",
          }),
        );
    }
    for (const [page, lh] of Object.entries(run.lighthouse ?? {})) {
      const name = page === "/konto" ? "/konto (logged in)" : page;
      rows.push(row({ key: `Lighthouse ${name}: performance`, kind: "min", goal: 100, measured: lh.performance }));
      rows.push(row({ key: `Lighthouse ${name}: accessibility`, kind: "min", goal: 100, measured: lh.accessibility }));
      const lcpGoal = page === "/konto" ? 1500 : 1200;
      rows.push(row({ key: `Lighthouse ${name}: LCP`, kind: "max", goal: lcpGoal, measured: lh.lcpMs, unit: " ms" }));
      rows.push(row({ key: `Lighthouse ${name}: TBT`, kind: "max", goal: 150, measured: lh.tbtMs, unit: " ms" }));
      rows.push(row({ key: `Lighthouse ${name}: CLS`, kind: "max", goal: 0.01, measured: lh.cls }));
    }
    const t = run.throughput ?? {};
    const floor = t["/bench/floor"];
    if (floor)
      rows.push(
        row({
          key: `[${db}] floor F (/bench/floor)`,
          kind: "min",
          goal: 0,
          measured: floor.requestsPerSecond,
          unit: " req/s",
          goalText: "reference",
          detail: floor.cpuMsPerRequest == null ? undefined : `${floor.cpuMsPerRequest} ms CPU/request`,
        }),
      );
    for (const [page, goal, name] of THROUGHPUT_GOALS) {
      if (!t[page]) continue;
      const queries = run.queries?.[page];
      rows.push(
        row({
          key: `[${db}] ${name} throughput`,
          kind: "min",
          goal,
          measured: t[page].ratioToFloor,
          unit: " F",
          detail: `${t[page].requestsPerSecond} req/s, ${cpuOf(t[page])}p50 ${t[page].p50Ms} ms, p99 ${t[page].p99Ms} ms${queries == null ? "" : `, ${queries} queries`}`,
        }),
      );
    }
    if (t["/konto"])
      rows.push(
        row({
          key: `[${db}] /konto (logged in) p99 latency`,
          kind: "max",
          goal: 250,
          measured: t["/konto"].p99Ms,
          unit: " ms",
        }),
      );
    rows.push(
      row({
        key: `[${db}] resident memory after the run`,
        kind: "max",
        goal: db === "PostgreSQL" ? 180 : 300,
        measured: run.rssMbAfterRun,
        unit: " MB",
      }),
    );
    rows.push(
      row({
        key: `[${db}] start to first answer, existing data`,
        kind: "max",
        goal: 5000,
        measured: run.startupMs,
        unit: " ms",
      }),
    );
  }
  for (const r of results.scale?.comparison ?? []) {
    if (r.met === null) continue;
    rows.push(
      row({
        key: `[scale] ${r.page} throughput on the real scale ÷ on the demo data, as ratios to F`,
        figure: `[scale] ${r.page} throughput on the real scale ÷ on the demo data, as ratios to F (${r.scaleRatioToFloor} ÷ ${r.demoRatioToFloor}; ${r.scaleRequestsPerSecond} and ${r.demoRequestsPerSecond} req/s)`,
        kind: "min",
        goal: 0.8,
        measured:
          r.ratioChangePercent === null || r.ratioChangePercent === undefined
            ? null
            : Math.round(100 + r.ratioChangePercent) / 100,
      }),
    );
  }
  const fitness = results.scale?.fitnessFigures?.scale;
  const median3 = (ms) => [...ms].sort((a, b) => a - b)[1];
  if (fitness?.keptMs)
    rows.push(
      row({
        key: "[scale] the office's fitness figures on /biuro/liczby over the real scale, nothing changed since the last view, ms (median of 3)",
        kind: "max",
        goal: 2000,
        measured: median3(fitness.keptMs),
      }),
      ...(fitness.changedMs
        ? [
            row({
              key: "[scale] the same, the first view after a change (the last figures, marked; new ones computed behind the answer), ms (median of 3)",
              kind: "max",
              goal: 2000,
              measured: median3(fitness.changedMs),
            }),
            row({
              key: "[scale] the computation behind that answer, until the next view has the new figures, ms (median of 3)",
              kind: "max",
              goal: 10000,
              measured: median3(fitness.recomputedMs),
            }),
          ]
        : [
            row({
              key: "[scale] the same, computed (the first view after a change), ms (median of 3)",
              kind: "max",
              goal: 2000,
              measured: median3(fitness.computedMs),
            }),
          ]),
      row({
        key: "[scale] the same with every club (the export), ms (median of 3)",
        kind: "max",
        goal: 10000,
        measured: median3(fitness.withClubsMs),
      }),
    );
  if (results.scale?.plans)
    rows.push(
      row({
        key: "[scale] the pages' statements that read a big table whole (Seq Scan)",
        kind: "max",
        goal: 0,
        measured: results.scale.plans.filter((plan) => plan.bigSeqScans.length > 0).length,
      }),
    );
  if (results.load) {
    const l = results.load;
    for (const run of l.runs ?? []) {
      rows.push(
        row({
          key: `[load ${run.database}] 5xx answers`,
          figure: `[load ${run.database}] 5xx answers (${run.requests} requests, ${run.users} users, ${run.durationS} s)`,
          kind: "max",
          goal: 0,
          measured: run.status5xx,
        }),
      );
      rows.push(
        row({
          key: `[load ${run.database}] refused connections, timeouts and server crashes`,
          kind: "max",
          goal: 0,
          measured: (run.networkErrors ?? 0) + (run.timeouts ?? 0) + (run.crashes?.length ?? 0),
        }),
      );
      rows.push(
        row({
          key: `[load ${run.database}] acknowledged writes missing from the database`,
          figure: `[load ${run.database}] acknowledged writes missing from the database (of ${run.acknowledgedWrites})`,
          kind: "max",
          goal: 0,
          measured: run.missingWrites,
        }),
      );
      rows.push(
        row({
          key: `[load ${run.database}] agenda items over their limit`,
          kind: "max",
          goal: 0,
          measured: run.itemsOverLimit,
        }),
      );
    }
    const rush = l.rush;
    if (rush && !rush.skipped) rows.push(...rushRows(rush, "rush", "applications within"));
    // The burst at the opening: harder than QUALITY.md asks, shown against the same goals.
    if (l.rushBurst) rows.push(...rushRows(l.rushBurst, "rush, burst", "applications, 29 % in the first 5 s of"));
  }
  return rows;
}

/** The rush's figures against QUALITY.md's goals, under `label` (the key's tag). */
function rushRows(rush, label, how) {
  const of = `${rush.applicants} ${how} ${rush.windowS} s, proxy and two instances`;
  return [
    row({
      key: `[${label}] submission p99, ms`,
      figure: `[${label}] submission p99, ms (${of})`,
      kind: "max",
      goal: 2000,
      measured: rush.p99Ms,
    }),
    row({
      key: `[${label}] 5xx answers and refused connections`,
      kind: "max",
      goal: 0,
      measured: rush.status5xx + rush.networkErrors,
    }),
    row({
      key: `[${label}] acknowledged applications missing or stored other than once`,
      kind: "max",
      goal: 0,
      measured: rush.missing + rush.filesNotOne + (rush.applicants - rush.acknowledged),
    }),
    row({
      key: `[${label}] applications out of the order of arrival`,
      kind: "max",
      goal: 0,
      measured: rush.orderViolations + (rush.officeShowsFirst ? 0 : 1),
    }),
  ];
}

/**
 * The same figures as measured before issue 16 (bench/before-issue-16.json,
 * the results on main when it was filed), by key.
 */
function figuresBefore() {
  if (!existsSync(BEFORE_FILE)) return new Map();
  return new Map(goalRows(JSON.parse(readFileSync(BEFORE_FILE, "utf8"))).map((r) => [r.key, r]));
}

/** `npm run bench -- scale`: throughput on the demo data and on the real scale, and the plans of the pages' SQL. */
function scaleSection(scale) {
  const seed = scale.seed ?? {};
  const lines = [
    "## Cost as work grows (`npm run bench -- scale`, PostgreSQL)",
    "",
    `${scale.date ?? "—"}; ${scale.quick ? "**quick run (shortened)**; " : ""}goal: ${scale.goal}. The demo teacher's pages (group ${scale.group}) on two servers side by side: one on a database with the demo data, the other on a second database with the demo data to which bench/seed-scale.ts added the programme's real scale in ${seed.seconds ?? "—"} s: ${Object.entries(
      seed.rows ?? {},
    )
      .map(([table, count]) => `${table} ${count.toLocaleString("en")}`)
      .join(", ")} rows.`,
    "",
    `Measured in alternation: ${scale.rounds ?? "—"} round(s) of one ${scale.durationPerRunS ?? "—"} s autocannon run (50 connections) of F and of each page on one server, then on the other, one server under load at a time, the first of each pair alternating. req/s and p99 are the means of the rounds; each ratio to F is to the mean F of the same server.`,
    "",
    "| path | demo req/s | scale req/s | change | demo ratio to F | scale ratio to F | ratio change | demo p99 ms | scale p99 ms | met |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...(scale.comparison ?? []).map(
      (r) =>
        `| ${r.page} | ${r.demoRequestsPerSecond} | ${r.scaleRequestsPerSecond} | ${r.changePercent} % | ${r.demoRatioToFloor ?? "—"} | ${r.scaleRatioToFloor ?? "—"} | ${r.ratioChangePercent === null ? "—" : `${r.ratioChangePercent} %`} | ${r.demoP99Ms} | ${r.scaleP99Ms} | ${r.met === null ? "—" : r.met ? "yes" : "**no**"} |`,
    ),
    "",
    ...(scale.fitnessFigures
      ? [
          `The office's fitness figures (issue 18; server/db/fitness-figures.ts, one statement over the current season, 3 runs after a warm-up): ${Object.entries(
            scale.fitnessFigures,
          )
            .map(
              ([label, t]) =>
                `${label}: ${t.surveys.toLocaleString("en")} surveys → programme and voivodeships computed in ${t.computedMs.join(", ")} ms, kept (nothing changed) in ${t.keptMs.join(", ")} ms${t.changedMs ? `, the first view after a change in ${t.changedMs.join(", ")} ms (computed behind its answer in ${t.recomputedMs.join(", ")} ms)` : ""}; with every club (${t.rows} rows) in ${t.withClubsMs.join(", ")} ms`,
            )
            .join("; ")}.`,
          "",
        ]
      : []),
    `### Plans of the pages' SQL on the scale data`,
    "",
    `Every statement the app sent to PostgreSQL while serving each page once (${Object.entries(
      scale.queriesPerPage ?? {},
    )
      .map(([page, count]) => `${page}: ${count}`)
      .join(
        ", ",
      )}), each distinct one run under \`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT)\` with the parameters it had.`,
    "",
  ];
  (scale.plans ?? []).forEach((plan, index) => {
    lines.push(
      `#### ${index + 1}. ${plan.pages.join(", ")}${plan.bigSeqScans.length ? ` — **Seq Scan on ${plan.bigSeqScans.join(", ")}**` : ""}`,
      "",
      "```sql",
      plan.sql,
      "```",
      "",
      `Parameters: \`${JSON.stringify(plan.params)}\``,
      "",
      "```text",
      plan.plan,
      "```",
      "",
    );
  });
  return lines;
}

function markdown(results) {
  const m = results.machine ?? results.load?.machine ?? {};
  const before = figuresBefore();
  const lines = [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (and `npm run bench -- load`, `npm run bench -- scale`); the goals are those of docs/QUALITY.md.",
    "Ratio = measured ÷ goal (throughput is measured as a ratio to F, the mean of the floor runs just before and after that page in the same run). Timings are noisy on a shared machine and are never asserted in tests.",
    "",
    `- date: ${results.date ?? "—"}${results.runs?.[0]?.frontEndDate ? ` (page weight and Lighthouse: ${results.runs[0].frontEndDate})` : ""}${results.load ? ` (load test: ${results.load.date})` : ""}`,
    `- machine: ${m.cores} cores (${m.cpu}), ${m.memoryGb} GB memory, Node ${m.node}, ${m.platform}`,
    results.settings
      ? `- Lighthouse ${results.settings.lighthouse.throttlingMethod} mobile: RTT ${results.settings.lighthouse.rttMs} ms, ${results.settings.lighthouse.throughputKbps} Kbps down, ${results.settings.lighthouse.cpuSlowdownMultiplier}× CPU, median of ${results.settings.lighthouse.runs}; autocannon ${results.settings.autocannon.connections} connections × ${results.settings.autocannon.durationS} s; the load generator runs on the same machine${results.runs?.[0]?.pinning ? ` (${results.runs[0].pinning})` : ""}${results.settings.quick ? "; **quick run (shortened)**" : ""}`
      : "",
    "",
    "| figure | goal | measured | ratio | met | before issue 16 |",
    "| --- | --- | --- | --- | --- | --- |",
    ...goalRows(results).map((r) => {
      const was = before.get(r.key);
      return `| ${r.figure} | ${r.goal} | ${r.measured} | ${r.ratio} | ${r.met} | ${was?.value == null ? "—" : `${was.value}${was.unit ?? ""}`} |`;
    }),
    "",
  ];
  for (const run of results.runs ?? []) {
    if (run.weights) {
      lines.push(
        `## Page weight (${run.database}; compressed bytes as transferred, KB)`,
        "",
        "| page | status | HTML | JS | CSS | fonts (files) | media | other | total | requests | other origins |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      );
      for (const w of run.weights)
        lines.push(
          `| ${w.page} | ${w.status} | ${kb(w.html)} | ${kb(w.js)} | ${kb(w.css)} | ${kb(w.fonts)} (${w.fontFiles}) | ${kb(w.media)} | ${kb(w.other)} | ${kb(w.total)} | ${w.requests} | ${w.otherOrigins} |`,
        );
      lines.push("");
    }
    if (run.lighthouse) {
      lines.push(
        `## Lighthouse (${run.database}; median)`,
        "",
        "| page | performance | accessibility | LCP ms | TBT ms | CLS | LCP element | largest layout shifts | failing accessibility audits | runs without a score |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      );
      for (const [page, lh] of Object.entries(run.lighthouse)) {
        lines.push(
          `| ${page} | ${lh.performance} | ${lh.accessibility} | ${lh.lcpMs} | ${lh.tbtMs} | ${lh.cls} | \`${lh.lcpElement ?? "?"}\` | ${(lh.shifts ?? []).map((s) => `\`${s}\``).join("<br>") || "—"} | ${lh.failingA11y.join(", ") || "—"} | ${lh.runsWithoutScore?.join(", ") || "—"} |`,
        );
      }
      lines.push("");
    }
    if (run.throughput) {
      lines.push(
        `## Throughput (${run.database})`,
        "",
        "| path | req/s | CPU ms/request (server + database) | p50 ms | p99 ms | F around it | ratio to F | non-2xx | errors |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      );
      for (const [page, t] of Object.entries(run.throughput))
        lines.push(
          `| ${page}${t.samples ? ` (runs: ${t.samples.join(", ")}; median)` : ""} | ${t.requestsPerSecond} | ${t.cpuMsPerRequest ?? "—"} | ${t.p50Ms} | ${t.p99Ms} | ${t.floorAround ?? "—"} | ${t.ratioToFloor} | ${t.non2xx} | ${t.errors} |`,
        );
      lines.push(
        "",
        `First start on a fresh data folder: ${run.firstStartMs} ms; restart on existing data: first answer (/) ${run.startupMs} ms, /agenda (database ready) ${run.startupAgendaMs} ms; RSS after the first start and one login: ${run.rssMbAtStart ?? "—"} MB, after the run: ${run.rssMbAfterRun} MB, after the restart on existing data: ${run.rssMbAfterRestart ?? "—"} MB.`,
        "",
      );
    }
  }
  if (results.scale) lines.push(...scaleSection(results.scale));
  if (results.load) {
    lines.push("## Load test (`npm run bench -- load`)", "", results.load.description ?? "", "");
    for (const run of results.load.runs ?? []) lines.push(`- **${run.database}**: ${run.summary}`);
    lines.push("");
    const { rush, rushBurst } = results.load;
    if (rush) {
      lines.push("### The enrolment-opening rush", "", rush.description ?? "", "", `- ${rush.summary ?? rush.skipped}`);
      if (rush.summary)
        lines.push(
          "- An application counts as out of order when its answer came before another was sent, yet its number (stamped by the database's sequence, shown to the office) is the larger.",
        );
      lines.push("");
    }
    if (rushBurst)
      lines.push(
        "### The rush as a burst at the opening",
        "",
        rushBurst.description ?? "",
        "",
        `- ${rushBurst.summary}`,
        "",
      );
  }
  return lines.filter((line, i, all) => !(line === "" && all[i - 1] === "")).join("\n");
}
