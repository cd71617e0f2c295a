import { describe, expect, test } from "vitest";
import { TEMPLATES } from "../../convex/model/templates";
import { runLighthouse, scoreTable } from "../../scripts/lighthouse";
import { appUrl } from "./fixtures";
import { seedPublished } from "./seed";

// `npm run test:lighthouse`: Lighthouse's mobile preset on /home and a published portfolio of
// each template, against the budgets of the browser-suite issue.
describe("lighthouse budgets", () => {
  test("lighthouse (mobile): /home and a published portfolio of each template", async () => {
    const users = await Promise.all(TEMPLATES.map((t) => seedPublished(t.id)));
    const urls = [`${appUrl()}/home`, ...users.map((u) => `${appUrl()}/portfolio-view/${u.userId}`)];
    const rows = await runLighthouse(urls);
    const named = rows.map((r, i) => ({ ...r, url: i === 0 ? r.url : r.url.replace(users[i - 1].userId, TEMPLATES[i - 1].id) }));
    console.log(scoreTable(named));
    for (const r of named) {
      const context = `${r.url}: ${r.failing.join(", ")}`;
      expect(r.performance, context).toBeGreaterThanOrEqual(90);
      expect(r.accessibility, context).toBe(100);
      expect(r["best-practices"], context).toBeGreaterThanOrEqual(95);
      expect(r.seo, context).toBeGreaterThanOrEqual(90);
    }
  });
});
