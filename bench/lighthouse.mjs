// Lighthouse (npm package) against Debian's Chromium, mobile "Slow 4G":
// simulated throttling with 150 ms RTT, 1.6 Mbps down (1638.4 Kbps), 750 Kbps
// up and 4x CPU slowdown, i.e. Lighthouse's default mobile profile.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

import { median } from "./lib.mjs";

export const THROTTLING = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1638.4 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: 4,
};

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

export async function runLighthouse(url, { cookie, runs = 3 } = {}) {
  const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const samples = [];
  try {
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
        },
        {
          extends: "lighthouse:default",
          settings: {
            formFactor: "mobile",
            screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
            throttlingMethod: "simulate",
            throttling: THROTTLING,
            disableStorageReset: false,
          },
        },
      );
      const { categories, audits, finalDisplayedUrl } = result.lhr;
      samples.push({
        // A run whose metrics Lighthouse could not compute has no score: it is reported, not counted as 0.
        performance: categories.performance.score === null ? null : Math.round(categories.performance.score * 100),
        runtimeError: result.lhr.runtimeError?.code ?? null,
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(audits["total-blocking-time"].numericValue),
        cls: Math.round(audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
        finalUrl: finalDisplayedUrl,
        lcpElement: audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null,
        shifts: (audits["layout-shifts"]?.details?.items ?? [])
          .slice(0, 3)
          .map((item) => `${item.node?.selector ?? "?"} (${Math.round((item.score ?? 0) * 1000) / 1000})`),
        failingA11y: Object.values(audits)
          .filter((audit) => audit.score === 0 && categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
          .map((audit) => audit.id),
      });
    }
  } finally {
    await chrome.kill();
  }
  return {
    runs: samples.length,
    performance: median(samples.map((s) => s.performance)),
    runsWithoutScore: samples.filter((s) => s.performance === null).map((s) => s.runtimeError ?? "no score"),
    accessibility: median(samples.map((s) => s.accessibility)),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
    finalUrl: samples[0]?.finalUrl,
    lcpElement: samples[0]?.lcpElement,
    shifts: samples[0]?.shifts ?? [],
    failingA11y: [...new Set(samples.flatMap((s) => s.failingA11y))],
  };
}
