import { describe, expect, inject, test } from "vitest";
import { benchPublicPages, budgetMisses, formatBench } from "../../scripts/bench/public";
import { runLighthouse, scoreTable } from "../../scripts/lighthouse";
import { appUrl } from "./fixtures";

/** Runs per page; the median counts (LIGHTHOUSE_RUNS=1 for a quick look). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Interleaved runs of each published page and its static twin. */
const PAIR_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

// `npm run test:lighthouse`: Lighthouse's mobile preset on /home, and npm run bench:public's
// comparison of every template's published page with a static file of itself.
describe("lighthouse budgets", () => {
  test("lighthouse (mobile): /home", async () => {
    const [home] = await runLighthouse([`${appUrl()}/home`], ["home"], RUNS);
    console.log(scoreTable([home!], ["home"]));
    const over = [
      home!.performance < 90 && `performance ${home!.performance} < 90`,
      home!.accessibility < 100 && `accessibility ${home!.accessibility} < 100`,
      home!["best-practices"] < 95 && `best practices ${home!["best-practices"]} < 95`,
      home!.seo < 90 && `SEO ${home!.seo} < 90`,
    ].filter(Boolean);
    expect(over.length ? `${over.join(", ")} — ${home!.failing.join(", ")}` : "").toBe("");
  });

  test("published portfolios against static files of themselves (npm run bench:public)", async () => {
    const result = await benchPublicPages({ url: inject("backendUrl"), adminKey: inject("adminKey") }, appUrl(), { runs: PAIR_RUNS });
    for (const line of formatBench(result)) console.log(line);
    expect(budgetMisses(result)).toEqual([]);
  });
});
