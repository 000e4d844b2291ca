// Why: docs/decisions/008-charts-on-linkedom.md
import { createHash } from "node:crypto";

import type { LoaderFunctionArgs } from "@remix-run/node";
import { LRUCache } from "lru-cache";

import { type FitnessReport, getFitnessReport } from "~/areas/survey/api/survey.server";
import { categoryChart, changeChart, progressChart } from "~/areas/survey/charts.server";
import { BMI_CATEGORY_NAMES, FITNESS_TESTS } from "~/areas/survey/fitness-report";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { appConfig } from "~/lib/config.server";
import { todayInPoland } from "~/lib/dates";
import { requireUser } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";
import { numberParam } from "~/lib/route-params";
import { SETUP_REQUIREMENTS } from "~/lib/setup-requirements";

const ROUNDS = { first: "pierwsze badanie", latest: "ostatnie badanie" } as const;

type Charts = Awaited<ReturnType<typeof drawCharts>>;

/** Drawn once per report's data: the charts are a function of it alone. */
const drawn = new LRUCache<string, Charts>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (charts) => Object.values(charts).reduce((bytes, svg) => bytes + (svg?.length ?? 0), 1),
});

async function chartsOf(report: FitnessReport): Promise<Charts> {
  const key = createHash("sha256").update(JSON.stringify(report)).digest("base64");
  let charts = drawn.get(key);
  if (!charts) {
    charts = await drawCharts(report);
    if (appConfig.teacherReadCache) drawn.set(key, charts);
  }
  return charts;
}

async function drawCharts(report: FitnessReport) {
  const all = (measure: string) => report.measures.find((m) => m.measure === measure && m.sex === "all")!;
  const tested = FITNESS_TESTS.filter((test) => all(test.key).change.pupils > 0);
  const counted = report.bmiCategories.filter(
    (row) => row.sex === "all" && row.category !== "unknown" && row.first + row.latest > 0,
  );
  const shuttles = report.pupils
    .filter((pupil) => pupil.latest && pupil.first.beepTest !== null && pupil.latest.beepTest !== null)
    .map((pupil) => ({ pupil: pupil.name, first: pupil.first.beepTest!, latest: pupil.latest!.beepTest! }));
  const [changes, bmi, progress] = await Promise.all([
    tested.length === 0
      ? null
      : changeChart(
          tested.flatMap((test) =>
            (["better", "same", "worse"] as const).map((change) => ({
              test: test.name,
              change,
              pupils: all(test.key).change[change] ?? 0,
            })),
          ),
        ),
    counted.length === 0
      ? null
      : categoryChart(
          counted.flatMap((row) =>
            (["first", "latest"] as const).map((round) => ({
              category: BMI_CATEGORY_NAMES[row.category],
              round: ROUNDS[round],
              pupils: row[round],
            })),
          ),
        ),
    shuttles.length === 0 ? null : progressChart(shuttles),
  ]);
  return { changes, bmi, progress };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const group = numberParam(params, "group");
  const { session } = await requireUser(request);
  // The API's 403 while surveys are closed is the setup guard's redirect; another teacher's group its 404.
  const report = await getFitnessReport(session, group).catch(async (error: unknown) => {
    if (!(error instanceof UpstreamError) || error.status !== 403) return asErrorResponse(error);
    throw await redirectWithToast(session, "/konto", { error: SETUP_REQUIREMENTS.surveysPreviewAvailable });
  });
  return jsonWithSession(session, { group, report, charts: await chartsOf(report), today: todayInPoland() });
}
