/**
 * Lighthouse (mobile preset, the default config) on pages of a running app, with Debian Chromium
 * and the flags these machines need. `runLighthouse` is used by the browser suite's budgets;
 * CLI: `npm run lighthouse -- <url> [<url> …]` prints the score table.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** The metrics behind the performance score, in ms (CLS unitless). */
export const METRICS = { FCP: "first-contentful-paint", LCP: "largest-contentful-paint", TBT: "total-blocking-time", SI: "speed-index", CLS: "cumulative-layout-shift" } as const;
export type Scores = Record<(typeof CATEGORIES)[number], number> &
  Record<keyof typeof METRICS, number> & {
    url: string;
    failing: string[];
    /** Bytes transferred for the whole page, and for its scripts. */
    bytes: number;
    jsBytes: number;
  };

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
      for (let run = 0; run < runs; run++) attempts.push(await runOnce(chrome.port, url));
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

/** One Lighthouse run of `url` in the Chromium listening on `port`. */
export async function runOnce(port: number, url: string): Promise<{ scores: Scores; report: string }> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  // The audits that cost points, so a failing budget says what to fix.
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
  const metric = (id: string) => audits[id]?.numericValue ?? NaN;
  const resources = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
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
  };
  return { scores, report: result.report as string };
}

export function scoreTable(rows: Scores[], names = rows.map((r) => new URL(r.url).pathname)): string {
  const metrics = Object.keys(METRICS) as (keyof typeof METRICS)[];
  const header = `| page | ${CATEGORIES.join(" | ")} | ${metrics.map((m) => (m === "CLS" ? m : `${m} ms`)).join(" | ")} |`;
  const line = `|---|${[...CATEGORIES, ...metrics].map(() => "---").join("|")}|`;
  const value = (r: Scores, m: keyof typeof METRICS) => (m === "CLS" ? r[m].toFixed(3) : Math.round(r[m]));
  return [header, line, ...rows.map((r, i) => `| ${names[i]} | ${CATEGORIES.map((c) => r[c]).join(" | ")} | ${metrics.map((m) => value(r, m)).join(" | ")} |`)].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runLighthouse(process.argv.slice(2));
  console.log(scoreTable(rows));
  for (const r of rows) if (r.failing.length) console.log(`${r.url}: ${r.failing.join(", ")}`);
}
