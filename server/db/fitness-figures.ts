// Issue 18's figures aggregated in one SQL statement; no name or birth date leaves the query.
// Why: docs/decisions/015-fitness-figures-snapshots.md
import crypto from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

import { FITNESS_MEASURES, type FitnessMeasure, SHUTTLES_PER_STAGE, VO2MAX_AGES } from "../domain/fitness";
import type { ReportMeasure } from "../domain/fitness-report";
import { BMI_CATEGORIES, type BmiCategory } from "../domain/growth";
import type { Database } from "./client";
import { fitnessFiguresSnapshots } from "./schema";

const MEASURE_COLUMNS: Record<ReportMeasure, string> = {
  bmi: "bmi",
  bmiZ: "bmi_z",
  waistToHeight: "waist_to_height",
  beepTest: "beep_test",
  vo2max: "vo2max",
  run: "run",
  stickOverhang: "stick_overhang",
  plank: "plank",
};

const TEST_OF: Partial<Record<ReportMeasure, FitnessMeasure>> = {
  beepTest: "beep_test",
  run: "run",
  stickOverhang: "stick_overhang",
  plank: "plank",
};

export interface MeasureFigures {
  firstMeasured: number;
  firstOmitted: number;
  firstMean: number | null;
  latestMeasured: number;
  latestOmitted: number;
  latestMean: number | null;
  changePupils: number;
  meanChange: number | null;
  better: number | null;
  same: number | null;
  worse: number | null;
}

export interface FitnessFiguresRow {
  level: "programme" | "voivodeship" | "club";
  voivodeship: string | null;
  club: number | null;
  school: string | null;
  sex: "K" | "M" | "all";
  pupils: number;
  pupilsSurveyedTwice: number;
  measures: Record<ReportMeasure, MeasureFigures>;
  bmiCategories: Record<BmiCategory | "unknown", { first: number; latest: number }>;
}

const MEASURES = Object.keys(MEASURE_COLUMNS) as ReportMeasure[];
const CUMULATIVE_SHUTTLES = SHUTTLES_PER_STAGE.map((_, i) =>
  SHUTTLES_PER_STAGE.slice(0, i + 1).reduce((a, b) => a + b, 0),
);
/** As server/domain/fitness.ts's changeOf, so both count a change alike. */
const TOLERANCE = 1e-9;

/** As growth.ts's whoZScore. */
const rawZ = (y: string, p: string) =>
  `CASE WHEN ${p}_l = 0 THEN ln(${y} / ${p}_m) / ${p}_s ELSE (power(${y} / ${p}_m, ${p}_l) - 1) / (${p}_l * ${p}_s) END`;
const valueAtSd = (p: string, k: number) => `(${p}_m * power(1 + ${p}_l * ${p}_s * (${k}), 1 / ${p}_l))`;

const lmsColumns = (p: string) =>
  ["l", "m", "s"]
    .map(
      (part) =>
        `${p}.${part}0 + (coalesce(${p}.${part}1, ${p}.${part}0) - ${p}.${part}0) * a.month_fraction AS ${p}_${part}`,
    )
    .join(", ");

/** Outside 60–228 months there is no row, so no z-score. */
const lmsJoin = (p: string, indicator: string) => `
    LEFT JOIN months_around ${p} ON ${p}.indicator = '${indicator}' AND ${p}.sex = a.sex
         AND ${p}.age_months = a.whole_months AND a.age_months <= 228`;

function aggregateColumns(): string {
  const columns: string[] = [];
  for (const measure of MEASURES) {
    const c = MEASURE_COLUMNS[measure];
    const first = `${c}_1`;
    const latest = `${c}_2`;
    columns.push(
      `count(${first})::int AS ${c}__first_measured`,
      `(count(*) - count(${first}))::int AS ${c}__first_omitted`,
      `avg(${first})::float8 AS ${c}__first_mean`,
      `count(${latest}) FILTER (WHERE twice)::int AS ${c}__latest_measured`,
      `(count(*) FILTER (WHERE twice) - count(${latest}) FILTER (WHERE twice))::int AS ${c}__latest_omitted`,
      `avg(${latest}) FILTER (WHERE twice)::float8 AS ${c}__latest_mean`,
      `count(*) FILTER (WHERE ${first} IS NOT NULL AND ${latest} IS NOT NULL)::int AS ${c}__change_pupils`,
      `avg(${latest} - ${first})::float8 AS ${c}__mean_change`,
    );
    const test = TEST_OF[measure];
    if (test) {
      const { higherIsBetter, smallestChange } = FITNESS_MEASURES[test];
      const gain = `(${higherIsBetter ? 1 : -1} * (${latest} - ${first}))`;
      const step = smallestChange - TOLERANCE;
      columns.push(
        `count(*) FILTER (WHERE ${gain} >= ${step})::int AS ${c}__better`,
        `count(*) FILTER (WHERE abs(${gain}) < ${step})::int AS ${c}__same`,
        `count(*) FILTER (WHERE ${gain} <= -${step})::int AS ${c}__worse`,
      );
    }
  }
  for (const category of BMI_CATEGORIES)
    columns.push(
      `count(*) FILTER (WHERE category_1 = '${category}')::int AS bmi__${category}__first`,
      `count(*) FILTER (WHERE twice AND category_2 = '${category}')::int AS bmi__${category}__latest`,
    );
  columns.push(
    `count(*) FILTER (WHERE category_1 IS NULL)::int AS bmi__unknown__first`,
    `count(*) FILTER (WHERE twice AND category_2 IS NULL)::int AS bmi__unknown__latest`,
  );
  return columns.join(",\n");
}

/** Only what later steps read, to keep them narrow. */
const CARRIED = [
  "pupil",
  "rounds",
  "n_first",
  "n_last",
  "sex",
  "voivodeship",
  "arrival",
  "school_name",
  "age_years",
  "bmi",
  "body_height",
  "waist",
  "stage",
  "beep_test",
  "run",
  "stick_overhang",
  "plank",
];

const FIGURE_COLUMNS = MEASURES.map((m) => MEASURE_COLUMNS[m]).concat("category");

function groupingSets(clubs: boolean): string {
  const sets = ["()", "(sex)", "(voivodeship)", "(voivodeship, sex)"];
  if (clubs) sets.push("(voivodeship, arrival)", "(voivodeship, arrival, sex)");
  return sets.join(", ");
}

/** GROUPING() names only grouped columns. */
function levelColumns(clubs: boolean): string {
  const voivodeship = `CASE WHEN grouping(voivodeship) = 0 THEN voivodeship END AS voivodeship`;
  if (!clubs)
    return [
      `CASE WHEN grouping(voivodeship) = 0 THEN 'voivodeship' ELSE 'programme' END AS level`,
      voivodeship,
      `NULL::bigint AS club`,
      `NULL::text AS school`,
    ].join(", ");
  return [
    `CASE WHEN grouping(arrival) = 0 THEN 'club' WHEN grouping(voivodeship) = 0 THEN 'voivodeship' ELSE 'programme' END AS level`,
    voivodeship,
    `CASE WHEN grouping(arrival) = 0 THEN arrival END AS club`,
    `CASE WHEN grouping(arrival) = 0 THEN max(school_name) END AS school`,
  ].join(",\n       ");
}

function statement(seasonId: number, { clubs }: { clubs: boolean }) {
  // One pupil across surveys, as fitness-report.ts's pupilKey tells them.
  const name = (column: string) => `lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;
  const pupil = `s.group_id, ${name("s.last_name")}, ${name("s.first_name")}, s.birthdate, s.sex`;
  return sql`
WITH surveyed AS (
  SELECT s.id, s.sex, s.body_weight, s.body_height, s.waist, s.beep_test, s.run, s.stick_overhang, s.plank,
         e.arrival, e.school_name, coalesce(e.school_voivodeship, '') AS voivodeship,
         ((s.examination_date - s.birthdate) / 30.4375)::float8 AS age_months,
         extract(year FROM age(s.examination_date, s.birthdate))::int AS age_years,
         -- One window, so one sort: the pupil is named by their first survey, n counts their surveys in time order.
         first_value(s.id) OVER pupil_surveys AS pupil,
         count(*) OVER pupil_surveys AS rounds,
         row_number() OVER pupil_surveys AS n
    FROM surveys s
    JOIN groups g ON g.id = s.group_id
    JOIN season_enrollments se ON se.id = g.season_enrollment_id
    LEFT JOIN club_enrollments e ON e.user_id = g.user_id
   WHERE se.season_id = ${seasonId}
  WINDOW pupil_surveys AS (PARTITION BY ${sql.raw(pupil)} ORDER BY s.examination_date, s.ordinal_number, s.id
                           ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
),
ends AS (
  SELECT surveyed.*, n = 1 AS n_first, n = rounds AND rounds > 1 AS n_last,
         floor(age_months)::int AS whole_months, age_months - floor(age_months) AS month_fraction
    FROM surveyed WHERE n = 1 OR n = rounds
),
months_around AS (
  SELECT r0.indicator, r0.sex, r0.age_months, r0.l AS l0, r0.m AS m0, r0.s AS s0, r1.l AS l1, r1.m AS m1, r1.s AS s1
    FROM who_growth_reference r0
    LEFT JOIN who_growth_reference r1
      ON r1.indicator = r0.indicator AND r1.sex = r0.sex AND r1.age_months = r0.age_months + 1
),
with_lms AS (
  SELECT a.*,
         CASE WHEN a.body_weight IS NOT NULL AND a.body_height IS NOT NULL
              THEN a.body_weight / power(a.body_height / 100, 2) END AS bmi,
         ${sql.raw(lmsColumns("b"))},
         ${sql.raw(lmsColumns("h"))},
         -- The last completed stage: how many stages' cumulative shuttles the total reaches.
         width_bucket(a.beep_test, ARRAY[${sql.raw(CUMULATIVE_SHUTTLES.join(","))}]) AS stage
    FROM ends a ${sql.raw(lmsJoin("b", "bmi-for-age"))} ${sql.raw(lmsJoin("h", "height-for-age"))}
),
-- MATERIALIZED: each figure is computed once a survey; inlined, every later use of a column repeated
-- its whole expression (power() and all): 8 s rather than 6 s at 200,000 surveys.
raw_z AS MATERIALIZED (
  SELECT ${sql.raw(CARRIED.map((c) => `w.${c}`).join(", "))}, w.b_l, w.b_m, w.b_s,
         CASE WHEN w.bmi > 0 AND w.b_m IS NOT NULL THEN ${sql.raw(rawZ("w.bmi", "w.b"))} END AS bmi_z_raw,
         CASE WHEN w.body_height > 0 AND w.h_m IS NOT NULL THEN ${sql.raw(rawZ("w.body_height", "w.h"))} END AS height_z
    FROM with_lms w
),
restricted AS MATERIALIZED (
  SELECT ${sql.raw(CARRIED.map((c) => `r.${c}`).join(", "))}, r.height_z,
         CASE WHEN r.bmi_z_raw > 3 THEN 3 + (r.bmi - ${sql.raw(valueAtSd("r.b", 3))}) / (${sql.raw(valueAtSd("r.b", 3))} - ${sql.raw(valueAtSd("r.b", 2))})
              WHEN r.bmi_z_raw < -3 THEN -3 + (r.bmi - ${sql.raw(valueAtSd("r.b", -3))}) / (${sql.raw(valueAtSd("r.b", -2))} - ${sql.raw(valueAtSd("r.b", -3))})
              ELSE r.bmi_z_raw END AS bmi_z_all
    FROM raw_z r
),
figures AS MATERIALIZED (
  SELECT x.pupil, x.rounds, x.n_first, x.n_last, x.sex, x.voivodeship, x.arrival, x.school_name,
         x.bmi, x.beep_test, x.run, x.stick_overhang, x.plank,
         CASE WHEN x.implausible THEN NULL ELSE x.bmi_z_all END AS bmi_z,
         CASE WHEN x.implausible OR x.bmi_z_all IS NULL THEN NULL
              WHEN x.bmi_z_all < -3 THEN 'severe_thinness' WHEN x.bmi_z_all < -2 THEN 'thinness'
              WHEN x.bmi_z_all > 2 THEN 'obesity' WHEN x.bmi_z_all > 1 THEN 'overweight' ELSE 'normal' END AS category,
         CASE WHEN x.waist IS NOT NULL AND x.body_height IS NOT NULL THEN x.waist / x.body_height END AS waist_to_height,
         CASE WHEN x.stage > 0 AND x.age_years BETWEEN ${VO2MAX_AGES.from} AND ${VO2MAX_AGES.to}
              THEN 31.025 + 3.238 * (8.5 + 0.5 * (x.stage - 1)) - 3.248 * x.age_years
                   + 0.1536 * (8.5 + 0.5 * (x.stage - 1)) * x.age_years END AS vo2max
    FROM (SELECT restricted.*,
                 coalesce(abs(bmi_z_all) > 5, false) OR coalesce(abs(height_z) > 6, false) AS implausible
            FROM restricted) x
),
pupils AS (
  -- One row a pupil, their first survey's figures and (surveyed twice) their latest: an aggregate, not a
  -- self-join, which the planner, unable to estimate the rows, ran as a nested loop (minutes at 200,000).
  SELECT max(sex) AS sex, max(voivodeship) AS voivodeship, max(arrival) AS arrival, max(school_name) AS school_name,
         bool_or(rounds > 1) AS twice,
         ${sql.raw(
           FIGURE_COLUMNS.map(
             (c) => `max(${c}) FILTER (WHERE n_first) AS ${c}_1, max(${c}) FILTER (WHERE n_last) AS ${c}_2`,
           ).join(", "),
         )}
    FROM figures
   GROUP BY pupil
)
SELECT ${sql.raw(levelColumns(clubs))},
       CASE WHEN grouping(sex) = 0 THEN sex ELSE 'all' END AS sex,
       count(*)::int AS pupils,
       count(*) FILTER (WHERE twice)::int AS pupils_twice,
       ${sql.raw(aggregateColumns())}
  FROM pupils
 GROUP BY GROUPING SETS (${sql.raw(groupingSets(clubs))})
`;
}

type Row = Record<string, unknown>;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function figuresOf(row: Row): FitnessFiguresRow {
  const measures = Object.fromEntries(
    MEASURES.map((measure) => {
      const c = MEASURE_COLUMNS[measure];
      const test = TEST_OF[measure];
      return [
        measure,
        {
          firstMeasured: Number(row[`${c}__first_measured`]),
          firstOmitted: Number(row[`${c}__first_omitted`]),
          firstMean: num(row[`${c}__first_mean`]),
          latestMeasured: Number(row[`${c}__latest_measured`]),
          latestOmitted: Number(row[`${c}__latest_omitted`]),
          latestMean: num(row[`${c}__latest_mean`]),
          changePupils: Number(row[`${c}__change_pupils`]),
          meanChange: num(row[`${c}__mean_change`]),
          better: test ? Number(row[`${c}__better`]) : null,
          same: test ? Number(row[`${c}__same`]) : null,
          worse: test ? Number(row[`${c}__worse`]) : null,
        },
      ];
    }),
  ) as Record<ReportMeasure, MeasureFigures>;
  const bmiCategories = Object.fromEntries(
    [...BMI_CATEGORIES, "unknown" as const].map((category) => [
      category,
      { first: Number(row[`bmi__${category}__first`]), latest: Number(row[`bmi__${category}__latest`]) },
    ]),
  ) as FitnessFiguresRow["bmiCategories"];
  return {
    level: row.level as FitnessFiguresRow["level"],
    voivodeship: (row.voivodeship as string | null) ?? null,
    club: num(row.club),
    school: (row.school as string | null) ?? null,
    sex: row.sex as FitnessFiguresRow["sex"],
    pupils: Number(row.pupils),
    pupilsSurveyedTwice: Number(row.pupils_twice),
    measures,
    bmiCategories,
  };
}

type Executor = Pick<Database, "execute">;

const LEVELS = { programme: 0, voivodeship: 1, club: 2 } as const;
const SEXES = { all: 0, K: 1, M: 2 } as const;

export async function seasonFitnessFigures(
  db: Executor,
  seasonId: number,
  { clubs = true }: { clubs?: boolean } = {},
): Promise<FitnessFiguresRow[]> {
  const { rows } = (await db.execute(statement(seasonId, { clubs }))) as unknown as { rows: Row[] };
  return rows
    .map(figuresOf)
    .sort(
      (a, b) =>
        LEVELS[a.level] - LEVELS[b.level] ||
        (a.level === "club"
          ? (a.club ?? 0) - (b.club ?? 0)
          : (a.voivodeship ?? "").localeCompare(b.voivodeship ?? "", "pl")) ||
        SEXES[a.sex] - SEXES[b.sex],
    );
}

/** A release that computes the figures otherwise does not serve the last one's. */
const STATEMENT_VERSION = crypto
  .createHash("sha256")
  .update(new PgDialect().sqlToQuery(statement(0, { clubs: false })).sql)
  .digest("hex")
  .slice(0, 16);

/** Row versions (`xmin`), the surveys' count and ids (deletes), and the statement. */
async function stampOf(db: Executor, seasonId: number): Promise<string> {
  const { rows } = (await db.execute(sql`
    SELECT concat_ws(':', ${STATEMENT_VERSION}::text, count(s.id), sum(s.id), sum(s.xmin::text::bigint), sum(e.xmin::text::bigint)) AS stamp
      FROM surveys s
      JOIN groups g ON g.id = s.group_id
      JOIN season_enrollments se ON se.id = g.season_enrollment_id
      LEFT JOIN club_enrollments e ON e.user_id = g.user_id
     WHERE se.season_id = ${seasonId}`)) as unknown as { rows: { stamp: string }[] };
  return rows[0].stamp;
}

export interface FitnessOverview {
  figures: FitnessFiguresRow[];
  computedAt: Date;
  recomputing: boolean;
}

export type InBackground = (task: () => Promise<void>) => void;

/** Why: docs/decisions/015-fitness-figures-snapshots.md */
export async function seasonFitnessOverview(
  db: Database,
  seasonId: number,
  inBackground: InBackground,
): Promise<FitnessOverview> {
  const [stamp, kept] = await Promise.all([stampOf(db, seasonId), keptFigures(db, seasonId)]);
  if (!kept) {
    // Under the season's lock: another instance's computation is waited for, not repeated.
    await recompute(db, seasonId, "wait");
    const first = (await keptFigures(db, seasonId))!;
    return { figures: first.figures as FitnessFiguresRow[], computedAt: first.computedAt, recomputing: false };
  }
  const figures = kept.figures as FitnessFiguresRow[];
  if (kept.stamp === stamp) return { figures, computedAt: kept.computedAt, recomputing: false };
  inBackground(() => recomputeOnce(db, seasonId));
  return { figures, computedAt: kept.computedAt, recomputing: true };
}

async function keptFigures(db: Database, seasonId: number) {
  const [kept] = await db
    .select({
      stamp: fitnessFiguresSnapshots.stamp,
      figures: fitnessFiguresSnapshots.figures,
      computedAt: fitnessFiguresSnapshots.computedAt,
    })
    .from(fitnessFiguresSnapshots)
    .where(eq(fitnessFiguresSnapshots.seasonId, seasonId));
  return kept;
}

async function keep(
  db: Pick<Database, "insert">,
  seasonId: number,
  snapshot: { stamp: string; figures: FitnessFiguresRow[]; computedAt: Date },
): Promise<void> {
  await db
    .insert(fitnessFiguresSnapshots)
    .values({ seasonId, ...snapshot })
    .onConflictDoUpdate({ target: fitnessFiguresSnapshots.seasonId, set: snapshot });
}

const recomputing = new WeakMap<Database, Map<number, Promise<void>>>();

/** The issue's number. */
const RECOMPUTE_LOCK = 18;

export function recomputeOnce(db: Database, seasonId: number): Promise<void> {
  let underWay = recomputing.get(db);
  if (!underWay) recomputing.set(db, (underWay = new Map()));
  let running = underWay.get(seasonId);
  if (!running) {
    running = recompute(db, seasonId, "try").finally(() => underWay.delete(seasonId));
    underWay.set(seasonId, running);
  }
  return running;
}

/** "try" leaves it to an instance holding the lock; "wait" waits for it; current figures are not recomputed. */
async function recompute(db: Database, seasonId: number, lock: "try" | "wait"): Promise<void> {
  await db.transaction(async (tx) => {
    if (lock === "wait") {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${RECOMPUTE_LOCK}, ${seasonId})`);
    } else {
      const { rows } = (await tx.execute(
        sql`SELECT pg_try_advisory_xact_lock(${RECOMPUTE_LOCK}, ${seasonId}) AS locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (!rows[0]?.locked) return;
    }
    const computedAt = new Date();
    const stamp = await stampOf(tx, seasonId);
    const [kept] = await tx
      .select({ stamp: fitnessFiguresSnapshots.stamp })
      .from(fitnessFiguresSnapshots)
      .where(eq(fitnessFiguresSnapshots.seasonId, seasonId));
    if (kept?.stamp === stamp) return;
    const figures = await seasonFitnessFigures(tx, seasonId, { clubs: false });
    await keep(tx, seasonId, { stamp, figures, computedAt });
  });
}
