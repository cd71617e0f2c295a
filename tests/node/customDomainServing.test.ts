import { getFunctionName } from "convex/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { emptyFormData } from "../../convex/model/formData";
import { domainSitePath } from "../../local-backend/customDomains";
import { headers as domainPortfolioHeaders, loader as domainPortfolioLoader } from "../../src/public-page/domainPortfolio.route";
import { loader as domainRobotsLoader } from "../../src/public-page/domainRobots.route";
import { loader as domainSitemapLoader } from "../../src/public-page/domainSitemap.route";
import { loader as portfolioLoader, meta as portfolioMeta } from "../../src/public-page/publicPortfolio.route";
import { loader as robotsLoader } from "../../src/public-page/robots.route";
import { loader as sitemapLoader } from "../../src/public-page/sitemap.route";
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

// ---- Absolute addresses never come from the Host header (issue 37) ----

const SITE = "https://portfolio.example.com";
const content = { ...emptyFormData(), name: "Grace Hopper", role: "Rear Admiral", image: null, projects: [], customSections: [] };
const published = {
  status: "published",
  templateId: "modern",
  publishedAt: "2025-06-01T09:00:00.000Z",
  slug: "grace",
  noindex: false,
  content,
  language: "en",
  languages: ["en"],
};

/** The public queries as the deployment answers them: one published page, and no custom domain for any Host. */
const convexQuery = (query: unknown) => {
  const name = getFunctionName(query as Parameters<typeof getFunctionName>[0]);
  if (name === "portfolios:getPublicBySlug") return Promise.resolve(published);
  if (name === "portfolios:sitemap")
    return Promise.resolve({ page: [{ slug: "grace", publishedAt: published.publishedAt }], isDone: true, continueCursor: "" });
  return Promise.resolve({ status: "not-found" });
};
const hostile = (path: string) => new Request(`http://6.6.6.6/portfolio-builder${path}`, { headers: { Host: "6.6.6.6", "X-Forwarded-Host": "6.6.6.6" } });
type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];

describe.each([
  // The local backend passes its SITE_URL's origin in the load context.
  ["the local backend", { publicOrigin: SITE }, {}],
  // A server that passes no origin (react-router dev, or any request handler): the environment's.
  ["a server without load context", {}, { SITE_URL: `${SITE}/portfolio-builder`, NODE_ENV: "production" }],
])("Host: 6.6.6.6 on %s", (_server, extraContext, env) => {
  beforeEach(() => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  const context = { convexQuery, clientAddress: "10.2.0.1", ...extraContext };

  test("a published page's canonical, Open Graph and JSON-LD addresses name the configured site", async () => {
    const loaded = await portfolioLoader({ params: { slug: "grace" }, request: hostile("/p/grace"), context } as unknown as Args<typeof portfolioLoader>);
    const head = JSON.stringify([loaded, portfolioMeta({ data: loaded } as unknown as Args<typeof portfolioMeta>)]);
    expect(head).not.toContain("6.6.6.6");
    expect(head).toContain(`"href":"${SITE}/portfolio-builder/p/grace"`);
    expect(head).toContain(`"content":"${SITE}/portfolio-builder/p/grace"`);
  });

  test("sitemap.xml and robots.txt name the configured site", async () => {
    const sitemap = await sitemapLoader({ request: hostile("/sitemap.xml"), context, params: {} } as unknown as Args<typeof sitemapLoader>);
    const xml = await sitemap.text();
    expect(xml).not.toContain("6.6.6.6");
    expect(xml).toContain(`<loc>${SITE}/portfolio-builder/p/grace</loc>`);
    const robots = robotsLoader({ request: hostile("/robots.txt"), context, params: {} } as unknown as Args<typeof robotsLoader>);
    const text = await robots.text();
    expect(text).not.toContain("6.6.6.6");
    expect(text).toContain(`Sitemap: ${SITE}/portfolio-builder/sitemap.xml`);
    expect(robots.headers.get("Vary")).toBe("Host");
  });

  test("a name that is no verified domain gets 404 from the domain routes, varying by Host", async () => {
    const args = (path: string) => ({ request: hostile(path), context, params: {} }) as never;
    for (const response of [await domainRobotsLoader(args("/_site/robots.txt")), await domainSitemapLoader(args("/_site/sitemap.xml"))]) {
      expect(response.status).toBe(404);
      expect(response.headers.get("Vary")).toBe("Host");
      expect(await response.text()).not.toContain("6.6.6.6");
    }
    await expect(domainPortfolioLoader(args("/_site/"))).rejects.toMatchObject({ init: { status: 404 } });
    expect(new Headers(domainPortfolioHeaders({ loaderHeaders: new Headers(), actionHeaders: new Headers() } as never)).get("Vary")).toBe("Host");
    // Its 404 page speaks the visitor's language (Accept-Language; the app's cookie is not the domain's), and varies by it too.
    const request = new Request("http://ana.test/portfolio-builder/_site/", { headers: { Host: "ana.test", "Accept-Language": "es", Cookie: "lang=fr" } });
    const answer = (await domainPortfolioLoader({ request, context, params: {} } as never).catch((error: unknown) => error)) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(answer.data).toMatchObject({ documentLanguage: { lang: "es", dir: "ltr" } });
    const errorHeaders = new Headers(answer.init.headers);
    expect(new Headers(domainPortfolioHeaders({ loaderHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders } as never)).get("Vary")).toBe(
      "Host, Accept-Language",
    );
  });
});
