/**
 * Lighthouse (mobile preset, the default config) on pages of a running app, with Debian Chromium
 * and the flags these machines need. `runLighthouse` is used by the browser suite's budgets;
 * CLI: `npm run lighthouse -- <url> [<url> …]` prints the score table.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling as presets } from "lighthouse/core/config/constants.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** The metrics behind the performance score, in ms (CLS unitless). */
export const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  SI: "speed-index",
  CLS: "cumulative-layout-shift",
} as const;
export type Scores = Record<(typeof CATEGORIES)[number], number> &
  Record<keyof typeof METRICS, number> & {
    url: string;
    failing: string[];
    /** Bytes transferred for the whole page, and for its scripts. */
    bytes: number;
    jsBytes: number;
    /** Script bytes requested before the load event: the first load (visitor pages preload the app later, once idle). */
    firstLoadJsBytes: number;
    /** Lighthouse's CPU benchmark of this machine at the run, and the CPU slowdown the run used. */
    benchmarkIndex: number;
    cpuSlowdown: number;
  };

/**
 * Lighthouse's 4× CPU slowdown is calibrated for a high-end desktop (benchmarkIndex 1500–2000; this
 * machine measures about 1,600 when idle) and turns it into its mid-tier phone. On a busy machine the
 * index falls (seen: 980 with a build running beside) and 4× would emulate a phone several times slower,
 * so the score would measure the machine's load, not the page. Lighthouse's throttling docs say to set
 * the multiplier to the host's bracket: each run takes its slowdown from the index the previous run
 * measured, never above the default 4× (a faster or idle host keeps Lighthouse's own setting).
 */
const CALIBRATED_INDEX = 1600;
const DEFAULT_SLOWDOWN = 4;
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_SLOWDOWN;
  return Math.round(Math.min(DEFAULT_SLOWDOWN, Math.max(1, (DEFAULT_SLOWDOWN * benchmarkIndex) / CALIBRATED_INDEX)) * 100) / 100;
}
/** The last index measured (per process: the runs of one suite share one browser and one machine). */
let lastBenchmarkIndex = CALIBRATED_INDEX;

/** Full JSON reports land here (git-ignored), one per page, for Lighthouse's viewer. */
export const REPORT_DIR = path.resolve(import.meta.dirname, "../test-results/lighthouse");

/**
 * Lighthouse on each URL, `runs` times (the median run by performance score is kept, as
 * Lighthouse's own docs advise: one run varies by several points with the machine's load).
 * One unscored run first warms the freshly started browser and server, which a visitor of a
 * running site never meets.
 */
export async function runLighthouse(
  urls: string[],
  names: string[] = urls.map((u) => new URL(u).pathname.split("/").pop() || "root"),
  runs = 1,
): Promise<Scores[]> {
  await mkdir(REPORT_DIR, { recursive: true });
  const chrome = await launchForLighthouse();
  try {
    const results: Scores[] = [];
    if (urls.length > 0) await runOnce(chrome.port, urls[0]);
    for (const [i, url] of urls.entries()) {
      const attempts: { scores: Scores; report: string }[] = [];
      for (let run = 0; run < runs; run++) attempts.push(await runOnce(chrome.port, url, { screenshot: true }));
      attempts.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = attempts[Math.floor((attempts.length - 1) / 2)];
      await writeFile(path.join(REPORT_DIR, `${names[i]}.json`), median.report);
      results.push(median.scores);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Chromium as Lighthouse drives it (headless, these machines' flags); kill() it when done. */
export function launchForLighthouse() {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] });
}

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`. `screenshot` keeps Lighthouse's
 * full-page screenshot (the report viewer's element thumbnails): no audit or score uses it, and it
 * cost 1.4–1.6 s of a 6.5 s run, so the suites' runs (about a hundred) go without.
 */
export async function runOnce(port: number, url: string, { screenshot = false } = {}): Promise<{ scores: Scores; report: string }> {
  const cpuSlowdown = cpuSlowdownFor(lastBenchmarkIndex);
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    throttling: { ...presets.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    disableFullPageScreenshot: !screenshot,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const benchmarkIndex = result.lhr.environment.benchmarkIndex;
  lastBenchmarkIndex = benchmarkIndex;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  // The audits that cost points, so a failing budget says what to fix.
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
  const metric = (id: string) => audits[id]?.numericValue ?? NaN;
  const resources = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  // Request times count from the first request (the document's), the load event from navigation start.
  const requests =
    (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number; networkRequestTime?: number }[] } | undefined)?.items ??
    [];
  const observedLoad = (audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]?.observedLoad ?? Infinity;
  const scores: Scores = {
    url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    FCP: metric(METRICS.FCP),
    LCP: metric(METRICS.LCP),
    TBT: metric(METRICS.TBT),
    SI: metric(METRICS.SI),
    CLS: metric(METRICS.CLS),
    failing,
    bytes: metric("total-byte-weight"),
    jsBytes: resources.find((r) => r.resourceType === "script")?.transferSize ?? 0,
    firstLoadJsBytes: requests
      .filter((r) => r.resourceType === "Script" && (r.networkRequestTime ?? Infinity) < observedLoad)
      .reduce((total, r) => total + (r.transferSize ?? 0), 0),
    benchmarkIndex,
    cpuSlowdown,
  };
  return { scores, report: result.report as string };
}

export function scoreTable(rows: Scores[], names = rows.map((r) => new URL(r.url).pathname)): string {
  const metrics = Object.keys(METRICS) as (keyof typeof METRICS)[];
  const header = `| page | ${CATEGORIES.join(" | ")} | ${metrics.map((m) => (m === "CLS" ? m : `${m} ms`)).join(" | ")} | CPU index | slowdown |`;
  const line = `|---|${[...CATEGORIES, ...metrics, "i", "s"].map(() => "---").join("|")}|`;
  const value = (r: Scores, m: keyof typeof METRICS) => (m === "CLS" ? r[m].toFixed(3) : Math.round(r[m]));
  return [
    header,
    line,
    ...rows.map(
      (r, i) =>
        `| ${names[i]} | ${CATEGORIES.map((c) => r[c]).join(" | ")} | ${metrics.map((m) => value(r, m)).join(" | ")} | ${Math.round(r.benchmarkIndex)} | ${r.cpuSlowdown}× |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runLighthouse(process.argv.slice(2));
  console.log(scoreTable(rows));
  for (const r of rows) if (r.failing.length) console.log(`${r.url}: ${r.failing.join(", ")}`);
}
