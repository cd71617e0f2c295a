import { readFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getFunctionName } from "convex/server";
import { api } from "../../convex/_generated/api";
import { ADMIN_KEY_FILE } from "../../local-backend/adminKey";
import { customDomainHandler } from "../../local-backend/customDomains";
import { spawnBackend, type BackendProcess } from "../../local-backend/spawn";
import { WebApp } from "../../local-backend/webApp";
import { loader as domainLoader } from "../../src/public-page/domainPortfolio.route";
import { PageCache, type LiveAnswers } from "../../src/public-page/pageCache.server";
import { loader as pageLoader } from "../../src/public-page/publicPortfolio.route";
import { serverConvex, type ServerQuery } from "../../src/lib/serverConvex.server";
import { adminRun, seedServingDomain, seedUser, type Backend, type SeededUser } from "../../scripts/lib/seed";
import { draft, removeTempDataDirs, tempDataDir } from "./helpers";

const SECRET = "s".repeat(48);
let backend: BackendProcess;
let admin: Backend;
let server: Server;
let port: number;
let webApp: WebApp;
let renders = 0;

/**
 * The real route loaders (their queries, their view counting) with the page's data written out
 * as the "HTML": what the build's React render would draw from, without a build.
 */
async function handler(request: Request, context: object): Promise<Response> {
  renders++;
  const url = new URL(request.url);
  const slug = /^\/portfolio-builder\/p\/([^/]+)$/.exec(url.pathname)?.[1];
  const args = { request, context, params: slug ? { slug } : {} } as never;
  try {
    const loaded = slug ? await pageLoader(args) : await domainLoader(args);
    if (!("portfolio" in loaded) || loaded.portfolio === null) throw new Error("expected an open page");
    const { name } = loaded.portfolio.content;
    const { contactForm, branding, customDomain } = loaded.portfolio;
    return new Response(`<html><body>${JSON.stringify({ name, contactForm, branding, customDomain })}</body></html>`, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0" },
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return new Response("Not available", { status: init.status });
    throw thrown;
  }
}

beforeAll(async () => {
  const dataDir = tempDataDir();
  backend = await spawnBackend({ dataDir, env: { AUDIENCE_SECRET: SECRET } });
  process.env.AUDIENCE_SECRET = SECRET;
  admin = { url: backend.url, adminKey: readFileSync(path.join(dataDir, ADMIN_KEY_FILE), "utf8").trim() };
  webApp = new WebApp(dataDir, { convexUrl: backend.url, siteUrl: backend.siteUrl, publicOrigin: "http://portfolio.test", handler });
  const onDomain = customDomainHandler(webApp, serverConvex({ convexUrl: backend.url }).query);
  server = createServer((req, res) => {
    if (req.headers.host?.startsWith("127.0.0.1")) void webApp.serve(req, res, new URL(req.url!, "http://localhost"));
    else void onDomain(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await webApp?.close();
  await new Promise((resolve) => server?.close(resolve));
  await backend?.stop();
  removeTempDataDirs();
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A GET as a visitor at `from` (any 127.x address reaches the server) on `host`. */
function get(pathname: string, options: { host?: string; from?: string; headers?: Record<string, string>; port?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: options.port ?? port,
        path: pathname,
        localAddress: options.from,
        headers: { Host: options.host ?? `127.0.0.1:${port}`, ...options.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Asks until `accept` holds, for at most a second; returns every answer seen on the way. */
async function withinASecond(ask: () => Promise<Answer>, accept: (answer: Answer) => boolean): Promise<Answer[]> {
  const seen: Answer[] = [];
  const deadline = Date.now() + 1000;
  for (;;) {
    const answer = await ask();
    seen.push(answer);
    if (accept(answer)) return seen;
    if (Date.now() > deadline) throw new Error(`Still ${answer.status} ${answer.body.slice(0, 200)} after a second`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Asks until an answer comes from memory (the live answers confirmed the render). */
async function untilKept(ask: () => Promise<Answer>): Promise<Answer> {
  for (let i = 0; i < 100; i++) {
    const rendered = renders;
    const answer = await ask();
    if (renders === rendered) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("never served from memory");
}

const page = (name: string) => ({ templateId: "minimalist", formData: draft(name) });

describe("published pages from memory", () => {
  let owner: SeededUser;
  let slug: string;

  test("a page renders once per publish; every change that shows on it is served within a second; unpublished is never served", async () => {
    owner = await seedUser(admin, `cache-${Date.now()}@example.com`);
    const { path: pagePath } = await owner.client.mutation(api.portfolios.publish, page("Ana One"));
    slug = pagePath.split("/").at(-1)!;
    const address = `/portfolio-builder/p/${slug}`;
    const first = await get(address);
    expect(first.status).toBe(200);
    expect(first.body).toContain("Ana One");
    const kept = await untilKept(() => get(address));
    expect(kept.body).toBe(first.body);
    const rendered = renders;
    for (let i = 0; i < 5; i++) expect((await get(address)).body).toBe(first.body);
    expect(renders).toBe(rendered);
    expect(webApp.pageCacheStats()).toMatchObject({ entries: 1 });
    expect(webApp.pageCacheStats()!.hits).toBeGreaterThanOrEqual(6);

    // Strong ETag; the same tag back is a 304 without a body, from memory.
    const etag = String(kept.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const revalidated = await get(address, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers.etag).toBe(etag);
    expect(renders).toBe(rendered);

    // Republishing: the new content within a second, and the old tag no longer matches.
    await owner.client.mutation(api.portfolios.publish, page("Ana Two"));
    const republished = (
      await withinASecond(
        () => get(address, { headers: { "If-None-Match": etag } }),
        (a) => a.body.includes("Ana Two"),
      )
    ).at(-1)!;
    expect(republished.status).toBe(200);
    expect(republished.headers.etag).not.toBe(etag);

    // The contact form's on/off.
    await untilKept(() => get(address));
    await owner.client.mutation(api.audience.setContactForm, { enabled: true });
    await withinASecond(
      () => get(address),
      (a) => a.body.includes(`"contactForm":true`),
    );
    await untilKept(() => get(address));
    await owner.client.mutation(api.audience.setContactForm, { enabled: false });
    await withinASecond(
      () => get(address),
      (a) => a.body.includes(`"contactForm":false`),
    );

    // A plan change that removes and then adds the branding (a plan that lapses).
    await untilKept(() => get(address));
    expect((await get(address)).body).toContain(`"branding":true`);
    await adminRun(admin, "users:setPlan", { email: owner.email, plan: "pro" });
    await withinASecond(
      () => get(address),
      (a) => a.body.includes(`"branding":false`),
    );
    await untilKept(() => get(address));
    await adminRun(admin, "users:setPlan", { email: owner.email, plan: "free" });
    await withinASecond(
      () => get(address),
      (a) => a.body.includes(`"branding":true`),
    );

    // A slug change: the old address forwards at once, the new one serves.
    await untilKept(() => get(address));
    const renamed = `${slug}-new`;
    await owner.client.mutation(api.portfolios.setSlug, { slug: renamed });
    await withinASecond(
      () => get(address),
      (a) => a.status === 301,
    );
    expect((await get(`/portfolio-builder/p/${renamed}`)).body).toContain("Ana Two");
    slug = renamed;

    // Unpublishing: gone within a second, and never served again after the first 404.
    const current = `/portfolio-builder/p/${slug}`;
    await untilKept(() => get(current));
    await owner.client.mutation(api.portfolios.unpublish, {});
    const answers = await withinASecond(
      () => get(current),
      (a) => a.status === 404,
    );
    expect(answers.at(-1)!.status).toBe(404);
    for (let i = 0; i < 10; i++) expect((await get(current)).status).toBe(404);

    // Publishing again: served within a second (a 404 is never kept).
    await owner.client.mutation(api.portfolios.publish, page("Ana Three"));
    await withinASecond(
      () => get(current),
      (a) => a.status === 200 && a.body.includes("Ana Three"),
    );
  });

  test("views from memory are counted per visitor, as rendered ones are", async () => {
    const viewer = await seedUser(admin, `views-${Date.now()}@example.com`);
    const { path: pagePath } = await viewer.client.mutation(api.portfolios.publish, page("Vera Views"));
    const address = `/portfolio-builder/p/${pagePath.split("/").at(-1)}`;
    await get(address);
    await untilKept(() => get(address));
    const rendered = renders;
    // Three more visitors (and the first one again), all from memory.
    for (const from of ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.2", "127.0.0.1"]) expect((await get(address, { from })).status).toBe(200);
    expect(renders).toBe(rendered);
    const deadline = Date.now() + 5000;
    let total = 0;
    while (Date.now() < deadline) {
      total = (await viewer.client.query(api.audience.summary, {}))?.totalViews ?? 0;
      if (total >= 4) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(total).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await viewer.client.query(api.audience.summary, {}))?.totalViews).toBe(4);
  });

  test("a custom domain's page: kept per host, gone within a second when the domain is removed or the plan lapses", async () => {
    const domainOwner = await seedUser(admin, `domain-${Date.now()}@example.com`);
    await adminRun(admin, "users:setPlan", { email: domainOwner.email, plan: "pro" });
    await domainOwner.client.mutation(api.portfolios.publish, page("Dora Domain"));
    const domainId = await seedServingDomain(admin, domainOwner, "dora.test");
    const onDomain = () => get("/", { host: "dora.test" });
    expect((await onDomain()).body).toContain("Dora Domain");
    await untilKept(onDomain);
    // Another name is another key: nothing of dora.test's answers there.
    expect((await get("/", { host: "other.test" })).status).toBe(404);

    await domainOwner.client.mutation(api.customDomains.remove, { id: domainId });
    await withinASecond(onDomain, (a) => a.status === 404);

    await seedServingDomain(admin, domainOwner, "dora2.test");
    const onSecond = () => get("/", { host: "dora2.test" });
    expect((await onSecond()).body).toContain("Dora Domain");
    await untilKept(onSecond);
    await adminRun(admin, "users:setPlan", { email: domainOwner.email, plan: "free" });
    await withinASecond(onSecond, (a) => a.status === 404);
  });
});

/** Live answers under the test's control. */
function fakeLive(): LiveAnswers & { answer(id: string, digest: string): void; disconnect(): void } {
  const watchers = new Map<string, (digest: string) => void>();
  let connected = true;
  const onDisconnect: (() => void)[] = [];
  return {
    watch: (_query, args, onAnswer) => {
      watchers.set(JSON.stringify(args), onAnswer);
      return () => watchers.delete(JSON.stringify(args));
    },
    connected: () => connected,
    onDisconnect: (listener) => onDisconnect.push(listener),
    close: async () => {},
    answer: (id, digest) => watchers.get(id)?.(digest),
    disconnect() {
      connected = false;
      for (const listener of onDisconnect) listener();
    },
  };
}

describe("a custom domain's request", () => {
  test("asks Convex one question for the page (the domain's page, by the Host as sent), and the name's rule only for the build's files", async () => {
    const owner = await seedUser(admin, `one-query-${Date.now()}@example.com`);
    await adminRun(admin, "users:setPlan", { email: owner.email, plan: "pro" });
    await owner.client.mutation(api.portfolios.publish, page("Quin Query"));
    await seedServingDomain(admin, owner, "quin.test");
    const asked: { name: string; args: unknown }[] = [];
    const convex = serverConvex({ convexUrl: backend.url }).query;
    const query: ServerQuery = (fn, args) => {
      asked.push({ name: getFunctionName(fn), args });
      return convex(fn, args);
    };
    const app = new WebApp(tempDataDir(), {
      convexUrl: backend.url,
      siteUrl: backend.siteUrl,
      publicOrigin: "http://portfolio.test",
      handler,
      query,
      pageCacheBytes: 0,
    });
    const onDomain = customDomainHandler(app, query);
    const domainServer = createServer((req, res) => void onDomain(req, res));
    await new Promise<void>((resolve) => domainServer.listen(0, "127.0.0.1", resolve));
    const at = { host: "Quin.TEST:443", port: (domainServer.address() as AddressInfo).port };
    try {
      const answer = await get("/", at);
      expect(answer.body).toContain("Quin Query");
      expect(asked).toEqual([{ name: "portfolios:getPublicByDomain", args: { host: "Quin.TEST:443" } }]);

      asked.length = 0;
      expect((await get("/", { ...at, host: "nobody.test" })).status).toBe(404);
      expect(asked.map((a) => a.name)).toEqual(["portfolios:getPublicByDomain"]);

      asked.length = 0;
      expect((await get("/portfolio-builder/favicon.svg", { ...at, host: "nobody.test" })).status).toBe(404);
      expect(asked).toEqual([{ name: "customDomains:tlsAllowed", args: { host: "nobody.test" } }]);
    } finally {
      await app.close();
      await new Promise((resolve) => domainServer.close(resolve));
    }
  });
});

describe("the page cache", () => {
  const read = (slug: string, result: unknown) => ({ query: api.portfolios.getPublicBySlug, args: { slug }, result });

  test("serves an entry only once its answers are confirmed live, and never after one changes", async () => {
    const { answerDigest } = await import("../../src/public-page/pageCache.server");
    const live = fakeLive();
    const cache = new PageCache<string>(live, 10_000);
    expect(cache.set("/p/ana", "v1", 100, [read("ana", { name: "v1" })])).toBe(true);
    expect(cache.get("/p/ana")).toBeNull();
    live.answer(JSON.stringify({ slug: "ana" }), answerDigest({ name: "v1" }));
    expect(cache.get("/p/ana")).toBe("v1");
    live.answer(JSON.stringify({ slug: "ana" }), answerDigest({ name: "v2" }));
    expect(cache.get("/p/ana")).toBeNull();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, invalidated: 1, entries: 0, bytes: 0 });

    // Two queries: the first one's answer alone neither serves nor drops the entry.
    cache.set("/p/bo", "bo", 100, [read("bo", "b"), { query: api.customDomains.tlsAllowed, args: { host: "bo.test" }, result: true }]);
    live.answer(JSON.stringify({ slug: "bo" }), answerDigest("b"));
    expect(cache.get("/p/bo")).toBeNull();
    live.answer(JSON.stringify({ host: "bo.test" }), answerDigest(true));
    expect(cache.get("/p/bo")).toBe("bo");
  });

  test("is bounded by bytes (least recently used out) and forgets everything when the connection drops", async () => {
    const { answerDigest } = await import("../../src/public-page/pageCache.server");
    const live = fakeLive();
    const cache = new PageCache<string>(live, 8_000);
    for (const slug of ["a", "b", "c"]) {
      cache.set(slug, slug, 1000, [read(slug, slug)]);
      live.answer(JSON.stringify({ slug }), answerDigest(slug));
    }
    expect(cache.get("a")).toBe("a");
    // Too big for an eighth of the budget: not kept.
    expect(cache.set("huge", "huge", 1001, [])).toBe(false);
    for (const slug of ["d", "e", "f", "g", "h", "i"]) cache.set(slug, slug, 1000, [read(slug, slug)]);
    expect(cache.stats().bytes).toBeLessThanOrEqual(8_000);
    // b and c were the least recently used; a was read.
    expect(cache.stats()).toMatchObject({ evicted: 1, entries: 8 });
    expect(cache.get("b")).toBeNull();
    expect(cache.get("a")).toBe("a");
    live.disconnect();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    expect(cache.set("a", "a", 10, [])).toBe(false);
  });
});
