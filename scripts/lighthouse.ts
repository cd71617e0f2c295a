/**
 * Lighthouse (mobile preset, the default config) on pages of a running app, with Debian Chromium
 * and the flags these machines need. `runLighthouse` is used by the browser suite's budgets;
 * CLI: `npm run lighthouse -- <url> [<url> …]` prints the score table.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number> & { url: string; failing: string[] };

export async function runLighthouse(urls: string[]): Promise<Scores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] });
  try {
    const results: Scores[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      // The audits that cost points, so a failing budget says what to fix.
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      results.push({ url, performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo"), failing });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export function scoreTable(rows: Scores[]): string {
  const header = `| page | ${CATEGORIES.join(" | ")} |`;
  const line = `|---|${CATEGORIES.map(() => "---").join("|")}|`;
  return [header, line, ...rows.map((r) => `| ${new URL(r.url).pathname} | ${CATEGORIES.map((c) => r[c]).join(" | ")} |`)].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runLighthouse(process.argv.slice(2));
  console.log(scoreTable(rows));
  for (const r of rows) if (r.failing.length) console.log(`${r.url}: ${r.failing.join(", ")}`);
}
