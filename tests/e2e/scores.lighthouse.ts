import { describe, expect, test } from "vitest";
import { TEMPLATES } from "../../convex/model/templates";
import { runLighthouse, scoreTable } from "../../scripts/lighthouse";
import { appUrl } from "./fixtures";
import { seedPublished } from "./seed";

/** Runs per page; the median counts (LIGHTHOUSE_RUNS=1 for a quick look). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

// `npm run test:lighthouse`: Lighthouse's mobile preset on /home and a published portfolio of
// each template, against the budgets of the browser-suite issue.
describe("lighthouse budgets", () => {
  test("lighthouse (mobile): /home and a published portfolio of each template", async () => {
    const users = await Promise.all(TEMPLATES.map((t) => seedPublished(t.id)));
    // Let the backend finish persisting what the seeding wrote before anything is timed.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const urls = [`${appUrl()}/home`, ...users.map((u) => `${appUrl()}/portfolio-view/${u.userId}`)];
    const names = ["home", ...TEMPLATES.map((t) => t.id)];
    const rows = await runLighthouse(urls, names, RUNS);
    console.log(scoreTable(rows, names));
    // Every page's misses at once, with the audits that cost points, so a failure says what to fix.
    const misses = rows.flatMap((r, i) => {
      const over = [
        r.performance < 90 && `performance ${r.performance} < 90`,
        r.accessibility < 100 && `accessibility ${r.accessibility} < 100`,
        r["best-practices"] < 95 && `best practices ${r["best-practices"]} < 95`,
        r.seo < 90 && `SEO ${r.seo} < 90`,
      ].filter(Boolean);
      return over.length ? [`${names[i]}: ${over.join(", ")} — ${r.failing.join(", ")}`] : [];
    });
    expect(misses).toEqual([]);
  });
});
