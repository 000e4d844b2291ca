// Why: docs/decisions/008-charts-on-linkedom.md

import { createHash } from "node:crypto";

import type * as PlotNamespace from "@observablehq/plot";
import { LRUCache } from "lru-cache";

type PlotModule = typeof PlotNamespace;

let kit: Promise<{ Plot: PlotModule; document: Document }> | undefined;

function plotKit() {
  kit ??= Promise.all([import("@observablehq/plot"), import("linkedom")]).then(([Plot, { parseHTML }]) => ({
    Plot,
    document: parseHTML("<!doctype html><html><body></body></html>").document as unknown as Document,
  }));
  return kit;
}

const CHART_CLASS = "chart";
/** Drawn at about a phone's width, so its 14px text stays at least 12px on a 375px screen (report.css). */
const WIDTH = 360;
/** Each row's name stands above its bar, the whole width, so no name is ever cut. */
const NAME_ROOM = 18;
const MARGINS = { marginLeft: 14, marginRight: 24, marginBottom: 46 };
/** The axis's name below its numbers, never over the last one. */
const AXIS_NAME = { labelAnchor: "right", labelOffset: 42 } as const;

/** Pupils are counted, never halved. */
function countTicks(largest: number): number[] {
  const step = Math.max(1, Math.ceil(largest / 8));
  return Array.from({ length: Math.floor(largest / step) + 1 }, (_, index) => index * step);
}

const drawn = new LRUCache<string, Promise<string>>({ max: 300 });

function drawnOnce(chart: string, rows: unknown, draw: () => Promise<string>): Promise<string> {
  const key = createHash("sha256").update(chart).update("\0").update(JSON.stringify(rows)).digest("base64url");
  let svg = drawn.get(key);
  if (!svg) {
    svg = draw();
    drawn.set(key, svg);
    svg.catch(() => drawn.delete(key));
  }
  return svg;
}

async function svgOf(label: string, draw: (Plot: PlotModule) => Parameters<PlotModule["plot"]>[0]): Promise<string> {
  const { Plot, document } = await plotKit();
  const chart = Plot.plot({
    ...draw(Plot),
    document,
    className: CHART_CLASS,
    ariaLabel: label,
    style: undefined,
  }) as unknown as SVGSVGElement;
  chart.querySelectorAll("style").forEach((style) => style.remove());
  // One image with one name: Plot's mark groups' names are not allowed on an element with no role.
  chart.querySelectorAll("[aria-label], [aria-description]").forEach((part) => {
    part.removeAttribute("aria-label");
    part.removeAttribute("aria-description");
  });
  // The W3C checker refuses font-variant="tabular-nums": the stylesheet sets it.
  chart.querySelectorAll("[font-variant]").forEach((part) => part.removeAttribute("font-variant"));
  chart.setAttribute("role", "img");
  return chart.outerHTML;
}

export type ChangeKind = "better" | "same" | "worse";

export const CHANGE_NAMES: Record<ChangeKind, string> = { better: "lepiej", same: "bez zmian", worse: "gorzej" };

export function changeChart(rows: { test: string; change: ChangeKind; pupils: number }[]): Promise<string> {
  return drawnOnce("change", rows, () => drawChangeChart(rows));
}

function drawChangeChart(rows: { test: string; change: ChangeKind; pupils: number }[]): Promise<string> {
  const order: ChangeKind[] = ["better", "same", "worse"];
  const tests = [...new Set(rows.map((row) => row.test))];
  const largest = Math.max(
    ...tests.map((test) => rows.filter((row) => row.test === test).reduce((sum, row) => sum + row.pupils, 0)),
  );
  return svgOf("Zmiana wyników uczniów w każdej próbie: lepiej, bez zmian, gorzej", (Plot) => ({
    ...MARGINS,
    width: WIDTH,
    height: 66 + 48 * tests.length,
    x: { ...AXIS_NAME, label: "Uczniowie", ticks: countTicks(largest), tickFormat: "d" },
    fy: { axis: null, domain: tests, padding: 0.15 },
    color: {
      domain: order.map((kind) => CHANGE_NAMES[kind]),
      range: ["var(--chart-better)", "var(--chart-same)", "var(--chart-worse)"],
      legend: false,
    },
    marks: [
      Plot.gridX({ ticks: countTicks(largest), insetTop: NAME_ROOM }),
      Plot.barX(
        rows.map((row) => ({ ...row, kind: CHANGE_NAMES[row.change] })),
        Plot.stackX({
          x: "pupils",
          fy: "test",
          fill: "kind",
          order: order.map((kind) => CHANGE_NAMES[kind]),
          stroke: "var(--bg)",
          insetTop: NAME_ROOM,
        }),
      ),
      rowNames(Plot, tests),
      Plot.ruleX([0], { insetTop: NAME_ROOM }),
    ],
  }));
}

/** Each facet row's name, at its top left. */
function rowNames(Plot: PlotModule, names: string[]) {
  return Plot.text(names, {
    fy: (name: string) => name,
    text: (name: string) => name,
    frameAnchor: "top-left",
    lineAnchor: "top",
    fill: "currentColor",
  });
}

export function categoryChart(rows: { category: string; round: string; pupils: number }[]): Promise<string> {
  return drawnOnce("category", rows, () => drawCategoryChart(rows));
}

function drawCategoryChart(rows: { category: string; round: string; pupils: number }[]): Promise<string> {
  const categories = [...new Set(rows.map((row) => row.category))];
  const rounds = [...new Set(rows.map((row) => row.round))];
  const largest = Math.max(...rows.map((row) => row.pupils));
  return svgOf("Liczba uczniów w kategoriach BMI według WHO w pierwszym i ostatnim badaniu", (Plot) => ({
    ...MARGINS,
    width: WIDTH,
    height: 66 + 60 * categories.length,
    fy: { axis: null, domain: categories, padding: 0.15 },
    // The first band of each category's row is its name's.
    y: { axis: null, domain: ["", ...rounds], paddingInner: 0.15 },
    x: {
      ...AXIS_NAME,
      label: "Uczniowie",
      ticks: countTicks(largest),
      tickFormat: "d",
    },
    color: { domain: rounds, range: ["var(--chart-first)", "var(--chart-latest)"], legend: false },
    marks: [
      Plot.gridX({ ticks: countTicks(largest), insetTop: NAME_ROOM }),
      Plot.barX(rows, { fy: "category", y: "round", x: "pupils", fill: "round" }),
      rowNames(Plot, categories),
      Plot.ruleX([0], { insetTop: NAME_ROOM }),
    ],
  }));
}

export function progressChart(rows: { pupil: string; first: number; latest: number }[]): Promise<string> {
  return drawnOnce("progress", rows, () => drawProgressChart(rows));
}

const ARROW_AT = () => 0.3;

function drawProgressChart(rows: { pupil: string; first: number; latest: number }[]): Promise<string> {
  // At least 200px tall on a phone, however few pupils.
  const height = Math.max(246, 66 + 40 * rows.length);
  return svgOf("Wyniki testu wahadłowego 20 m: każdy uczeń, od pierwszego do ostatniego badania", (Plot) => ({
    ...MARGINS,
    width: WIDTH,
    height,
    x: { ...AXIS_NAME, label: "Odcinki 20 m", nice: true },
    fy: { axis: null, domain: rows.map((row) => row.pupil), padding: 0.1 },
    // Within a pupil's row: the name at the top, the arrow below it.
    y: { axis: null, domain: [0, 1] },
    marks: [
      Plot.gridX({ insetTop: NAME_ROOM }),
      rowNames(
        Plot,
        rows.map((row) => row.pupil),
      ),
      Plot.dot(rows, { x: "first", y: ARROW_AT, fy: "pupil", r: 4, fill: "var(--chart-first)" }),
      Plot.arrow(rows, {
        x1: "first",
        x2: "latest",
        y1: ARROW_AT,
        y2: ARROW_AT,
        fy: "pupil",
        stroke: "var(--chart-latest)",
        strokeWidth: 2,
        headLength: 8,
      }),
    ],
  }));
}
