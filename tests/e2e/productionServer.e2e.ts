/**
 * The production web server (`npm run serve`, scripts/serve.ts) against the suite's backend, as
 * it runs against a deployment: published pages kept in memory with the same rules as `npm start`
 * (a hit, a 304, views counted per visitor), and nothing unpublished or removed served a second
 * later. No browser: plain HTTP, as the proxy in front (Caddy) would ask.
 */
import { readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { emptyFormData } from "../../convex/model/formData";
import { AUDIENCE_SECRET_FILE } from "../../local-backend/audienceSecret";
import { PUBLISHED_PAGE_CACHE_CONTROL } from "../../src/public-page/pageCache.server";
import { startWebServer, type RunningWebServer } from "../../scripts/lib/webServer";
import { seedServingDomain } from "../../scripts/lib/seed";
import { startCountingProxy, type CountingProxy } from "../support/countingProxy";
import { adminRun, backend, seedUser } from "./seed";

let proxy: CountingProxy;
let web: RunningWebServer;

beforeAll(async () => {
  proxy = await startCountingProxy(inject("backendUrl"));
  web = await startWebServer(inject("distDir") || "dist", {
    CONVEX_URL: proxy.url,
    CONVEX_SITE_URL: inject("siteUrl"),
    SITE_URL: "https://portfolio.test/portfolio-builder",
    AUDIENCE_SECRET: readFileSync(path.join(inject("dataDir"), AUDIENCE_SECRET_FILE), "utf8").trim(),
  });
});

afterAll(async () => {
  await web?.stop();
  await proxy?.close();
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** A browser's (Node's own, "node", is a bot's: its views are not counted). */
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/**
 * A GET as the proxy in front forwards it: the visitor's address in X-Forwarded-For, any Host
 * (node:http, as fetch does not send a Host header of the caller's).
 */
function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(web.origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: pathname, headers: { "User-Agent": USER_AGENT, "X-Forwarded-For": "203.0.113.1", ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Asks until `accept` holds, for at most a second. */
async function withinASecond(ask: () => Promise<Answer>, accept: (answer: Answer) => boolean): Promise<Answer> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const answer = await ask();
    if (accept(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`Still ${answer.status} ${answer.body.slice(0, 200)} after a second`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Asks until an answer comes from memory: the deployment was asked nothing for it. */
async function untilKept(ask: () => Promise<Answer>): Promise<Answer> {
  for (let i = 0; i < 100; i++) {
    const before = proxy.queries();
    const answer = await ask();
    if (proxy.queries() === before) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("never served from memory");
}

const page = (name: string) => ({ templateId: "minimalist", formData: { ...emptyFormData(), name, role: "Engineer" } });

describe("npm run serve", () => {
  test("sends the site's root to the app, as npm start does", async () => {
    for (const pathname of ["/", "/portfolio-builder"])
      expect(await get(pathname)).toMatchObject({ status: 302, headers: { location: "/portfolio-builder/" } });
  });

  test("serves a published page from memory (hit, 304, views), and stops within a second when it is unpublished", async () => {
    const owner = await seedUser("serve");
    const { path: pagePath } = await owner.client.mutation(api.portfolios.publish, page("Pia Production"));
    const address = `/portfolio-builder/p/${pagePath.split("/").at(-1)}`;
    const asked = proxy.queries();
    const first = await get(address);
    expect(first.status).toBe(200);
    // A render asks the deployment (what untilKept watches for).
    expect(proxy.queries()).toBeGreaterThan(asked);
    expect(first.body).toContain("Pia Production");
    // Its absolute addresses name SITE_URL's origin, never the request's Host.
    expect(first.body).toContain(`https://portfolio.test${address}`);

    const kept = await untilKept(() => get(address));
    expect(kept.body).toBe(first.body);
    const queries = proxy.queries();
    for (let i = 0; i < 5; i++) expect((await get(address)).body).toBe(first.body);
    expect(proxy.queries()).toBe(queries);
    expect(kept.headers["cache-control"]).toBe(PUBLISHED_PAGE_CACHE_CONTROL);
    const etag = String(kept.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}(-br|-gz)?"$/);
    const revalidated = await get(address, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
    expect(proxy.queries()).toBe(queries);

    // Three more visitors (and one of them again), all from memory: four views in all.
    for (const visitor of ["203.0.113.2", "203.0.113.3", "203.0.113.4", "203.0.113.2"]) {
      expect((await get(address, { "X-Forwarded-For": `198.51.100.9, ${visitor}` })).status).toBe(200);
    }
    expect(proxy.queries()).toBe(queries);
    // Batched and sent after the answers (a busy machine may take seconds).
    const deadline = Date.now() + 15_000;
    let views = 0;
    while (Date.now() < deadline && views < 4) {
      views = (await owner.client.query(api.audience.summary, {}))?.totalViews ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(views, web.output()).toBe(4);

    // The sitemap is kept too, and drops the page with it.
    await untilKept(() => get("/portfolio-builder/sitemap.xml"));
    expect((await get("/portfolio-builder/sitemap.xml")).body).toContain(address);

    await owner.client.mutation(api.portfolios.unpublish, {});
    await withinASecond(
      () => get(address),
      (a) => a.status === 404,
    );
    for (let i = 0; i < 5; i++) expect((await get(address)).status).toBe(404);
    await withinASecond(
      () => get("/portfolio-builder/sitemap.xml"),
      (a) => a.status === 200 && !a.body.includes(address),
    );

    // Published again: served again within a second.
    await owner.client.mutation(api.portfolios.publish, page("Pia Again"));
    await withinASecond(
      () => get(address),
      (a) => a.body.includes("Pia Again"),
    );
  });

  test("serves a custom domain's page as Caddy hands it over, until the domain is removed", async () => {
    const owner = await seedUser("serve-domain");
    await adminRun("users:setPlan", { email: owner.email, plan: "pro" });
    await owner.client.mutation(api.portfolios.publish, page("Dino Domain"));
    const domainId = await seedServingDomain(backend(), owner, "dino-serve.test");
    // The Caddyfile rewrites every path of a customer's name under the domain routes, Host unchanged.
    const onDomain = () => get("/portfolio-builder/_site/", { Host: "dino-serve.test" });
    expect((await onDomain()).body).toContain("Dino Domain");
    const kept = await untilKept(onDomain);
    expect(kept.headers.vary).toMatch(/Host/);
    // Another name is another entry: nothing of this one's answers there.
    expect((await get("/portfolio-builder/_site/", { Host: "other-serve.test" })).status).toBe(404);

    await owner.client.mutation(api.customDomains.remove, { id: domainId });
    await withinASecond(onDomain, (a) => a.status === 404);
  });
});
