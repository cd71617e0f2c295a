import { describe, expect, inject, test } from "vitest";
import { TEMPLATES } from "../../convex/model/templates";
import { benchPublicPages, budgetMisses, formatBench, SAMPLED_TEMPLATES } from "../../scripts/bench/public";
import { benchVisitorPages, formatVisitorPair, STATIC_VISITOR_ROUTES, visitorMisses } from "../../scripts/bench/visitor";
import { launchForLighthouse, runOnce } from "../../scripts/lighthouse";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { api } from "../../convex/_generated/api";
import { appUrl } from "./fixtures";
import { seedUser } from "./seed";

/**
 * Interleaved runs of each page and its static twin (the median LCP of each side counts): one
 * quick pair per page, and five more for a page whose quick pair misses a budget, whose medians
 * then count. A real regression misses twice; one noisy run on a busy machine does not fail the
 * suite. (Five pairs of every page took most of the suite's 26 minutes on a slow run.)
 */
const PAIR_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CONFIRM_RUNS = Number(process.env.LIGHTHOUSE_CONFIRM_RUNS ?? 5);
/** LIGHTHOUSE_TEMPLATES=all measures every template, as `npm run bench:public` does. */
const TEMPLATE_SAMPLE = process.env.LIGHTHOUSE_TEMPLATES === "all" ? TEMPLATES.map((t) => t.id) : SAMPLED_TEMPLATES;

// `npm run test:lighthouse`: Lighthouse's mobile preset on the visitor pages without React and on
// a sample of templates' published pages, each against a static file of itself (npm run
// bench:visitor, npm run bench:public, which measure more runs and every template).
describe("lighthouse budgets", () => {
  test("visitor pages without React (STATIC_VISITOR_ROUTES) against static files of themselves (npm run bench:visitor)", async () => {
    // Measured: 100 in every category, LCP 0.93–1.06× the static file's (the sign-in pages since
    // their script waits for the first paint), 1.5 KB of JavaScript transferred.
    const pairs = await benchVisitorPages(appUrl(), STATIC_VISITOR_ROUTES, { runs: PAIR_RUNS, confirmRuns: CONFIRM_RUNS });
    for (const pair of pairs) console.log(formatVisitorPair(pair));
    const misses = pairs.flatMap((pair) => visitorMisses(pair).map((miss) => `${pair.route}: ${miss} — ${pair.page.failing.join(", ")}`));
    expect(misses).toEqual([]);
  });

  test("published portfolios against static files of themselves (npm run bench:public)", async () => {
    const result = await benchPublicPages({ url: inject("backendUrl"), adminKey: inject("adminKey") }, appUrl(), {
      runs: PAIR_RUNS,
      confirmRuns: CONFIRM_RUNS,
      templates: TEMPLATE_SAMPLE,
    });
    for (const line of formatBench(result)) console.log(line);
    // The budgets, LCP ratio 1.2 included. The ratio wandered (0.76–1.25) while the page's
    // script was fetched on the load event: that often came before the first paint, so Lighthouse
    // counted the script's chain of modules on the paint's path. It now waits for the first
    // contentful paint, and repeated runs gave 0.87–0.9 for every template.
    expect(budgetMisses(result)).toEqual([]);
  });

  test("a page in another language and a right-to-left one (issue 43): the same scores as the main page", async () => {
    const user = await seedUser("lighthouse-languages");
    const texts = (role: string, bio: string) => [
      { id: "role", text: role },
      { id: "bio", text: bio },
    ];
    const formData = {
      ...sampleFormData,
      translations: [
        { id: "fr", publish: true, texts: texts("Designer produit", "Je conçois des interfaces calmes et accessibles.") },
        { id: "ar", publish: true, texts: texts("مصممة منتجات", "أصمم واجهات هادئة وسهلة الوصول.") },
      ],
    };
    const { revision } = await user.client.mutation(api.drafts.save, { templateId: "professional", formData, baseRevision: 0 });
    await user.client.mutation(api.portfolios.publishDraft, { revision });
    // The share images and image variants are written in the background; let them land.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const chrome = await launchForLighthouse();
    try {
      for (const lang of ["fr", "ar"]) {
        const url = `${appUrl()}/portfolio-view/${user.userId}/${lang}`;
        // One unscored run warms the browser and the server, as the published pages' bench does.
        await runOnce(chrome.port, url);
        const { scores } = await runOnce(chrome.port, url);
        console.log(`${lang}: ${JSON.stringify({ ...scores, failing: undefined })}`);
        const misses = [
          scores.accessibility < 100 && `accessibility ${scores.accessibility}`,
          scores["best-practices"] < 100 && `best practices ${scores["best-practices"]}`,
          scores.seo < 100 && `SEO ${scores.seo}`,
          scores.performance < 90 && `performance ${scores.performance}`,
          scores.jsBytes > 60 * 1024 && `JS ${scores.jsBytes} B`,
        ].filter(Boolean);
        expect(misses, `${lang}: ${scores.failing.join(", ")}`).toEqual([]);
      }
    } finally {
      chrome.kill();
    }
  });
});
