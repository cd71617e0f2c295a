/**
 * `npm run bench:visitor [-- /home /pricing …]`: the product's visitor pages against static HTML
 * files of themselves, as bench:public does for published portfolios. Each page is saved as the
 * browser shows it with every script removed, and served from a plain file server with a <base>
 * pointing at the app, so the twin loads the same stylesheets, fonts and pictures; Lighthouse
 * mobile runs on the page and its twin, interleaved (median LCP of each side). Prints scores, the
 * LCP ratio and the JavaScript each page transfers; the Lighthouse suite asserts the budgets.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { launchChromium } from "../lib/chromium";
import { launchForLighthouse, runOnce, type Scores } from "../lighthouse";
import { measurePair, serveStatic } from "./public";

/**
 * The visitor pages that ship no React (src/visitor/script; the sign-in pages src/account/auth-page; the
 * gallery src/gallery/script), and one template demo (each renders like a published page: bench:public
 * measures every template's).
 */
export const STATIC_VISITOR_ROUTES = ["/home", "/about", "/pricing", "/contact", "/templates", "/login", "/signup", "/templates/minimalist/demo"];

export type VisitorPair = { route: string; page: Scores; static: Scores; /** Measured again after a first pass missed a budget. */ remeasured?: boolean };

/** Saves `url` as a static file: the rendered page without scripts, its assets still from the app. */
async function staticTwin(url: string, file: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    await page.goto(url, { waitUntil: "networkidle" });
    const html = await page.evaluate((origin) => {
      for (const script of Array.from(document.querySelectorAll("script"))) script.remove();
      const base = document.createElement("base");
      base.href = `${origin}/`;
      document.head.prepend(base);
      return `<!DOCTYPE html>${document.documentElement.outerHTML}`;
    }, new URL(url).origin);
    await writeFile(file, html);
  } finally {
    await browser.close();
  }
}

/** Each route against its twin (`measurePair`: `runs` pairs, then `confirmRuns` pairs again for a route that missed a budget). */
export async function benchVisitorPages(
  appUrl: string,
  routes = STATIC_VISITOR_ROUTES,
  { runs = 5, confirmRuns = 0 }: { runs?: number; confirmRuns?: number } = {},
): Promise<VisitorPair[]> {
  const work = await mkdtemp(path.join(tmpdir(), "bench-visitor-"));
  const files = await serveStatic(work);
  const chrome = await launchForLighthouse();
  const pairs: VisitorPair[] = [];
  try {
    for (const route of routes) {
      const name = route.replace(/\W+/g, "") || "root";
      await mkdir(path.join(work, name));
      await staticTwin(appUrl + route, path.join(work, name, "index.html"));
      // One unscored run warms the browser and the server.
      if (pairs.length === 0) await runOnce(chrome.port, appUrl + route);
      const staticUrl = `${files.url}/${name}/index.html`;
      pairs.push({ route, ...(await measurePair(chrome.port, appUrl + route, staticUrl, { runs, confirmRuns }, (pair) => visitorMisses({ route, ...pair }))) });
    }
  } finally {
    chrome.kill();
    files.server.close();
    await rm(work, { recursive: true, force: true });
  }
  return pairs;
}

/** What a pair misses of the visitor pages' budgets: every score 100, LCP ≤ 1.2× the twin's, ≤ 60 KB of JS. */
export function visitorMisses({ page, static: twin }: VisitorPair): string[] {
  return [
    page.LCP / twin.LCP > 1.2 && `LCP ratio ${(page.LCP / twin.LCP).toFixed(2)} > 1.2`,
    page.performance < 100 && `performance ${page.performance} < 100`,
    page.accessibility < 100 && `accessibility ${page.accessibility} < 100`,
    page["best-practices"] < 100 && `best practices ${page["best-practices"]} < 100`,
    page.seo < 100 && `SEO ${page.seo} < 100`,
    page.firstLoadJsBytes > 60 * 1024 && `JS ${page.firstLoadJsBytes} B > 60 KB on the first load`,
  ].filter((miss): miss is string => typeof miss === "string");
}

export function formatVisitorPair({ route, page, static: twin, remeasured }: VisitorPair): string {
  return (
    `visitor ${route}${remeasured ? " (measured again)" : ""}: performance ${page.performance}, accessibility ${page.accessibility}, best practices ${page["best-practices"]}, SEO ${page.seo}` +
    "; " +
    `LCP ${Math.round(page.LCP)} ms vs static ${Math.round(twin.LCP)} ms (ratio ${(page.LCP / twin.LCP).toFixed(2)}); ` +
    `JS ${(page.firstLoadJsBytes / 1024).toFixed(1)} KB transferred before load (${(page.jsBytes / 1024).toFixed(1)} KB with the app preloaded once idle); CPU index ${Math.round(page.benchmarkIndex)}, slowdown ${page.cpuSlowdown}×`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildApp, startApp } = await import("../lib/app");
  if (process.env.E2E_SKIP_BUILD !== "1") await buildApp();
  const app = await startApp();
  try {
    const routes = process.argv.slice(2);
    const pairs = await benchVisitorPages(app.appUrl, routes.length ? routes : STATIC_VISITOR_ROUTES, { runs: Number(process.env.LIGHTHOUSE_RUNS ?? 5) });
    const misses = pairs.flatMap((pair) => visitorMisses(pair).map((miss) => `${pair.route}: ${miss} — ${pair.page.failing.join(", ")}`));
    for (const pair of pairs) console.log(formatVisitorPair(pair));
    console.log(misses.length ? `budgets missed:\n${misses.join("\n")}` : "all budgets hold");
    process.exitCode = misses.length ? 1 : 0;
  } finally {
    await app.stop();
  }
}
