import { afterEach, expect, test, vi } from "vitest";
import { domainSitePath } from "../../local-backend/customDomains";
import { loader as tlsAsk } from "../../src/public-page/tlsAsk.route";
import { AnswerCache, AskBudget, ASK_CACHE_MS } from "../../src/public-page/tlsAsk.server";

afterEach(() => {
  vi.useRealTimers();
});

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

/** Caddy's question to the real route, answered by a stand-in for customDomains:tlsAllowed. */
async function ask(domain: string, tlsAllowed: (host: string) => boolean, address = "10.1.0.1") {
  const convexQuery = (_query: unknown, args: { host: string }) => Promise.resolve(tlsAllowed(args.host));
  const request = new Request(`http://127.0.0.1:3000/portfolio-builder/tls-ask?domain=${encodeURIComponent(domain)}`);
  const response = await tlsAsk({ request, context: { convexQuery, clientAddress: address }, params: {} } as unknown as Parameters<typeof tlsAsk>[0]);
  return response.status;
}

test("a yes is kept a minute from when it was computed: asking all the time never extends it", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(1_000_000);
  let serving = true;
  let lookups = 0;
  const tlsAllowed = (host: string) => {
    lookups++;
    return host === "lapsed.test" && serving;
  };
  expect(await ask("lapsed.test", tlsAllowed)).toBe(200);
  // The plan ends (or the owner removes the domain) right after; the proxy keeps asking every 5 s.
  serving = false;
  for (let elapsed = 5_000; elapsed < ASK_CACHE_MS; elapsed += 5_000) {
    vi.setSystemTime(1_000_000 + elapsed);
    expect(await ask("lapsed.test", tlsAllowed), `${elapsed} ms`).toBe(200);
  }
  expect(lookups).toBe(1);
  vi.setSystemTime(1_000_000 + ASK_CACHE_MS);
  expect(await ask("lapsed.test", tlsAllowed)).toBe(404);
  // A no is not kept: the name is asked about again each time, and stays no.
  vi.setSystemTime(1_000_000 + ASK_CACHE_MS + 1_000);
  expect(await ask("lapsed.test", tlsAllowed)).toBe(404);
  expect(lookups).toBe(3);
});

test("the cache times a yes from the question, so a slow answer is not kept longer", async () => {
  let now = 0;
  const cache = new AnswerCache(60_000, 10, () => now);
  expect(
    await cache.answer("slow.test", async () => {
      now += 20_000;
      return true;
    }),
  ).toBe(true);
  now = 59_999;
  expect(cache.get("slow.test")).toBe(true);
  now = 60_000;
  expect(cache.get("slow.test")).toBeUndefined();
});

test("the ask endpoint refuses names that are not ASCII (fullwidth, Unicode) without asking the deployment", async () => {
  const asked: string[] = [];
  const anything = (host: string) => (asked.push(host), true);
  for (const name of ["ａｎａ.test", "ａｎａ．ｔｅｓｔ", "ana.ｔｅｓｔ", "bücher.test", "１２７．０．０．１", "foo.github.io"]) {
    expect(await ask(name, anything, "10.1.0.2"), name).toBe(404);
  }
  expect(asked).toEqual([]);
  expect(await ask("ANA.test.", anything, "10.1.0.2")).toBe(200);
  expect(asked).toEqual(["ana.test"]);
});
