import { expect, test } from "vitest";
import { domainSitePath } from "../../local-backend/customDomains";
import { AnswerCache, AskBudget } from "../../src/public-page/tlsAsk.server";

test("a custom domain's request maps under the domain site; only the page's own files pass as they are", () => {
  expect(domainSitePath("/")).toBe("/portfolio-builder/_site/");
  expect(domainSitePath("/robots.txt")).toBe("/portfolio-builder/_site/robots.txt");
  expect(domainSitePath("/portfolio-builder/assets/public-page-abc123.js")).toBe("/portfolio-builder/assets/public-page-abc123.js");
  expect(domainSitePath("/portfolio-builder/favicon.svg")).toBe("/portfolio-builder/favicon.svg");
  // Already mapped by a proxy in front: unchanged.
  expect(domainSitePath("/portfolio-builder/_site/")).toBe("/portfolio-builder/_site/");
  // Everything else stays inside the domain site: app screens, the API, nested or encoded asset paths.
  for (const path of [
    "/portfolio-builder/home",
    "/portfolio-builder/dashboard",
    "/api/query",
    "/portfolio-builder/assets/x/../../home",
    "/portfolio-builder/assets/a%2F..%2Fhome",
    "/portfolio-builder/_sitemap",
    "/portfolio-builder/tls-ask",
  ]) {
    expect(domainSitePath(path).startsWith("/portfolio-builder/_site/"), path).toBe(true);
  }
});

test("the ask endpoint's budget per address and window, and its bounded cache", () => {
  let now = 10_000;
  const budget = new AskBudget(3, () => now);
  expect([1, 2, 3, 4].map(() => budget.take("10.0.0.1"))).toEqual([true, true, true, false]);
  expect(budget.take("10.0.0.2")).toBe(true);
  now += 1000;
  expect(budget.take("10.0.0.1")).toBe(true);

  const cache = new AnswerCache(5000, 2, () => now);
  cache.set("a.test", true);
  cache.set("b.test", true);
  cache.set("c.test", true);
  expect([cache.get("a.test"), cache.get("b.test"), cache.get("c.test")]).toEqual([undefined, true, true]);
  now += 5000;
  expect(cache.get("b.test")).toBeUndefined();
});
